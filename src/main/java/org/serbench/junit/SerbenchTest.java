package org.serbench.junit;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Marks a serbench test class. Its static {@link SerbenchData} methods declare a user's own data,
 * which every codec that binds arbitrary classes measures, one test per codec and data set (run by
 * serbench's test engine). The classic suite's test classes use it for their test factories, which
 * get a {@link Bench}.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(SerbenchExtension.class)
public @interface SerbenchTest {
  /**
   * The codecs to measure the data with, as names or globs ({@code kryo*}, {@code
   * json/jackson/databind}); every codec that binds arbitrary classes when empty. {@code
   * -Dserbench.codecs} narrows them further.
   */
  String[] include() default {};

  /** Codecs left out, as names or globs. */
  String[] exclude() default {};

  /**
   * The objects of one batch of each of the class's data sets that does not set its own ({@link
   * SerbenchData#objects()}); 0, the default, sizes their batches by the data.
   */
  int objects() default 0;

  /**
   * The fresh JVMs each of the class's cells is measured in, in the full profile (before any that
   * its interval adds, {@code serbench.extraForks}): 2 to 20; 0, the default, plans 2 while the
   * gate compares times and 1 otherwise. The class's data sets listed in {@code
   * serbench.forkDatasets} take {@code serbench.forks} instead.
   */
  int forks() default 0;
}
