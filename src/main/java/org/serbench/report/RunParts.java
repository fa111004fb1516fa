package org.serbench.report;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.engine.AtomicWrite;
import org.serbench.engine.ConsoleText;
import org.serbench.engine.Differences;
import org.serbench.engine.HarnessFloor;
import org.serbench.engine.Result;
import org.serbench.engine.ResultFile;
import org.serbench.engine.Settings;
import org.serbench.engine.Variants;
import org.serbench.evolution.EvolutionRun;
import org.serbench.registry.CodecRegistry;
import org.serbench.safety.SafetyFile;

/**
 * A full run measured in parts and rendered as one report: {@code RunParts REPORT_DIR
 * PART_RESULTS_DIR PART_RESULTS_DIR...}.
 *
 * <p>Where the whole suite takes longer than one sitting, it is measured in two or more runs of one
 * commit on one machine, each over some of the data sets ({@code -Dserbench.datasets}). Each data
 * set comes whole from one part, so every page ranks codecs measured side by side in one run, and
 * the report names each part: when it started, how long it took, what it measured. The parts are
 * checked before anything is written: one commit, profile and machine; no data set in two parts; no
 * part over several JDKs or library versions; and together every registered codec on every data set
 * of the suite, as a whole run measures them. The report's safety and evolution pages come from the
 * earliest part that has them.
 */
public final class RunParts {
  /** The run record's key for the number of parts; {@code part.N.*} describe each. */
  static final String PARTS = "parts";

  private static final String[] SAME = {
    "gitCommit", "profile", "spread", "os", "cpu", "cores", "memoryBytes"
  };

  private RunParts() {}

  /** One part: its result directory, its run record and its results (the floor's included). */
  private record Part(Path dir, Properties run, List<Result> results) {
    Instant started() {
      return Instant.parse(run.getProperty("runStarted"));
    }

    /** The data sets it measured: the suite's in report order, then a user's own by name. */
    Set<String> dataSets() {
      Set<String> names = new TreeSet<>();
      results.stream()
          .filter(r -> !r.codec().equals(HarnessFloor.NAME))
          .forEach(r -> names.add(r.dataSet()));
      Set<String> ordered = new LinkedHashSet<>();
      DataSets.all().stream().map(DataSet::name).filter(names::contains).forEach(ordered::add);
      ordered.addAll(names);
      return ordered;
    }

    Duration wallTime() {
      return Duration.between(
          started(),
          results.stream().map(Result::finished).max(Comparator.naturalOrder()).orElse(started()));
    }
  }

  public static void main(String[] args) throws IOException {
    if (args.length < 3) {
      System.err.println(
          "usage: RunParts REPORT_DIR PART_RESULTS_DIR PART_RESULTS_DIR...: two or more runs'"
              + " result directories (target/serbench-results/<run>), each over some of the data"
              + " sets");
      System.exit(2);
    }
    try {
      Path report = render(Path.of(args[0]), Stream.of(args).skip(1).map(Path::of).toList());
      System.out.println("report written to " + report);
    } catch (IllegalArgumentException e) {
      System.err.println(ConsoleText.escape(String.valueOf(e.getMessage())));
      System.exit(2);
    }
  }

  /** Joins the parts and writes their report into {@code reportDir}; returns its index. */
  static Path render(Path reportDir, List<Path> parts) throws IOException {
    Path joined = Files.createTempDirectory("serbench-parts");
    try {
      join(parts, joined);
      Files.createDirectories(reportDir);
      return ReportWriter.write(joined, reportDir);
    } finally {
      KeptResults.delete(joined);
    }
  }

  /**
   * Writes into {@code out} one run's result files joined from the parts' directories; throws
   * {@link IllegalArgumentException}, naming what is wrong, before writing anything when the parts
   * do not make a run.
   */
  static void join(List<Path> dirs, Path out) throws IOException {
    if (dirs.size() < 2) {
      throw new IllegalArgumentException("RunParts joins two or more parts, not " + dirs.size());
    }
    List<Part> parts = new ArrayList<>();
    for (Path dir : dirs) {
      parts.add(read(dir));
    }
    parts.sort(Comparator.comparing(Part::started));
    check(parts);

    Files.createDirectories(out);
    // The harness floor is measured in every run; the report keeps that of the part that measured
    // TestObject, on which the floor runs, else the earliest part's.
    List<Part> floorFirst = new ArrayList<>(parts);
    floorFirst.sort(Comparator.comparing(p -> !p.dataSets().contains(DataSets.TEST_OBJECT.name())));
    boolean floorCopied = false;
    for (Part part : floorFirst) {
      try (Stream<Path> files = Files.list(part.dir())) {
        for (Path file : files.sorted().toList()) {
          String name = file.getFileName().toString();
          boolean floor = name.startsWith(HarnessFloor.NAME + "__");
          if (name.endsWith(ResultFile.SUFFIX) && (!floor || !floorCopied)) {
            Files.copy(file, out.resolve(name));
            floorCopied |= floor;
          }
        }
      }
    }
    for (String dir : List.of(SafetyFile.DIR, EvolutionRun.DIR)) {
      for (Part part : parts) {
        if (Files.isDirectory(part.dir().resolve(dir))) {
          copyTree(part.dir().resolve(dir), out.resolve(dir));
          break;
        }
      }
    }
    joinDifferences(parts, out);
    joinOwnDataSets(parts, out);
    AtomicWrite.writeString(out.resolve(ReportWriter.RUN_FILE), record(parts));
  }

