package org.serbench.junit;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.platform.commons.annotation.Testable;

/**
 * Declares a data set of a {@link SerbenchTest} class: a static method that is either a generator,
 * {@code static T name(SplittableRandom random, int index)}, which makes the object at an index
 * from its own random stream, or a sample, {@code static List<T> name()} (any {@code
 * Collection<T>}), whose objects each batch takes in turn.
 *
 * <p>Every codec that binds arbitrary classes then measures the data set, each (codec, data set) a
 * test of its own; an IDE offers to run the method ({@code @Testable}), which runs its data set.
 * Jupiter's {@code @Disabled} on the method skips its data set, on the class the class, and
 * {@code @DisplayName} names the class. The method runs again in each measuring JVM, so it must
 * make the same objects every time: draw every random value from the {@code SplittableRandom} it is
 * given.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Testable
public @interface SerbenchData {
  /** The data set's name in test names and reports; the method's name when empty. */
  String name() default "";

  /**
   * The objects of one batch, in every profile. 0, the default, takes {@link
   * SerbenchTest#objects()} where the class sets it, and otherwise sizes the batches by the data:
   * {@code serbench.objects} objects a batch, or as many times fewer as a batch of them would take
   * more than about 2 MB of heap (a sample of one large document is then a batch of one).
   */
  int objects() default 0;
}
