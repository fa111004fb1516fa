package org.serbench.engine;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Reads and writes one {@link Result} as a properties file: JDK only, so that writing a result
 * never loads a library under test into the measuring JVM.
 *
 * <p>Files are written to a temporary name and moved into place, so a reader never sees half a
 * result, even when the measuring JVM dies while writing.
 */
public final class ResultFile {
  /** File name suffix of result files. */
  public static final String SUFFIX = ".result.properties";

  private static final String LIBRARY = "library.";

  private ResultFile() {}

  /** The file name of a codec's result on a data set. */
  public static String fileName(String codec, String dataSet) {
    return (codec + "__" + dataSet).replaceAll("[^A-Za-z0-9._+-]", "_") + SUFFIX;
  }

  /**
   * The file name of one JVM's part of a cell measured in several: not a result file of the run
   * until the parts are merged into {@link #fileName}.
   */
  public static String forkFileName(String codec, String dataSet, ForkPlan fork) {
    if (fork.count() == 1) {
      return fileName(codec, dataSet);
    }
    return (codec + "__" + dataSet).replaceAll("[^A-Za-z0-9._+-]", "_")
        + ".fork-"
        + (fork.index() + 1)
        + ".properties";
  }

  /** Writes a result atomically: a reader never sees half a file. */
  public static void write(Result r, Path file) throws IOException {
    AtomicWrite.writeString(file, text(r));
  }

  /** A result as the text of its file. */
  static String text(Result r) throws IOException {
    return text(r, properties(r));
  }

  /**
   * The text of a result's file with its properties as given: those of {@link #properties} and any
   * a caller added (the baseline's runs).
   */
  static String text(Result r, Properties p) throws IOException {
    StringWriter text = new StringWriter();
    p.store(text, "serbench result of " + r.key());
    return text.toString();
  }

  /** A result's properties, as its file holds them. */
  static Properties properties(Result r) {
    Properties p = new Properties();
    p.setProperty("codec", r.codec());
    p.setProperty("dataSet", r.dataSet());
    p.setProperty("status", r.status().name());
    p.setProperty("message", r.message());
    p.setProperty("step", r.step());
    p.setProperty("configuration", r.configuration());
    r.libraries().forEach((artifact, version) -> p.setProperty(LIBRARY + artifact, version));
    p.setProperty("objects", Integer.toString(r.objects()));
    p.setProperty("batches", Integer.toString(r.batches()));
    p.setProperty("warmup", Integer.toString(r.warmup()));
    p.setProperty("seed", Long.toString(r.seed()));
    p.setProperty("jvm", r.jvm());
    p.setProperty("jvmFlags", String.join("\n", r.jvmFlags()));
    p.setProperty("isolation", r.isolation());
    p.setProperty("machine", r.machine());
    p.setProperty("calibrationNs", Long.toString(r.calibrationNs()));
    p.setProperty("started", r.started().toString());
    p.setProperty("finished", r.finished().toString());
    Result.ColdStart c = r.cold();
    p.setProperty("cold.setupNs", Long.toString(c.setupNs()));
    p.setProperty("cold.firstRoundTripNs", Long.toString(c.firstRoundTripNs()));
    p.setProperty("cold.firstBatchCreateNs", Long.toString(c.firstBatchCreateNs()));
    p.setProperty("cold.firstBatchSerNs", Long.toString(c.firstBatchSerNs()));
    p.setProperty("cold.firstBatchDeserNs", Long.toString(c.firstBatchDeserNs()));
    p.setProperty("cold.freshJvm", Boolean.toString(c.freshJvm()));
    Result.Samples s = r.samples();
    p.setProperty("samples.createNs", join(s.createNs()));
    p.setProperty("samples.serNs", join(s.serNs()));
    p.setProperty("samples.deserNs", join(s.deserNs()));
    p.setProperty("samples.serAllocBytes", join(s.serAllocBytes()));
    p.setProperty("samples.deserAllocBytes", join(s.deserAllocBytes()));
    p.setProperty("samples.sameNs", join(s.sameNs()));
    p.setProperty("samples.decodeNs", join(s.decodeNs()));
    p.setProperty("samples.shallowNs", join(s.shallowNs()));
    p.setProperty("runs.serNs", join(r.runs().serNs()));
    p.setProperty("runs.deserNs", join(r.runs().deserNs()));
    p.setProperty("scaling.count", Integer.toString(r.scaling().size()));
    for (int i = 0; i < r.scaling().size(); i++) {
      Result.ScalePoint point = r.scaling().get(i);
      p.setProperty("scaling." + i + ".objects", Integer.toString(point.objects()));
      p.setProperty("scaling." + i + ".serNs", join(point.serNs()));
      p.setProperty("scaling." + i + ".deserNs", join(point.deserNs()));
      p.setProperty("scaling." + i + ".notRun", point.notRun());
    }
    p.setProperty("forks.count", Integer.toString(r.forks().size()));
    for (int i = 0; i < r.forks().size(); i++) {
      Result.Fork fork = r.forks().get(i);
      p.setProperty("forks." + i + ".batches", Integer.toString(fork.batches()));
      p.setProperty("forks." + i + ".warmupBatches", Integer.toString(fork.warmupBatches()));
      p.setProperty("forks." + i + ".warmupNs", Long.toString(fork.warmupNs()));
      p.setProperty("forks." + i + ".settled", Boolean.toString(fork.settled()));
      p.setProperty("forks." + i + ".calibrationNs", Long.toString(fork.calibrationNs()));
      p.setProperty("forks." + i + ".wallNs", Long.toString(fork.wallNs()));
    }
    p.setProperty("setAside", r.setAside());
    if (r.stop().judged()) {
      p.setProperty("stop.target", Double.toString(r.stop().target()));
      p.setProperty("stop.reason", r.stop().reason());
    }
    Result.Gc g = r.gc();
    p.setProperty("gc.serCount", Long.toString(g.serCount()));
    p.setProperty("gc.serMillis", Long.toString(g.serMillis()));
    p.setProperty("gc.deserCount", Long.toString(g.deserCount()));
    p.setProperty("gc.deserMillis", Long.toString(g.deserMillis()));
    p.setProperty("size.bytes", Long.toString(r.size().bytes()));
    p.setProperty("size.gzipBytes", Long.toString(r.size().gzipBytes()));
    p.setProperty("size.deflateBytes", Long.toString(r.size().deflateBytes()));
    return p;
  }

