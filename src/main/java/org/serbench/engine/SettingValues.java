package org.serbench.engine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The {@code serbench.*} properties of a run, checked by name and by value: every setting's name,
 * default, bounds and message live here, and {@link Settings} reads its values from this class.
 *
 * <p>This file uses nothing but the JDK, so that the build can check the settings before it
 * generates or compiles anything: Maven's {@code validate} phase runs it in Java's single-file
 * source mode ({@code java SettingValues.java}, pom.xml, {@code check-serbench-settings}), and a
 * bad or unknown setting stops the build within seconds of its start. The names of codecs and data
 * sets need the compiled registry; {@link SettingsCheck} checks them once the main classes are
 * compiled.
 */
public final class SettingValues {

  public static final String PREFIX = "serbench.";

  /** The JMH cross-check's own properties ({@code ./mvnw -Pjmh verify}), which it validates. */
  static final String JMH_PREFIX = PREFIX + "jmh.";

  /** A fresh JVM for every codec, data set and fork. */
  static final String ISOLATE_CELL = "cell";

  /** One JVM per codec, its data sets in turn. */
  static final String ISOLATE_CODEC = "codec";

  /** How far a cell's JVMs may disagree before an extra one measures it: 10%. */
  static final double DEFAULT_FORK_AGREEMENT = 0.10;

  /**
   * Up to two JVMs more for a cell whose JVMs disagree: two runs in a row of TestObject and media.1
   * repeated their means to a 90th percentile of 6.4% with them and 14.1% without (README).
   */
  static final int DEFAULT_EXTRA_FORKS = 2;

  /** serbench.spread's values: a cell's later JVMs in its codec's turn, or in a second pass. */
  static final String SPREAD_CODEC = "codec";

  static final String SPREAD_RUN = "run";

  /** serbench.phaseOrder's values: every batch runs every phase, or each phase its batches. */
  static final String PHASES_INTERLEAVED = "interleaved";

  static final String PHASES_IN_BLOCKS = "blocks";

  /**
   * serbench.cpu's values: the measuring thread runs where the scheduler puts it, or is kept on the
   * fastest CPU; by default, the second wherever a thread can be pinned (Settings decides).
   */
  static final String CPU_ANY = "any";

  static final String CPU_FASTEST = "fastest";

  static final String CPU_AUTO = "auto";

  /** serbench.updateBaseline's values: compare with the baseline, replace it, or add a run. */
  static final String BASELINE_COMPARE = "false";

  static final String BASELINE_REPLACE = "true";

  static final String BASELINE_ADD = "add";

  /**
   * A fixed heap, touched whole when the JVM starts. Untouched, every page the young generation
   * reaches for the first time faults while a phase is timed, and what a fault costs is the
   * machine's, not the library's: on a 2-core VM, protobuf's media.1 decode measured 4.7 ms a batch
   * with lazily touched pages against 0.3 ms with {@code AlwaysPreTouch} (15x), and kryo switched
   * between 1 and 4 ms from one JVM to the next, or in the middle of one.
   */
  static final String DEFAULT_JVM_ARGS = "-Xms2g -Xmx2g -XX:+AlwaysPreTouch -XX:+UseG1GC";

  /** The flag that touches the heap whole at start, which only a timed phase needs. */
  static final String PRE_TOUCH = "-XX:+AlwaysPreTouch";

  /**
   * The quick profile's flags: the same heap, left untouched until used. Touching 2 GB costs the
   * JVM's start 0.5 s on a quiet 2-core VM and 4.3 to 4.7 s (against 0.2 s untouched) on one whose
   * host returns the memory a JVM frees, as the project's did: a minute or more of every quick run
   * of 63 codecs, for numbers the quick profile does not claim to be right.
   */
  static final String QUICK_JVM_ARGS = DEFAULT_JVM_ARGS.replace(" " + PRE_TOUCH, "");

