package org.serbench.junit;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the test class of the run's second pass ({@link Bench#secondPass()}), which {@link
 * SecondPassLast} runs after every other test class.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
public @interface SecondPass {}