  /** Reads a result; a file that is not a whole result is an error naming the file and the key. */
  public static Result read(Path file) throws IOException {
    Properties p = new Properties();
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      p.load(in);
    }
    Fields f = new Fields(file, p);
    Map<String, String> libraries = new LinkedHashMap<>();
    p.stringPropertyNames().stream()
        .filter(k -> k.startsWith(LIBRARY))
        .sorted()
        .forEach(k -> libraries.put(k.substring(LIBRARY.length()), p.getProperty(k)));
    return new Result(
        f.text("codec"),
        f.text("dataSet"),
        f.status(),
        f.text("message"),
        f.text("step"),
        f.text("configuration"),
        libraries,
        (int) f.number("objects"),
        (int) f.number("batches"),
        (int) f.number("warmup"),
        f.number("seed"),
        f.text("jvm"),
        f.lines("jvmFlags"),
        f.text("isolation"),
        f.text("machine"),
        f.number("calibrationNs"),
        f.instant("started"),
        f.instant("finished"),
        new Result.ColdStart(
            f.number("cold.setupNs"),
            f.number("cold.firstRoundTripNs"),
            f.number("cold.firstBatchCreateNs"),
            f.number("cold.firstBatchSerNs"),
            f.number("cold.firstBatchDeserNs"),
            f.bool("cold.freshJvm")),
        new Result.Samples(
            f.numbers("samples.createNs"),
            f.numbers("samples.serNs"),
            f.numbers("samples.deserNs"),
            f.numbers("samples.serAllocBytes"),
            f.numbers("samples.deserAllocBytes"),
            f.numbers("samples.sameNs"),
            f.numbers("samples.decodeNs"),
            f.numbers("samples.shallowNs")),
        new Result.Gc(
            f.number("gc.serCount"),
            f.number("gc.serMillis"),
            f.number("gc.deserCount"),
            f.number("gc.deserMillis")),
        new Result.Size(
            f.number("size.bytes"), f.number("size.gzipBytes"), f.number("size.deflateBytes")),
        new Result.Runs(f.numbers("runs.serNs"), f.numbers("runs.deserNs")),
        scaling(f),
        forks(f),
        // Absent from a file written before cells set a JVM aside: none was.
        f.p().getProperty("setAside", ""),
        // Absent from a file no stopping rule judged, or written before cells recorded it.
        f.p().getProperty("stop.reason") == null ? Result.Stop.NONE : f.stop());
  }

  private static List<Result.Fork> forks(Fields f) {
    List<Result.Fork> forks = new ArrayList<>();
    if (f.p().getProperty("forks.count") == null) {
      return forks; // written before results recorded their JVMs: see Result#forks
    }
    long count = f.number("forks.count");
    for (int i = 0; i < count; i++) {
      String k = "forks." + i + ".";
      forks.add(
          new Result.Fork(
              (int) f.number(k + "batches"),
              (int) f.number(k + "warmupBatches"),
              f.number(k + "warmupNs"),
              f.bool(k + "settled"),
              f.number(k + "calibrationNs"),
              // Absent from a file written before JVMs recorded their machine time: unknown.
              f.p().getProperty(k + "wallNs") == null ? 0 : f.number(k + "wallNs")));
    }
    return forks;
  }

  private static List<Result.ScalePoint> scaling(Fields f) {
    List<Result.ScalePoint> points = new ArrayList<>();
    long count = f.number("scaling.count");
    for (int i = 0; i < count; i++) {
      points.add(
          new Result.ScalePoint(
              (int) f.number("scaling." + i + ".objects"),
              f.numbers("scaling." + i + ".serNs"),
              f.numbers("scaling." + i + ".deserNs"),
              f.text("scaling." + i + ".notRun")));
    }
    return points;
  }

  /** Reads every result file in a directory, in file-name order; none is an empty list. */
  public static List<Result> readAll(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    List<Path> files;
    try (Stream<Path> list = Files.list(dir)) {
      files = list.filter(f -> f.getFileName().toString().endsWith(SUFFIX)).sorted().toList();
    }
    List<Result> results = new ArrayList<>();
    for (Path file : files) {
      results.add(read(file));
    }
    return results;
  }

  private static String join(long[] values) {
    return Arrays.stream(values).mapToObj(Long::toString).collect(Collectors.joining(","));
  }

  /** Typed access to the keys of one file, failing with the file and key named. */
  record Fields(Path file, Properties p) {
    String text(String key) {
      String value = p.getProperty(key);
      if (value == null) {
        throw corrupt(key, "is missing");
      }
      return value;
    }

    List<String> lines(String key) {
      String value = text(key);
      return value.isEmpty() ? List.of() : List.of(value.split("\n"));
    }

    long number(String key) {
      String value = text(key);
      try {
        return Long.parseLong(value);
      } catch (NumberFormatException e) {
        throw corrupt(key, "is not a whole number: " + value);
      }
    }

    long[] numbers(String key) {
      String value = text(key);
      if (value.isEmpty()) {
        return new long[0];
      }
      try {
        return Arrays.stream(value.split(",")).mapToLong(Long::parseLong).toArray();
      } catch (NumberFormatException e) {
        throw corrupt(key, "is not a list of whole numbers");
      }
    }

    double[] decimals(String key) {
      String value = text(key);
      try {
        return Arrays.stream(value.split(",")).mapToDouble(Double::parseDouble).toArray();
      } catch (NumberFormatException e) {
        throw corrupt(key, "is not a list of numbers: " + value);
      }
    }

    double fraction(String key) {
      String value = text(key);
      try {
        double d = Double.parseDouble(value);
        if (!(d >= 0)) {
          throw corrupt(key, "is not a fraction of 0 or more: " + value);
        }
        return d;
      } catch (NumberFormatException e) {
        throw corrupt(key, "is not a number: " + value);
      }
    }

    Instant instant(String key) {
      String value = text(key);
      try {
        return Instant.parse(value);
      } catch (DateTimeParseException e) {
        throw corrupt(key, "is not an instant: " + value);
      }
    }

    boolean bool(String key) {
      String value = text(key);
      if (!value.equals("true") && !value.equals("false")) {
        throw corrupt(key, "is not true or false: " + value);
      }
      return Boolean.parseBoolean(value);
    }

    Result.Stop stop() {
      try {
        return new Result.Stop(fraction("stop.target"), text("stop.reason"));
      } catch (IllegalArgumentException e) {
        throw corrupt("stop.reason", e.getMessage());
      }
    }

    Result.Status status() {
      String value = text("status");
      try {
        return Result.Status.valueOf(value);
      } catch (IllegalArgumentException e) {
        throw corrupt("status", "is not one of " + Arrays.toString(Result.Status.values()));
      }
    }

    IllegalStateException corrupt(String key, String problem) {
      return new IllegalStateException(
          "corrupt result file "
              + file
              + ": '"
              + key
              + "' "
              + problem
              + "; delete it and run the measurement again");
    }
  }
}