  /**
   * A user's own data sets are measured on a smaller heap, touched whole as well: a data set of a
   * project's classes rarely needs the 2 GB the classic suite's 12 MB Jedi masters need, and
   * touching 2 GB cost 4.3 s of each JVM's start on the project's VM against 1.2 s for 512 MB, the
   * larger part of a default run of a project's two data sets over 40 codecs (80 JVMs). {@code
   * serbench.jvmArgs} sets the flags of both.
   */
  static final String OWN_DATA_JVM_ARGS = DEFAULT_JVM_ARGS.replace("2g", "512m");

  static final long DEFAULT_SEED = 20151023L;

  private static final Map<String, String> KNOWN = new LinkedHashMap<>();

  static {
    KNOWN.put("profile", "full or quick");
    KNOWN.put("objects", "objects per batch, a whole number from 1 to 1000000");
    KNOWN.put("batches", "measured batches, a whole number from 1 to 100000");
    KNOWN.put("warmup", "warm-up batches, a whole number from 0 to 100000");
    KNOWN.put(
        "warmupSeconds", "a time limit of each warm-up in seconds such as 0.5, 0 (none) to 3600");
    KNOWN.put(
        "measureSeconds",
        "a time limit of each data set's measured batches in seconds such as 1.5, 0 (none) to 3600");
    KNOWN.put(
        "testObjectSeconds",
        "a time limit of TestObject's measured batches over all its JVMs in seconds, 0 (none) to"
            + " 3600");
    KNOWN.put(
        "phaseMillis",
        "the shortest time of a timed phase in milliseconds, 0 (one pass over the batch) to 1000");
    KNOWN.put(
        "phaseOrder",
        "interleaved (every measured batch runs every phase in turn) or blocks (each phase runs"
            + " all its batches in a row)");
    KNOWN.put(
        "cpu",
        "auto (fastest where a thread can be pinned, any elsewhere), any (the measuring thread"
            + " runs where the scheduler puts it) or fastest (kept on the CPU that runs a probe"
            + " fastest, chosen again every 3 s)");
    KNOWN.put(
        "forks",
        "the fresh JVMs that measure each data set of serbench.forkDatasets, a whole number from 1"
            + " to 20");
    KNOWN.put(
        "forkDatasets",
        "comma-separated names or globs of the data sets measured in serbench.forks JVMs");
    KNOWN.put(
        "extraForks",
        "the JVMs a cell of serbench.forkDatasets may add to its serbench.forks while they"
            + " disagree, all but the one farthest from the others once there are three, a whole"
            + " number from 0 (none) to 20");
    KNOWN.put(
        "forkAgreement",
        "how far a cell's JVMs may disagree on a phase before serbench.extraForks adds one and a"
            + " cell of three or more sets aside the farthest, a fraction from 0 to 10 (0.10: the"
            + " slowest JVM's mean at most 10% above the fastest's)");
    KNOWN.put("isolation", "cell (a fresh JVM per codec and data set) or codec (one per codec)");
    KNOWN.put(
        "spread",
        "codec (a cell's later JVMs run in its codec's turn, after its other data sets) or run (in"
            + " a second pass over every codec, after all the first JVMs)");
    KNOWN.put(
        "scaling",
        "comma-separated batch sizes from 1 to 1000000 for the TestObject scaling runs, or none");
    KNOWN.put("scalingSeconds", "the time budget of one scaling size in seconds, 0 to 3600");
    KNOWN.put("seed", "a whole number (64-bit)");
    KNOWN.put("codecs", "comma-separated codec names or globs");
    KNOWN.put("datasets", "comma-separated data set names or globs");
    KNOWN.put("fork", "true or false");
    KNOWN.put(
        "jmhLink",
        "false, or a readable file of the two objects a JMH host sends its fork (the JMH"
            + " cross-check writes it): each measuring JVM first reads them and writes frames over"
            + " a socket, as a JMH fork does");
    KNOWN.put("jvmArgs", "flags of each measuring JVM, separated by spaces");
    KNOWN.put(
        "jdks",
        "comma-separated JDK home directories, each with a bin/java, such as"
            + " /opt/jdk-17,/opt/jdk-25");
    KNOWN.put("jdkDatasets", "comma-separated data set names or globs");
    KNOWN.put("timeoutMinutes", "a whole number from 1 to 1440");
    KNOWN.put("resultsDir", "a directory");
    KNOWN.put("reportDir", "a directory");
    KNOWN.put("runStarted", "an ISO-8601 instant such as 2026-01-31T12:00:00Z");
    KNOWN.put("projectDir", "the project's directory");
    KNOWN.put("gate", "true or false: compare with the baseline (default: true, false when quick)");
    KNOWN.put(
        "updateBaseline",
        "false, true (this run's results replace the baseline) or add (they join the runs the"
            + " baseline keeps)");
    KNOWN.put("tolerance", "a fraction above 0 and at most 10 (0.35 allows 35% before testing)");
    KNOWN.put("baselineDir", "a directory");
    KNOWN.put("compareTo", "an existing results.json of an earlier run");
    KNOWN.put("updateGolden", "true to rewrite the report writer's golden file (a unit test)");
    KNOWN.put("outcomesFile", "a properties file of the recorded outcomes");
    KNOWN.put(
        "updateOutcomes",
        "true or false: record this run's outcomes (support matrix and safety matrices)");
    KNOWN.put("safetySeconds", "the time limit of one safety cell in seconds, from 1 to 3600");
    KNOWN.put("safetyProbes", "all or sample (the quick profile's three probes per matrix)");
    KNOWN.put("safetyOutcomesFile", "a properties file of the recorded safety outcomes");
  }