  private static Part read(Path dir) throws IOException {
    Path file = dir.resolve(ReportWriter.RUN_FILE);
    if (!Files.isRegularFile(file)) {
      throw new IllegalArgumentException(
          dir + " is not a run's result directory: it has no " + ReportWriter.RUN_FILE);
    }
    Properties run = new Properties();
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      run.load(in);
    }
    if (run.getProperty("runStarted") == null || run.getProperty("gitCommit") == null) {
      throw new IllegalArgumentException("corrupt " + file + ": no runStarted or gitCommit");
    }
    if (run.getProperty(PARTS) != null) {
      throw new IllegalArgumentException(dir + " is itself joined from parts: join the parts");
    }
    if (Files.isDirectory(dir.resolve(Variants.DIR))
        || Files.isDirectory(dir.resolve(Settings.JDK_DIR_PREFIX + 2))) {
      throw new IllegalArgumentException(
          dir + " measured several library versions or JDKs: parts are runs of one of each");
    }
    return new Part(dir, run, ResultFile.readAll(dir));
  }

  /** Stops at the first thing that keeps the parts from making one run. */
  private static void check(List<Part> parts) {
    Part first = parts.get(0);
    for (Part part : parts) {
      for (String key : SAME) {
        String a = first.run().getProperty(key, "");
        String b = part.run().getProperty(key, "");
        if (!a.equals(b)) {
          throw new IllegalArgumentException(
              "the parts differ in "
                  + key
                  + ": '"
                  + a
                  + "' in "
                  + first.dir()
                  + ", '"
                  + b
                  + "' in "
                  + part.dir()
                  + "; the parts of one report are runs of one commit and profile on one machine");
        }
      }
    }
    Map<String, Path> measuredIn = new TreeMap<>();
    for (Part part : parts) {
      if (part.dataSets().isEmpty()) {
        throw new IllegalArgumentException(part.dir() + " has no results");
      }
      for (String dataSet : part.dataSets()) {
        Path earlier = measuredIn.putIfAbsent(dataSet, part.dir());
        if (earlier != null) {
          throw new IllegalArgumentException(
              "data set "
                  + dataSet
                  + " was measured in "
                  + earlier
                  + " and in "
                  + part.dir()
                  + ": each data set comes whole from one part, so that its page ranks codecs"
                  + " measured in one run");
        }
      }
    }
    Set<String> cells = new java.util.HashSet<>();
    parts.forEach(p -> p.results().forEach(r -> cells.add(r.codec() + " on " + r.dataSet())));
    List<String> missing = new ArrayList<>();
    boolean suite = DataSets.all().stream().anyMatch(d -> measuredIn.containsKey(d.name()));
    for (DataSet<?> dataSet : suite ? DataSets.all() : List.<DataSet<?>>of()) {
      for (String codec : CodecRegistry.names().split(", ")) {
        if (!cells.contains(codec + " on " + dataSet.name())) {
          missing.add(codec + " on " + dataSet.name());
        }
      }
    }
    if (!missing.isEmpty()) {
      throw new IllegalArgumentException(
          "the parts leave "
              + missing.size()
              + " cells of the suite unmeasured, among them "
              + String.join(", ", missing.subList(0, Math.min(3, missing.size())))
              + ": together they must measure every codec on every data set, as a whole run does;"
              + " measure the rest with -Dserbench.datasets (and no codec filter)");
    }
  }

  /** The joined run's record: the first part's, then each part's start, wall time and data sets. */
  private static String record(List<Part> parts) throws IOException {
    Properties run = new Properties();
    Properties first = parts.get(0).run();
    first.stringPropertyNames().forEach(key -> run.setProperty(key, first.getProperty(key)));
    Set<String> gates = new LinkedHashSet<>();
    parts.forEach(p -> gates.add(p.run().getProperty("gate", "not recorded")));
    run.setProperty("gate", String.join("; ", gates));
    run.setProperty(PARTS, Integer.toString(parts.size()));
    for (int i = 0; i < parts.size(); i++) {
      Part part = parts.get(i);
      String key = "part." + (i + 1) + ".";
      run.setProperty(key + "runStarted", part.started().toString());
      run.setProperty(key + "wallSeconds", Long.toString(part.wallTime().toSeconds()));
      run.setProperty(key + "dataSets", String.join(",", part.dataSets()));
    }
    StringWriter text = new StringWriter();
    run.store(text, "serbench run joined from " + parts.size() + " parts");
    return text.toString();
  }

  private static void joinDifferences(List<Part> parts, Path out) throws IOException {
    for (Part part : parts) {
      List<Differences.Difference> differences = Differences.read(part.dir());
      if (differences != null) {
        Differences.start(out);
        for (Differences.Difference d : differences) {
          Differences.add(out, d);
        }
      }
    }
  }

  private static void joinOwnDataSets(List<Part> parts, Path out) throws IOException {
    Properties own = new Properties();
    for (Part part : parts) {
      Path file = part.dir().resolve(ReportWriter.DATA_SETS_FILE);
      if (Files.exists(file)) {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
          own.load(in);
        }
      }
    }
    if (!own.isEmpty()) {
      StringWriter text = new StringWriter();
      own.store(text, "a user's own data sets: name=description");
      AtomicWrite.writeString(out.resolve(ReportWriter.DATA_SETS_FILE), text.toString());
    }
  }

  private static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> all = Files.walk(from)) {
      for (Path source : all.sorted().toList()) {
        Path target = to.resolve(from.relativize(source).toString());
        if (Files.isDirectory(source)) {
          Files.createDirectories(target);
        } else {
          Files.copy(source, target);
        }
      }
    }
  }
}
