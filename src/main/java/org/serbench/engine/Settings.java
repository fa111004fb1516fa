package org.serbench.engine;

import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.serbench.codec.CodecSpec;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.registry.CodecRegistry;

/**
 * The validated settings of a run, read from {@code serbench.*} system properties.
 *
 * <p>Any bad value, and any {@code serbench.*} property serbench does not know (a typo would
 * otherwise be ignored silently), stops the run with a message naming the property, the value and
 * what is allowed.
 *
 * @param profile {@code full} (performance-playground's 1,000 objects x 100 batches) or {@code
 *     quick} (few, small batches, for development; the numbers are not to be trusted)
 * @param objects objects per batch
 * @param batches measured batches at most
 * @param warmup warm-up batches at most: run before measuring and not counted
 * @param warmupSeconds the cap of each JVM's warm-up: it ends after this many seconds if it has not
 *     reached a steady state (but not before {@link #RUNS} - 1 batches, so that runs #0 to #4
 *     exist); 0 for no limit
 * @param measureSeconds measuring a data set other than TestObject ends after this many seconds
 *     (over all its JVMs) once {@link #MIN_BATCHES} (or all, if fewer) batches ran; 0 for no limit
 * @param testObjectSeconds the same limit for TestObject, whose minimum is {@link
 *     #MIN_TEST_OBJECT_BATCHES} batches
 * @param forks the fresh JVMs that measure TestObject, each its share of the batches and time
 *     (other data sets: one)
 * @param isolation {@code cell}: a fresh JVM for every codec and data set (and fork); {@code
 *     codec}: one JVM per codec for all its data sets in turn, faster but a data set's numbers then
 *     depend on the ones before it (the quick profile)
 * @param seed seed of the data generators
 * @param codecs names or globs of the codecs to run ({@code *} matches any text)
 * @param dataSets names or globs of the data sets to run
 * @param fork whether each codec and data set is measured in a fresh JVM ({@code false} is for
 *     debugging in an IDE: the numbers are then not isolated, and the report says so)
 * @param jvmArgs flags of each measuring JVM
 * @param jdks the JDK homes whose {@code bin/java} runs the measuring JVMs; the first one's results
 *     are the run's (report, baseline, gate), each other one measures the cells of {@code
 *     jdkDataSets} again for the report's per-JDK comparison; empty for the JDK running the tests
 * @param jdkDataSets the data sets the JDKs after the first measure (names or globs)
 * @param scaling the batch sizes of the TestObject scaling runs, beyond the measured batch (empty
 *     for none)
 * @param scalingSeconds how long one scaling size may take for one codec, by the estimate from its
 *     measured batches; a size that would take longer, or not fit the heap, is reported as not run,
 *     with why
 * @param timeoutMinutes how long one measuring JVM (one codec, every data set) may run before it is
 *     stopped
 * @param resultsDir where each measurement writes its result file
 * @param reportDir where the Markdown report is written
 * @param runStarted when the run started; the results of one run share it
 * @param gate whether results are compared with the baseline (off in the quick profile, whose
 *     numbers are not comparable)
 * @param updateBaseline whether results replace the baseline instead of being compared with it
 * @param tolerance the tolerance of every codec, overriding the baseline's; NaN when not set
 * @param baselineDir where the baseline lives
 * @param compareTo an earlier {@code results.json} to compare this run with, or null
 * @param outcomesFile the recorded outcome of every codec and data set that does not measure
 * @param updateOutcomes whether this run's outcomes replace the recorded ones
 */