  /** The names of every setting. */
  static java.util.Set<String> names() {
    return java.util.Collections.unmodifiableSet(KNOWN.keySet());
  }

  private final Map<String, String> values;
  private final boolean quick;
  private final Path cwd;

  private SettingValues(Map<String, String> values, boolean quick, Path cwd) {
    this.values = values;
    this.quick = quick;
    this.cwd = cwd;
  }

  /**
   * Checks every {@code serbench.*} system property of this JVM, codec and data set names aside,
   * and exits with status 1 and the one message naming what is wrong and what is allowed; prints
   * nothing when all are valid.
   */
  public static void main(String[] args) {
    try {
      read(System.getProperties()).checkAll();
    } catch (IllegalArgumentException e) {
      System.err.println("[serbench] " + e.getMessage());
      System.exit(1);
    }
  }

  /**
   * The serbench properties among these, their names checked: an unknown name, or a prefix with a
   * typo ({@code serbench-batches}), throws; so do a bad profile and settings that contradict each
   * other. Other properties are ignored, as are the JMH cross-check's {@code serbench.jmh.*}.
   */
  public static SettingValues read(Properties properties) {
    Map<String, String> values = new LinkedHashMap<>();
    for (String key : new TreeSet<>(properties.stringPropertyNames())) {
      if (!key.startsWith(PREFIX) && misspelledPrefix(key)) {
        String meant = key.substring(PREFIX.length());
        throw new IllegalArgumentException(
            "unknown property -D"
                + key
                + ": serbench's properties start with '"
                + PREFIX
                + "'"
                + (KNOWN.containsKey(meant) ? " (did you mean -D" + PREFIX + meant + "?)" : "")
                + "; serbench knows: "
                + knownNames());
      }
      if (key.startsWith(PREFIX) && !key.startsWith(JMH_PREFIX)) {
        String name = key.substring(PREFIX.length());
        if (!KNOWN.containsKey(name)) {
          throw new IllegalArgumentException(
              "unknown property -D" + key + "; serbench knows: " + knownNames());
        }
        values.put(name, properties.getProperty(key).trim());
      }
    }
    String profile = values.getOrDefault("profile", "full");
    if (!profile.equals("full") && !profile.equals("quick")) {
      throw invalid("profile", profile);
    }
    if (values.containsKey("jdks") && "false".equals(values.get("fork"))) {
      throw new IllegalArgumentException(
          "-D"
              + PREFIX
              + "jdks needs forked JVMs: -D"
              + PREFIX
              + "fork=false measures inside the test JVM, on its own JDK only");
    }
    return new SettingValues(
        values, profile.equals("quick"), Path.of(System.getProperty("user.dir")));
  }

