package org.serbench.engine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * The {@code serbench.*} properties of a run, checked by name and by value: every setting's default
 * and bounds live here, its name and message in {@link SettingNames}, and {@link Settings} reads
 * its values from this class.
 *
 * <p>This class and the three it uses ({@link SettingNames}, {@link SettingText}, {@link
 * SettingDefaults}) use nothing but the JDK, so that the build can check the settings before it
 * generates or compiles anything: Maven's {@code validate} phase compiles these four files alone
 * and runs {@link #main} (pom.xml, {@code check-serbench-settings-early}), and a bad or unknown
 * setting stops the build within seconds of its start. The names of codecs and data sets need the
 * compiled registry; {@link SettingsCheck} checks them once the main classes are compiled.
 */
public final class SettingValues {

  public static final String PREFIX = "serbench.";

  /** The JMH cross-check's own properties ({@code ./mvnw -Pjmh verify}), which it validates. */
  static final String JMH_PREFIX = PREFIX + "jmh.";

  private final SettingText values;

  /** The quick profile's defaults, which the check profile starts from too. */
  private final boolean quick;

  /** The check profile: every round trip, outcomes and sizes against the baseline, no times. */
  private final boolean check;

  private final Path cwd;

  private SettingValues(Map<String, String> values, String profile, Path cwd) {
    this.values = new SettingText(values);
    this.quick = !profile.equals(FULL);
    this.check = profile.equals(CHECK);
    this.cwd = cwd;
  }

  /** serbench.profile's values. */
  static final String FULL = "full";

  static final String QUICK = "quick";

  static final String CHECK = "check";

  /**
   * Checks every {@code serbench.*} system property of this JVM, codec and data set names aside,
   * and exits with status 1 and the one message naming what is wrong and what is allowed; prints
   * nothing when all are valid.
   */
  public static void main(String[] args) {
    try {
      read(System.getProperties()).checkAll();
    } catch (IllegalArgumentException e) {
      System.err.println(ConsoleText.escape("[serbench] " + e.getMessage()));
      System.exit(1);
    }
  }

  /**
   * The serbench properties among these, their names checked: an unknown name, or a prefix with a
   * typo ({@code serbench-batches}), throws; so do a bad profile and settings that contradict each
   * other. Other properties are ignored, as are the JMH cross-check's {@code serbench.jmh.*}.
   */
  public static SettingValues read(Properties properties) {
    Map<String, String> values = SettingNames.valuesIn(properties);
    String profile = values.getOrDefault("profile", FULL);
    if (!List.of(FULL, QUICK, CHECK).contains(profile)) {
      throw SettingText.invalid("profile", profile);
    }
    for (String forked : List.of("jdks", "variants")) {
      if (values.containsKey(forked) && "false".equals(values.get("fork"))) {
        throw new IllegalArgumentException(
            "-D"
                + PREFIX
                + forked
                + " needs forked JVMs: -D"
                + PREFIX
                + "fork=false measures inside the test JVM, on its own JDK and class path only");
      }
    }
    return new SettingValues(values, profile, Path.of(System.getProperty("user.dir")));
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
    precision();
    forkPrecision();
    cellSeconds();
    runMinutes();
    forkAgreement();
    isolation();
    spread();
    seed();
    fork();
    jmhLink();
    jdks();
    variants();
    scaling();
    scalingSeconds();
    timeoutMinutes();
    resultsDir();
    reportDir();
    runStarted();
    gate();
    updateBaseline();
    tolerance();
    sizeTolerance();
    baselineDir();
    compareTo();
    outcomesFile();
    updateOutcomes();
    safetySeconds();
    safetyAllProbes();
    safetyOutcomesFile();
    for (String selection :
        List.of("codecs", "tags", "datasets", "jdkDatasets", "variantDatasets", "forkDatasets")) {
      patterns(selection);
    }
  }

  /** As {@link SettingText#patterns(String, String)}. */
  List<String> patterns(String name, String fallback) {
    return values.patterns(name, fallback);
  }

  /** As {@link #patterns(String, String)}, null when the property is not set. */
  List<String> patterns(String name) {
    return values.patterns(name, null);
  }

  /** The value as given on the command line, to quote in a message. */
  String given(String name, String fallback) {
    return values.getOrDefault(name, fallback);
  }

  String profile() {
    return check ? CHECK : quick ? QUICK : FULL;
  }

  boolean quick() {
    return quick;
  }

  int objects() {
    return values.integer("objects", quick && !check ? 100 : 1000, 1, 1_000_000);
  }

  int batches() {
    return values.integer("batches", check ? 2 : quick ? 10 : 100, 1, 100_000);
  }

  int warmup() {
    return values.integer("warmup", quick ? 2 : 10_000, 0, 100_000);
  }

  double warmupSeconds() {
    return values.seconds("warmupSeconds", quick ? 0.1 : 2);
  }

  /** The warm-up cap of a JVM that measures a user's own data sets: see {@link Settings}. */
  double ownWarmupSeconds() {
    return values.seconds("warmupSeconds", quick ? 0.1 : SettingDefaults.OWN_DATA_WARMUP_SECONDS);
  }

  double measureSeconds() {
    return values.seconds("measureSeconds", quick ? 0.2 : 0.5);
  }

  double testObjectSeconds() {
    return values.seconds("testObjectSeconds", quick ? 0.4 : 6);
  }

  /**
   * The shortest time of a timed phase: a pass over the batch that takes less is repeated (see
   * Passes). 1 ms by default; 0 times one pass.
   */
  int phaseMillis() {
    return values.integer("phaseMillis", 1, 0, 1000);
  }

  /**
   * In blocks by default, as JMH times one operation at a time; the quick profile interleaves, as
   * settling each phase would cost it more than its whole measurement.
   */
  String phaseOrder() {
    String value =
        values.getOrDefault(
            "phaseOrder",
            quick ? SettingDefaults.PHASES_INTERLEAVED : SettingDefaults.PHASES_IN_BLOCKS);
    if (!value.equals(SettingDefaults.PHASES_INTERLEAVED)
        && !value.equals(SettingDefaults.PHASES_IN_BLOCKS)) {
      throw SettingText.invalid("phaseOrder", value);
    }
    return value;
  }

  String cpu() {
    String value = values.getOrDefault("cpu", SettingDefaults.CPU_AUTO);
    if (!value.equals(SettingDefaults.CPU_AUTO)
        && !value.equals(SettingDefaults.CPU_ANY)
        && !value.equals(SettingDefaults.CPU_FASTEST)) {
      throw SettingText.invalid("cpu", value);
    }
    return value;
  }

  int forks() {
    return values.integer("forks", quick ? 1 : 2, 1, 20);
  }

  int extraForks() {
    return values.integer(
        "extraForks",
        quick ? SettingDefaults.QUICK_EXTRA_FORKS : SettingDefaults.DEFAULT_EXTRA_FORKS,
        0,
        20);
  }

  double precision() {
    return values.decimal(
        "precision",
        quick ? SettingDefaults.QUICK_PRECISION : SettingDefaults.DEFAULT_PRECISION,
        10);
  }

  double forkPrecision() {
    return values.decimal(
        "forkPrecision",
        quick ? SettingDefaults.QUICK_PRECISION : SettingDefaults.DEFAULT_FORK_PRECISION,
        10);
  }

  int runMinutes() {
    return values.integer(
        "runMinutes",
        quick ? SettingDefaults.QUICK_RUN_MINUTES : SettingDefaults.DEFAULT_RUN_MINUTES,
        0,
        1440);
  }

  /** {@link #runMinutes()} for a run of a project's own classes. */
  int ownRunMinutes() {
    return values.integer(
        "runMinutes",
        quick ? SettingDefaults.QUICK_RUN_MINUTES : SettingDefaults.OWN_DATA_RUN_MINUTES,
        0,
        1440);
  }

  double cellSeconds() {
    return values.seconds(
        "cellSeconds",
        quick ? SettingDefaults.QUICK_CELL_SECONDS : SettingDefaults.DEFAULT_CELL_SECONDS);
  }

  double forkAgreement() {
    return values.decimal("forkAgreement", SettingDefaults.DEFAULT_FORK_AGREEMENT, 10);
  }

  String spread() {
    String value = values.getOrDefault("spread", SettingDefaults.SPREAD_RUN);
    if (!value.equals(SettingDefaults.SPREAD_CODEC) && !value.equals(SettingDefaults.SPREAD_RUN)) {
      throw SettingText.invalid("spread", value);
    }
    return value;
  }

  String isolation() {
    String value =
        values.getOrDefault(
            "isolation", quick ? SettingDefaults.ISOLATE_CODEC : SettingDefaults.ISOLATE_CELL);
    if (!value.equals(SettingDefaults.ISOLATE_CELL)
        && !value.equals(SettingDefaults.ISOLATE_CODEC)) {
      throw SettingText.invalid("isolation", value);
    }
    return value;
  }

  long seed() {
    String value = values.get("seed");
    if (value == null) {
      return SettingDefaults.DEFAULT_SEED;
    }
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw SettingText.invalid("seed", value);
    }
  }

  boolean fork() {
    return values.bool("fork", true);
  }

  Optional<Path> jmhLink() {
    String value = values.get("jmhLink");
    if (value == null || value.equals("false")) {
      return Optional.empty();
    }
    Path file = values.path("jmhLink", null);
    if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
      throw SettingText.invalid("jmhLink", value);
    }
    return Optional.of(file);
  }

  /**
   * The flags of a JVM that measures a user's own data sets: see {@link
   * SettingDefaults#OWN_DATA_JVM_ARGS}.
   */
  List<String> ownDataJvmArgs() {
    String own =
        quick
            ? SettingDefaults.OWN_DATA_JVM_ARGS.replace(" " + SettingDefaults.PRE_TOUCH, "")
            : SettingDefaults.OWN_DATA_JVM_ARGS;
    return Arrays.asList(values.getOrDefault("jvmArgs", own).split("\\s+"));
  }

  List<String> jvmArgs() {
    return Arrays.asList(
        values
            .getOrDefault(
                "jvmArgs",
                quick ? SettingDefaults.QUICK_JVM_ARGS : SettingDefaults.DEFAULT_JVM_ARGS)
            .split("\\s+"));
  }

  List<Path> jdks() {
    String value = values.get("jdks");
    return value == null ? List.of() : SettingText.jdks(value);
  }

  /** As {@link SettingText#variants(String)}; empty when none are asked for. */
  Map<String, List<String>> variants() {
    String value = values.get("variants");
    return value == null ? Map.of() : SettingText.variants(value);
  }

  /** The command that runs Maven for the variants; null for the usual one. */
  String maven() {
    return values.get("maven");
  }

  List<Integer> scaling() {
    String value = values.getOrDefault("scaling", check ? "none" : quick ? "1000" : "10000,100000");
    if (value.isEmpty() || value.equals("none")) {
      return List.of();
    }
    List<Integer> sizes = new ArrayList<>();
    for (String part : value.split(",")) {
      try {
        int size = Integer.parseInt(part.trim().replace("_", ""));
        if (size < 1 || size > 1_000_000) {
          throw SettingText.invalid("scaling", value);
        }
        sizes.add(size);
      } catch (NumberFormatException e) {
        throw SettingText.invalid("scaling", value);
      }
    }
    return sizes;
  }

  double scalingSeconds() {
    return values.seconds("scalingSeconds", quick ? 1 : 4);
  }

  int timeoutMinutes() {
    return values.integer("timeoutMinutes", 30, 1, 1440);
  }

  Path resultsDir() {
    return values.path("resultsDir", cwd.resolve("target/serbench-results"));
  }

  Path reportDir() {
    return values.path(
        "reportDir",
        cwd.resolve(
            check
                ? "target/serbench-check-report"
                : quick ? "target/serbench-quick-report" : "target/serbench-report"));
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
      throw SettingText.invalid("runStarted", value);
    }
  }

  boolean gate() {
    return values.bool("gate", !quick || check);
  }

  String updateBaseline() {
    String value = values.getOrDefault("updateBaseline", SettingDefaults.BASELINE_COMPARE);
    if (!List.of(
            SettingDefaults.BASELINE_COMPARE,
            SettingDefaults.BASELINE_REPLACE,
            SettingDefaults.BASELINE_ADD)
        .contains(value)) {
      throw SettingText.invalid("updateBaseline", value);
    }
    return value;
  }

  /** How far an encoded size may grow before the gate fails it; 0 when not set. */
  double sizeTolerance() {
    return values.decimal("sizeTolerance", 0, 1);
  }

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
    throw SettingText.invalid("tolerance", value);
  }

  Path baselineDir() {
    return values.path("baselineDir", cwd.resolve("src/test/resources/baseline"));
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
              + SettingNames.allowed("compareTo"));
    }
    return file;
  }

  Path outcomesFile() {
    return values.path("outcomesFile", cwd.resolve("src/test/resources/outcomes.properties"));
  }

  boolean updateOutcomes() {
    return values.bool("updateOutcomes", false);
  }

  double safetySeconds() {
    double value = values.seconds("safetySeconds", 10);
    if (value < 1) {
      throw SettingText.invalid("safetySeconds", values.get("safetySeconds"));
    }
    return value;
  }

  /** Whether the safety matrices run every probe, or the sample (the quick profile's default). */
  boolean safetyAllProbes() {
    String value = values.getOrDefault("safetyProbes", quick && !check ? "sample" : "all");
    if (!value.equals("all") && !value.equals("sample")) {
      throw SettingText.invalid("safetyProbes", value);
    }
    return value.equals("all");
  }

  Path safetyOutcomesFile() {
    return values.path(
        "safetyOutcomesFile", cwd.resolve("src/test/resources/safety-outcomes.properties"));
  }
}