public record Settings(
    String profile,
    int objects,
    int batches,
    int warmup,
    double warmupSeconds,
    double measureSeconds,
    double testObjectSeconds,
    int forks,
    String isolation,
    long seed,
    List<String> codecs,
    List<String> dataSets,
    boolean fork,
    List<String> jvmArgs,
    List<Path> jdks,
    List<String> jdkDataSets,
    List<Integer> scaling,
    double scalingSeconds,
    int timeoutMinutes,
    Path resultsDir,
    Path reportDir,
    Instant runStarted,
    boolean gate,
    boolean updateBaseline,
    double tolerance,
    Path baselineDir,
    Path compareTo,
    Path outcomesFile,
    boolean updateOutcomes) {

  public static final String PREFIX = "serbench.";

  /** The prefix of the subdirectories of a run's results measured by its later JDKs. */
  public static final String JDK_DIR_PREFIX = "jdk-";

  /** The JMH cross-check's own properties ({@code ./mvnw -Pjmh verify}), which it validates. */
  static final String JMH_PREFIX = PREFIX + "jmh.";

  /**
   * Batches measured at least before {@code measureSeconds} can end a measurement: enough for a
   * confidence interval that means something.
   */
  public static final int MIN_BATCHES = 5;

  /** TestObject's minimum of measured batches, over all its JVMs, when its time runs out. */
  public static final int MIN_TEST_OBJECT_BATCHES = 20;

  /** A fresh JVM for every codec, data set and fork. */
  public static final String ISOLATE_CELL = "cell";

  /** One JVM per codec, its data sets in turn. */
  public static final String ISOLATE_CODEC = "codec";

  /** Runs #0 (the cold batch) to #4 (the fourth warm-up batch) are kept, seed 002's table. */
  public static final int RUNS = 5;

  public static final long DEFAULT_SEED = 20151023L;
  public static final String DEFAULT_JVM_ARGS = "-Xms2g -Xmx2g -XX:+UseG1GC";

  /** What the JDKs after the first measure by default: the two data sets every table leads with. */
  static final String DEFAULT_JDK_DATA_SETS = "TestObject,media.1";

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
    KNOWN.put("forks", "the fresh JVMs that measure TestObject, a whole number from 1 to 20");
    KNOWN.put("isolation", "cell (a fresh JVM per codec and data set) or codec (one per codec)");
    KNOWN.put(
        "scaling",
        "comma-separated batch sizes from 1 to 1000000 for the TestObject scaling runs, or none");
    KNOWN.put("scalingSeconds", "the time budget of one scaling size in seconds, 0 to 3600");
    KNOWN.put("seed", "a whole number (64-bit)");
    KNOWN.put("codecs", "comma-separated codec names or globs");
    KNOWN.put("datasets", "comma-separated data set names or globs");
    KNOWN.put("fork", "true or false");
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
    KNOWN.put("updateBaseline", "true or false: store this run's results as the baseline");
    KNOWN.put("tolerance", "a fraction above 0 and at most 10 (0.35 allows 35% before testing)");
    KNOWN.put("baselineDir", "a directory");
    KNOWN.put("compareTo", "an existing results.json of an earlier run");
    KNOWN.put("updateGolden", "true to rewrite the report writer's golden file (a unit test)");
    KNOWN.put("outcomesFile", "a properties file of the recorded outcomes");
    KNOWN.put("updateOutcomes", "true or false: record this run's outcomes (support matrix)");
  }

  public Settings {
    codecs = List.copyOf(codecs);
    dataSets = List.copyOf(dataSets);
    jvmArgs = List.copyOf(jvmArgs);
    jdks = List.copyOf(jdks);
    jdkDataSets = List.copyOf(jdkDataSets);
    scaling = List.copyOf(scaling);
  }

  /** The settings of this JVM's system properties. */
  public static Settings fromSystemProperties() {
    return from(System.getProperties());
  }

  /** Reads and validates settings; properties not starting with {@code serbench.} are ignored. */
  public static Settings from(Properties properties) {
    Map<String, String> values = new LinkedHashMap<>();
    for (String key : new TreeSet<>(properties.stringPropertyNames())) {
      if (!key.startsWith(PREFIX) && misspelledPrefix(key)) {
        String meant = PREFIX + key.substring(PREFIX.length());
        throw new SettingsException(
            "unknown property -D"
                + key
                + ": serbench's properties start with '"
                + PREFIX
                + "'"
                + (KNOWN.containsKey(meant.substring(PREFIX.length()))
                    ? " (did you mean -D" + meant + "?)"
                    : "")
                + "; serbench knows: "
                + KNOWN.keySet().stream().map(k -> PREFIX + k).collect(Collectors.joining(", ")));
      }
      if (key.startsWith(PREFIX) && !key.startsWith(JMH_PREFIX)) {
        String name = key.substring(PREFIX.length());
        if (!KNOWN.containsKey(name)) {
          throw new SettingsException(
              "unknown property -D"
                  + key
                  + "; serbench knows: "
                  + KNOWN.keySet().stream().map(k -> PREFIX + k).collect(Collectors.joining(", ")));
        }
        values.put(name, properties.getProperty(key).trim());
      }
    }
    String profile = values.getOrDefault("profile", "full");
    boolean quick;
    switch (profile) {
      case "full" -> quick = false;
      case "quick" -> quick = true;
      default -> throw invalid("profile", profile);
    }
    Path cwd = Path.of(System.getProperty("user.dir"));
    if (values.containsKey("jdks") && "false".equals(values.get("fork"))) {
      throw new SettingsException(
          "-D"
              + PREFIX
              + "jdks needs forked JVMs: -D"
              + PREFIX
              + "fork=false measures inside the test JVM, on its own JDK only");
    }
    return new Settings(
        profile,
        integer(values, "objects", quick ? 100 : 1000, 1, 1_000_000),
        integer(values, "batches", quick ? 10 : 100, 1, 100_000),
        integer(values, "warmup", quick ? 2 : 10_000, 0, 100_000),
        seconds(values, "warmupSeconds", quick ? 0.1 : 3),
        seconds(values, "measureSeconds", quick ? 0.2 : 0.5),
        seconds(values, "testObjectSeconds", quick ? 0.4 : 20),
        integer(values, "forks", quick ? 1 : 2, 1, 20),
        isolation(values, quick ? ISOLATE_CODEC : ISOLATE_CELL),
        longValue(values, "seed", DEFAULT_SEED),
        selection(values, "codecs", CodecRegistry.all(), CodecSpec::name),
        selection(values, "datasets", DataSets.all(), DataSet::name),
        bool(values, "fork", true),
        Arrays.asList(values.getOrDefault("jvmArgs", DEFAULT_JVM_ARGS).split("\\s+")),
        jdks(values),
        selection(values, "jdkDatasets", DataSets.all(), DataSet::name, DEFAULT_JDK_DATA_SETS),
        sizes(values, "scaling", quick ? "1000" : "10000,100000"),
        seconds(values, "scalingSeconds", quick ? 1 : 4),
        integer(values, "timeoutMinutes", 30, 1, 1440),
        path(values, "resultsDir", cwd.resolve("target/serbench-results")),
        path(
            values,
            "reportDir",
            cwd.resolve(quick ? "target/serbench-quick-report" : "target/serbench-report")),
        instant(values, "runStarted"),
        bool(values, "gate", !quick),
        bool(values, "updateBaseline", false),
        fraction(values, "tolerance"),
        path(values, "baselineDir", cwd.resolve("src/test/resources/baseline")),
        existingFile(values, "compareTo"),
        path(values, "outcomesFile", cwd.resolve("src/test/resources/outcomes.properties")),
        bool(values, "updateOutcomes", false));
  }

  /** The time limit of a data set's measured batches, over all its JVMs; 0 for none. */
  public double measureSeconds(boolean testObject) {
    return testObject ? testObjectSeconds : measureSeconds;
  }

  /** The least measured batches of a data set over all its JVMs, time limit or not. */
  public int minBatches(boolean testObject) {
    boolean full = !"quick".equals(profile);
    return Math.min(batches, full && testObject ? MIN_TEST_OBJECT_BATCHES : MIN_BATCHES);
  }

  /** The fresh JVMs that measure a data set. */
  public int forks(String dataSet) {
    return dataSet.equals(DataSets.TEST_OBJECT.name()) ? forks : 1;
  }

  /** Whether every codec, data set and fork gets a fresh JVM. */
  public boolean isolatesCells() {
    return isolation.equals(ISOLATE_CELL);
  }

  /** Whether this run measures the named codec. */
  public boolean selectsCodec(String name) {
    return codecs.contains(name);
  }

  /** Whether this run measures the named data set. */
  public boolean selectsDataSet(String name) {
    return dataSets.contains(name);
  }

  /** The JDK homes that measure, the first one the run's own; this JVM's when none was given. */
  public List<Path> javaHomes() {
    return jdks.isEmpty() ? List.of(Path.of(System.getProperty("java.home"))) : jdks;
  }

  /**
   * Where the result files measured by the JDK of that index go: the run's directory for the first,
   * a subdirectory {@code jdk-N} of it for the others.
   */
  public Path runResultsDir(int jdk) {
    return jdk == 0 ? runResultsDir() : runResultsDir().resolve(JDK_DIR_PREFIX + (jdk + 1));
  }

  /** Where the result files of this run go: one directory per run. */
  public Path runResultsDir() {
    return resultsDir.resolve(
        DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'")
            .withZone(ZoneOffset.UTC)
            .format(runStarted));
  }

  /** The properties that make a measuring JVM measure as this one would. */
  public List<String> forkedProperties() {
    return List.of(
        "-D" + PREFIX + "profile=" + profile,
        "-D" + PREFIX + "objects=" + objects,
        "-D" + PREFIX + "batches=" + batches,
        "-D" + PREFIX + "warmup=" + warmup,
        "-D" + PREFIX + "warmupSeconds=" + warmupSeconds,
        "-D" + PREFIX + "measureSeconds=" + measureSeconds,
        "-D" + PREFIX + "testObjectSeconds=" + testObjectSeconds,
        "-D" + PREFIX + "forks=" + forks,
        "-D" + PREFIX + "isolation=" + isolation,
        "-D" + PREFIX + "seed=" + seed,
        "-D"
            + PREFIX
            + "scaling="
            + (scaling.isEmpty()
                ? "none"
                : scaling.stream().map(String::valueOf).collect(Collectors.joining(","))),
        "-D" + PREFIX + "scalingSeconds=" + scalingSeconds,
        "-D" + PREFIX + "runStarted=" + runStarted);
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

  private static SettingsException invalid(String name, String value) {
    return new SettingsException(
        "-D" + PREFIX + name + "=" + value + " is not allowed: expected " + KNOWN.get(name));
  }

  private static String isolation(Map<String, String> values, String fallback) {
    String value = values.getOrDefault("isolation", fallback);
    if (!value.equals(ISOLATE_CELL) && !value.equals(ISOLATE_CODEC)) {
      throw invalid("isolation", value);
    }
    return value;
  }

  private static int integer(
      Map<String, String> values, String name, int fallback, int min, int max) {
    String value = values.get(name);
    if (value == null) {
      return fallback;
    }
    try {
      int parsed = Integer.parseInt(value.replace("_", ""));
      if (parsed < min || parsed > max) {
        throw invalid(name, value);
      }
      return parsed;
    } catch (NumberFormatException e) {
      throw invalid(name, value);
    }
  }

  private static List<Path> jdks(Map<String, String> values) {
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
      if (!java.nio.file.Files.isExecutable(home.resolve("bin/java"))
          && !java.nio.file.Files.isExecutable(home.resolve("bin/java.exe"))) {
        throw new SettingsException(
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

  private static double seconds(Map<String, String> values, String name, double fallback) {
    String value = values.get(name);
    if (value == null) {
      return fallback;
    }
    try {
      double parsed = Double.parseDouble(value);
      if (parsed >= 0 && parsed <= 3600) {
        return parsed;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw invalid(name, value);
  }

  private static List<Integer> sizes(Map<String, String> values, String name, String fallback) {
    String value = values.getOrDefault(name, fallback);
    if (value.isEmpty() || value.equals("none")) {
      return List.of();
    }
    List<Integer> sizes = new java.util.ArrayList<>();
    for (String part : value.split(",")) {
      try {
        int size = Integer.parseInt(part.trim().replace("_", ""));
        if (size < 1 || size > 1_000_000) {
          throw invalid(name, value);
        }
        sizes.add(size);
      } catch (NumberFormatException e) {
        throw invalid(name, value);
      }
    }
    return sizes;
  }

  private static Path existingFile(Map<String, String> values, String name) {
    String value = values.get(name);
    if (value == null) {
      return null;
    }
    Path file = Path.of(value).toAbsolutePath();
    if (!java.nio.file.Files.isRegularFile(file)) {
      throw new SettingsException(
          "-D" + PREFIX + name + "=" + value + ": no such file; expected " + KNOWN.get(name));
    }
    return file;
  }

  private static double fraction(Map<String, String> values, String name) {
    String value = values.get(name);
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
    throw invalid(name, value);
  }

  private static long longValue(Map<String, String> values, String name, long fallback) {
    String value = values.get(name);
    if (value == null) {
      return fallback;
    }
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw invalid(name, value);
    }
  }

  private static boolean bool(Map<String, String> values, String name, boolean fallback) {
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

  private static Path path(Map<String, String> values, String name, Path fallback) {
    String value = values.get(name);
    if (value == null) {
      return fallback;
    }
    if (value.isEmpty()) {
      throw invalid(name, value);
    }
    return Path.of(value).toAbsolutePath();
  }

  private static Instant instant(Map<String, String> values, String name) {
    String value = values.get(name);
    if (value == null) {
      return Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
    }
    try {
      return Instant.parse(value);
    } catch (DateTimeParseException e) {
      throw invalid(name, value);
    }
  }

  /** The names selected by the comma-separated patterns, in registry order; all by default. */
  private static <T> List<String> selection(
      Map<String, String> values, String name, List<T> known, Function<T, String> nameOf) {
    return selection(values, name, known, nameOf, null);
  }

  /** As above, with the patterns {@code fallback} (all when null) when the property is not set. */
  private static <T> List<String> selection(
      Map<String, String> values,
      String name,
      List<T> known,
      Function<T, String> nameOf,
      String fallback) {
    List<String> all = known.stream().map(nameOf).toList();
    String value = values.getOrDefault(name, fallback);
    if (value == null) {
      return all;
    }
    List<Pattern> patterns = new ArrayList<>();
    for (String glob : value.split(",")) {
      String trimmed = glob.trim();
      if (trimmed.isEmpty()) {
        throw invalid(name, value);
      }
      Pattern pattern = glob(trimmed);
      if (all.stream().noneMatch(n -> pattern.matcher(n).matches())) {
        throw new SettingsException(
            "-D"
                + PREFIX
                + name
                + "="
                + value
                + ": '"
                + trimmed
                + "' matches nothing; known names: "
                + String.join(", ", all));
      }
      patterns.add(pattern);
    }
    return all.stream()
        .filter(n -> patterns.stream().anyMatch(p -> p.matcher(n).matches()))
        .toList();
  }

  private static Pattern glob(String glob) {
    StringBuilder regex = new StringBuilder();
    for (char c : glob.toCharArray()) {
      switch (c) {
        case '*' -> regex.append(".*");
        case '?' -> regex.append('.');
        default -> regex.append(Pattern.quote(String.valueOf(c)));
      }
    }
    return Pattern.compile(regex.toString());
  }
}