  /** Reads every setting once, so that any bad value throws now; names of codecs aside. */
  void checkAll() {
    objects();
    batches();
    warmup();
    warmupSeconds();
    measureSeconds();
    testObjectSeconds();
    phaseMillis();
    phaseOrder();
    cpu();
    forks();
    extraForks();
    forkAgreement();
    isolation();
    spread();
    seed();
    fork();
    jmhLink();
    jdks();
    scaling();
    scalingSeconds();
    timeoutMinutes();
    resultsDir();
    reportDir();
    runStarted();
    gate();
    updateBaseline();
    tolerance();
    baselineDir();
    compareTo();
    outcomesFile();
    updateOutcomes();
    safetySeconds();
    safetyAllProbes();
    safetyOutcomesFile();
    for (String selection : List.of("codecs", "datasets", "jdkDatasets", "forkDatasets")) {
      patterns(selection);
    }
  }

  /**
   * A key that was meant as a serbench property but lacks the dot: {@code serbench-batches}, {@code
   * serbench_batches}, {@code Serbench.batches}, {@code serbenchbatches}.
   */
  static boolean misspelledPrefix(String key) {
    String name = PREFIX.substring(0, PREFIX.length() - 1);
    return key.length() > name.length()
        && key.regionMatches(true, 0, name, 0, name.length())
        && !key.startsWith(PREFIX)
        && !key.equals(name);
  }

  String profile() {
    return quick ? "quick" : "full";
  }

  boolean quick() {
    return quick;
  }

  int objects() {
    return integer("objects", quick ? 100 : 1000, 1, 1_000_000);
  }

  int batches() {
    return integer("batches", quick ? 10 : 100, 1, 100_000);
  }

  int warmup() {
    return integer("warmup", quick ? 2 : 10_000, 0, 100_000);
  }

  double warmupSeconds() {
    return seconds("warmupSeconds", quick ? 0.1 : 3);
  }

  double measureSeconds() {
    return seconds("measureSeconds", quick ? 0.2 : 0.5);
  }

  double testObjectSeconds() {
    return seconds("testObjectSeconds", quick ? 0.4 : 20);
  }

  /**
   * The shortest time of a timed phase: a pass over the batch that takes less is repeated (see
   * Passes). 1 ms by default; 0 times one pass.
   */
  int phaseMillis() {
    return integer("phaseMillis", 1, 0, 1000);
  }

  /**
   * In blocks by default, as JMH times one operation at a time; the quick profile interleaves, as
   * settling each phase would cost it more than its whole measurement.
   */
  String phaseOrder() {
    String value = values.getOrDefault("phaseOrder", quick ? PHASES_INTERLEAVED : PHASES_IN_BLOCKS);
    if (!value.equals(PHASES_INTERLEAVED) && !value.equals(PHASES_IN_BLOCKS)) {
      throw invalid("phaseOrder", value);
    }
    return value;
  }

  String cpu() {
    String value = values.getOrDefault("cpu", CPU_AUTO);
    if (!value.equals(CPU_AUTO) && !value.equals(CPU_ANY) && !value.equals(CPU_FASTEST)) {
      throw invalid("cpu", value);
    }
    return value;
  }

  int forks() {
    return integer("forks", quick ? 1 : 2, 1, 20);
  }

  int extraForks() {
    return integer("extraForks", DEFAULT_EXTRA_FORKS, 0, 20);
  }

  double forkAgreement() {
    return decimal("forkAgreement", DEFAULT_FORK_AGREEMENT, 10);
  }

  String spread() {
    String value = values.getOrDefault("spread", SPREAD_RUN);
    if (!value.equals(SPREAD_CODEC) && !value.equals(SPREAD_RUN)) {
      throw invalid("spread", value);
    }
    return value;
  }

  String isolation() {
    String value = values.getOrDefault("isolation", quick ? ISOLATE_CODEC : ISOLATE_CELL);
    if (!value.equals(ISOLATE_CELL) && !value.equals(ISOLATE_CODEC)) {
      throw invalid("isolation", value);
    }
    return value;
  }

