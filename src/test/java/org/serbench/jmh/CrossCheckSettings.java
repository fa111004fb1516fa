package org.serbench.jmh;

import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.openjdk.jmh.runner.options.TimeValue;
import org.serbench.data.DataSets;
import org.serbench.engine.SettingsException;
import org.serbench.registry.CodecRegistry;

/**
 * What the JMH cross-check runs, from {@code -Dserbench.jmh.*}; an empty value means the default.
 *
 * @param codecs the codecs, each run in JMH forks with its own flags
 * @param dataSets the data sets every codec runs
 * @param forks JMH forks per benchmark
 * @param warmup warm-up iterations per fork
 * @param iterations measured iterations per fork
 * @param time the length of each warm-up and measured iteration
 */
record CrossCheckSettings(
    List<String> codecs,
    List<String> dataSets,
    int forks,
    int warmup,
    int iterations,
    TimeValue time) {
  static final String PREFIX = "serbench.jmh.";

  /** Codecs of every family: schema, JSON, binary POJO, the JDK. */
  static final String DEFAULT_CODECS =
      "protobuf,json/jackson/databind,json/gson/databind,kryo-registered,fory-registered,"
          + "java-built-in,avro-specific,json/dsl-json/databind-exact";

  CrossCheckSettings {
    codecs = List.copyOf(codecs);
    dataSets = List.copyOf(dataSets);
  }

  static CrossCheckSettings from(Properties properties) {
    return new CrossCheckSettings(
        names(properties, "codecs", DEFAULT_CODECS, CodecRegistry::byName),
        names(properties, "datasets", "TestObject", DataSets::byName),
        integer(properties, "forks", 8, 1, 100),
        integer(properties, "warmup", 10, 0, 1000),
        integer(properties, "iterations", 5, 1, 1000),
        time(properties, "time", "1s"));
  }

  /** The seconds the benchmarks run, JVM start and set-up aside. */
  double seconds(int benchmarks) {
    double perIteration = time.convertTo(TimeUnit.MILLISECONDS) / 1000.0;
    return codecs.size()
        * dataSets.size()
        * benchmarks
        * forks
        * (warmup + iterations)
        * perIteration;
  }

  private static String value(Properties properties, String name, String fallback) {
    String value = properties.getProperty(PREFIX + name, "").trim();
    return value.isEmpty() ? fallback : value;
  }

  private static List<String> names(
      Properties properties, String name, String fallback, Consumer<String> check) {
    List<String> names =
        Arrays.stream(value(properties, name, fallback).split(","))
            .map(String::trim)
            .filter(s -> !s.isEmpty())
            .toList();
    if (names.isEmpty()) {
      throw new SettingsException("-D" + PREFIX + name + ": names no " + name);
    }
    for (String n : names) {
      try {
        check.accept(n);
      } catch (IllegalArgumentException e) {
        throw new SettingsException("-D" + PREFIX + name + ": " + e.getMessage());
      }
    }
    return names;
  }

  private static int integer(Properties properties, String name, int fallback, int min, int max) {
    String text = value(properties, name, Integer.toString(fallback));
    try {
      int n = Integer.parseInt(text);
      if (n >= min && n <= max) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new SettingsException(
        "-D" + PREFIX + name + "=" + text + ": expected a whole number from " + min + " to " + max);
  }

  private static TimeValue time(Properties properties, String name, String fallback) {
    String text = value(properties, name, fallback);
    try {
      TimeValue t = TimeValue.fromString(text);
      if (t.getTime() > 0) {
        return t;
      }
    } catch (IllegalArgumentException e) {
      // reported below
    }
    throw new SettingsException(
        "-D" + PREFIX + name + "=" + text + ": expected a positive time such as 1s or 200ms");
  }
}
