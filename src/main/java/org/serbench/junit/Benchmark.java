package org.serbench.junit;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ArgumentsSource;

/**
 * A benchmark of one codec, run once per selected data set: the method takes the {@code DataSet<?>}
 * and a {@link Bench}, and calls {@link Bench#measure}.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@ParameterizedTest(name = "{0}")
@ArgumentsSource(DataSetArguments.class)
public @interface Benchmark {}