  long seed() {
    String value = values.get("seed");
    if (value == null) {
      return DEFAULT_SEED;
    }
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw invalid("seed", value);
    }
  }

  boolean fork() {
    return bool("fork", true);
  }

  Optional<Path> jmhLink() {
    String value = values.get("jmhLink");
    if (value == null || value.equals("false")) {
      return Optional.empty();
    }
    Path file = path("jmhLink", null);
    if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
      throw invalid("jmhLink", value);
    }
    return Optional.of(file);
  }

  /** The flags of a JVM that measures a user's own data sets: see {@link #OWN_DATA_JVM_ARGS}. */
  List<String> ownDataJvmArgs() {
    String own = quick ? OWN_DATA_JVM_ARGS.replace(" " + PRE_TOUCH, "") : OWN_DATA_JVM_ARGS;
    return Arrays.asList(values.getOrDefault("jvmArgs", own).split("\\s+"));
  }

  List<String> jvmArgs() {
    return Arrays.asList(
        values.getOrDefault("jvmArgs", quick ? QUICK_JVM_ARGS : DEFAULT_JVM_ARGS).split("\\s+"));
  }

  List<Path> jdks() {
    String value = values.get("jdks");
    if (value == null) {
      return List.of();
    }
    List<Path> homes = new ArrayList<>();
    for (String part : value.split(",")) {
      String trimmed = part.trim();
      if (trimmed.isEmpty()) {
        throw invalid("jdks", value);
      }
      Path home = Path.of(trimmed).toAbsolutePath().normalize();
      if (!Files.isExecutable(home.resolve("bin/java"))
          && !Files.isExecutable(home.resolve("bin/java.exe"))) {
        throw new IllegalArgumentException(
            "-D"
                + PREFIX
                + "jdks="
                + value
                + ": '"
                + trimmed
                + "' is not a JDK home (it has no executable bin/java); expected "
                + KNOWN.get("jdks"));
      }
      homes.add(home);
    }
    return homes;
  }

  List<Integer> scaling() {
    String value = values.getOrDefault("scaling", quick ? "1000" : "10000,100000");
    if (value.isEmpty() || value.equals("none")) {
      return List.of();
    }
    List<Integer> sizes = new ArrayList<>();
    for (String part : value.split(",")) {
      try {
        int size = Integer.parseInt(part.trim().replace("_", ""));
        if (size < 1 || size > 1_000_000) {
          throw invalid("scaling", value);
        }
        sizes.add(size);
      } catch (NumberFormatException e) {
        throw invalid("scaling", value);
      }
    }
    return sizes;
  }

  double scalingSeconds() {
    return seconds("scalingSeconds", quick ? 1 : 4);
  }

  int timeoutMinutes() {
    return integer("timeoutMinutes", 30, 1, 1440);
  }

  Path resultsDir() {
    return path("resultsDir", cwd.resolve("target/serbench-results"));
  }

  Path reportDir() {
    return path(
        "reportDir",
        cwd.resolve(quick ? "target/serbench-quick-report" : "target/serbench-report"));
  }

  /** The instant the run started as given, or now (to the second) when not given. */
  Instant runStarted() {
    String value = values.get("runStarted");
    if (value == null) {
      return Instant.now().truncatedTo(ChronoUnit.SECONDS);
    }
    try {
      return Instant.parse(value);
    } catch (DateTimeParseException e) {
      throw invalid("runStarted", value);
    }
  }

  boolean gate() {
    return bool("gate", !quick);
  }

  String updateBaseline() {
    String value = values.getOrDefault("updateBaseline", BASELINE_COMPARE);
    if (!List.of(BASELINE_COMPARE, BASELINE_REPLACE, BASELINE_ADD).contains(value)) {
      throw invalid("updateBaseline", value);
    }
    return value;
  }

  /** The tolerance of every codec; NaN when not set. */
  double tolerance() {
    String value = values.get("tolerance");
    if (value == null) {
      return Double.NaN;
    }
    try {
      double parsed = Double.parseDouble(value);
      if (parsed > 0 && parsed <= 10) {
        return parsed;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw invalid("tolerance", value);
  }

  Path baselineDir() {
    return path("baselineDir", cwd.resolve("src/test/resources/baseline"));
  }

  /** The earlier results file to compare with, which must exist; null when not given. */
  Path compareTo() {
    String value = values.get("compareTo");
    if (value == null) {
      return null;
    }
    Path file = Path.of(value).toAbsolutePath();
    if (!Files.isRegularFile(file)) {
      throw new IllegalArgumentException(
          "-D"
              + PREFIX
              + "compareTo="
              + value
              + ": no such file; expected "
              + KNOWN.get("compareTo"));
    }
    return file;
  }

  Path outcomesFile() {
    return path("outcomesFile", cwd.resolve("src/test/resources/outcomes.properties"));
  }

  boolean updateOutcomes() {
    return bool("updateOutcomes", false);
  }

  double safetySeconds() {
    double value = seconds("safetySeconds", 10);
    if (value < 1) {
      throw invalid("safetySeconds", values.get("safetySeconds"));
    }
    return value;
  }

  /** Whether the safety matrices run every probe, or the sample (the quick profile's default). */
  boolean safetyAllProbes() {
    String value = values.getOrDefault("safetyProbes", quick ? "sample" : "all");
    if (!value.equals("all") && !value.equals("sample")) {
      throw invalid("safetyProbes", value);
    }
    return value.equals("all");
  }

  Path safetyOutcomesFile() {
    return path("safetyOutcomesFile", cwd.resolve("src/test/resources/safety-outcomes.properties"));
  }

  /**
   * The comma-separated names or globs of a selection ({@code codecs}, {@code datasets}, {@code
   * jdkDatasets}), or {@code fallback} when the property is not set; an empty one throws.
   */
  List<String> patterns(String name, String fallback) {
    String value = values.getOrDefault(name, fallback);
    if (value == null) {
      return null;
    }
    List<String> patterns = new ArrayList<>();
    for (String glob : value.split(",")) {
      String trimmed = glob.trim();
      if (trimmed.isEmpty()) {
        throw invalid(name, value);
      }
      patterns.add(trimmed);
    }
    return patterns;
  }

  /** As {@link #patterns(String, String)}, null when the property is not set. */
  List<String> patterns(String name) {
    return patterns(name, null);
  }

  /** The value as given on the command line, to quote in a message. */
  String given(String name, String fallback) {
    return values.getOrDefault(name, fallback);
  }

  /** The message for a value of a known setting that is not allowed. */
  static IllegalArgumentException invalid(String name, String value) {
    return new IllegalArgumentException(
        "-D" + PREFIX + name + "=" + value + " is not allowed: expected " + KNOWN.get(name));
  }

  private static String knownNames() {
    return KNOWN.keySet().stream().map(k -> PREFIX + k).collect(Collectors.joining(", "));
  }

  private int integer(String name, int fallback, int min, int max) {
    String value = values.get(name);
    if (value == null) {
      return fallback;
    }
    try {
      int parsed = Integer.parseInt(value.replace("_", ""));
      if (parsed >= min && parsed <= max) {
        return parsed;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw invalid(name, value);
  }

  private double seconds(String name, double fallback) {
    return decimal(name, fallback, 3600);
  }

  /** A setting's number from 0 to {@code max}, or {@code fallback} when it is not set. */
  private double decimal(String name, double fallback, double max) {
    String value = values.get(name);
    if (value == null) {
      return fallback;
    }
    try {
      double parsed = Double.parseDouble(value);
      if (parsed >= 0 && parsed <= max) {
        return parsed;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw invalid(name, value);
  }

  private boolean bool(String name, boolean fallback) {
    String value = values.get(name);
    if (value == null) {
      return fallback;
    }
    return switch (value) {
      case "true" -> true;
      case "false" -> false;
      default -> throw invalid(name, value);
    };
  }

  private Path path(String name, Path fallback) {
    String value = values.get(name);
    if (value == null) {
      return fallback;
    }
    if (value.isEmpty()) {
      throw invalid(name, value);
    }
    return Path.of(value).toAbsolutePath();
  }
}
