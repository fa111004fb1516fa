package org.serbench.junit;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a codec of a project's own in a {@link SerbenchTest} class: a static method without
 * parameters that returns an {@link org.serbench.codec.Codec}, typically one of {@link
 * org.serbench.codec.Codecs}' made from the library instance the project configures:
 *
 * <pre>{@code
 * @SerbenchCodec(configuration = "our ObjectMapper: JavaTimeModule, Payment's subtypes by name")
 * static Codec ourMapper() {
 *   return Codecs.jackson(Mappers.orders());
 * }
 * }</pre>
 *
 * <p>The codec measures the class's data sets beside every serbench codec that binds arbitrary
 * classes, with the same protocol, round-trip check, report and regression gate; the report lists
 * it with its configuration. The method is called again in each measuring JVM, inside the
 * cold-start timer, so it builds the library instance there; it must not depend on state a test
 * sets up.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
public @interface SerbenchCodec {
  /**
   * The codec's name in test names and reports; the method's name when empty. It must differ from
   * every serbench codec's and every other codec's of the run, and holds no {@code =}, {@code |},
   * {@code ,}, {@code *} or {@code ?}.
   */
  String name() default "";

  /**
   * One line on how the library is configured (modules, registration, type handling), printed in
   * the report beside the codec's name; when empty, the report names the method.
   */
  String configuration() default "";
}
