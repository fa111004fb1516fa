package org.serbench.engine;

import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Collectors;
import java.util.stream.Stream;
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
 * @param phaseMillis the shortest time of a timed phase: a shorter pass over the batch is repeated
 *     until the phase lasts this long, and one pass is recorded; 0 times a single pass
 * @param phaseOrder {@code interleaved}: each measured batch runs every phase in turn; {@code
 *     blocks}: each phase runs all its measured batches in a row, after a short discarded settling
 *     of its own, as JMH and jvm-serializers time one operation at a time
 * @param cpu {@code any}: the measuring thread runs where the scheduler puts it; {@code fastest}:
 *     it is kept on the CPU that runs a probe fastest ({@link FastestCpu}), for a VM whose CPUs run
 *     at different speeds. The default, {@code auto}, is read as {@code fastest} where this JVM can
 *     pin a thread ({@link FastestCpu#pinFailure()}) and as {@code any} elsewhere (macOS, Windows),
 *     so that the measuring JVMs are handed one of the two
 * @param warmupSeconds the cap of each JVM's warm-up: it ends with the first batch that ends after
 *     this many seconds if it has not reached a steady state (after one batch at least, so that run
 *     #1 exists); 0 for no limit
 * @param ownWarmupSeconds the same for a JVM that measures a user's own data sets: 1 s in the full
 *     profile, where no such cell of the example project settled within 2 s; {@code warmupSeconds}
 *     given, both are it
 * @param measureSeconds measuring a data set other than TestObject ends after this many seconds
 *     (over all its JVMs) once {@link #MIN_BATCHES} (or all, if fewer) batches ran; 0 for no limit
 * @param testObjectSeconds the same limit for TestObject, whose minimum is {@link
 *     #MIN_TEST_OBJECT_BATCHES} batches
 * @param forks the fresh JVMs that measure each data set of {@code forkDataSets}, each its share of
 *     the batches and the time (other data sets: one)
 * @param extraForks the JVMs a cell may add to its planned ones ({@code forks}) while its interval
 *     is wider than its target ({@link #target}): another JVM measures the cell, its share of the
 *     batches as the planned ones (with {@code spread=run} in a pass of its own after every codec's
 *     JVMs of the pass before), until the interval is within the target, this many were added, or
 *     the cell's JVMs took {@code cellSeconds}; 0 adds none
 * @param precision the target half-width of a cell's 95% intervals of encode and decode, as a
 *     fraction of the mean ({@link Precision}); 0 measures every cell to a cap
 * @param forkPrecision the same target for the data sets of {@code forkDataSets}
 * @param cellSeconds the machine time after which a cell takes no more JVMs; 0 for no limit
 * @param runMinutes the minutes after {@code runStarted} past which no cell starts a JVM beyond its
 *     planned ones (in the full profile 75, or 8 in a run of a project's own classes); 0 for no
 *     limit
 * @param forkAgreement how far apart a cell's JVMs of three or more may lie before it sets aside
 *     the one farthest from the others ({@link Forks#merge(List, double)}): the largest JVM mean of
 *     a phase over the smallest, minus 1 (default 0.10)
 * @param isolation {@code cell}: a fresh JVM for every codec and data set (and fork); {@code
 *     codec}: one JVM per codec for all its data sets in turn, faster but a data set's numbers then
 *     depend on the ones before it (the quick profile)
 * @param spread {@code run} (the default): a cell's later JVMs ({@code forks}) run in a second pass
 *     over all the run's codecs, after every codec's first JVMs, so that a cell's JVMs lie a pass
 *     apart and a drift of the machine's speed over minutes lands on one of them, not on both;
 *     {@code codec}: in its codec's turn, after the codec's other data sets
 * @param seed seed of the data generators
 * @param codecs names or globs of the codecs to run ({@code *} matches any text)
 * @param dataSets names or globs of the data sets to run
 * @param fork whether each codec and data set is measured in a fresh JVM ({@code false} is for
 *     debugging in an IDE: the numbers are then not isolated, and the report says so)
 * @param jmhLink the file of what a JMH host sends its fork, when each measuring JVM first does
 *     with the JDK's serialization what a JMH fork does with its host ({@link JmhLink}): the JMH
 *     cross-check's serbench side, never a report's
 * @param jvmArgs flags of each measuring JVM
 * @param ownDataJvmArgs flags of each JVM that measures a user's own data sets: the same, on a
 *     smaller heap unless {@code serbench.jvmArgs} is given
 * @param jdks the JDK homes whose {@code bin/java} runs the measuring JVMs; the first one's results
 *     are the run's (report, baseline, gate), each other one measures the cells of {@code
 *     jdkDataSets} again for the report's per-JDK comparison; empty for the JDK running the tests
 * @param jdkDataSets the data sets the JDKs after the first measure (names or globs)
 * @param variants the library versions measured side by side ({@code serbench.variants})
 * @param forkDataSets the data sets measured in {@code forks} JVMs (names or globs): TestObject and
 *     media.1 by default, the two whose run-to-run repeatability the report states
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
 * @param updateBaseline {@code false}: results are compared with the baseline; {@code true}: they
 *     replace it, its runs with them; {@code add}: they join the runs it keeps
 * @param tolerance the tolerance of every codec, overriding the baseline's; NaN when not set
 * @param sizeTolerance how much an encoded size may grow before the gate fails it (0: not at all)
 * @param baselineDir where the baseline lives
 * @param compareTo an earlier {@code results.json} to compare this run with, or null
 * @param outcomesFile the recorded outcome of every codec and data set that does not measure
 * @param updateOutcomes whether this run's outcomes replace the recorded ones
 * @param safetySeconds the time limit of one cell of the safety matrices, in seconds
 * @param safetyAllProbes whether the safety matrices run every probe, or a sample of three per
 *     matrix (the quick profile's default)
 * @param safetyOutcomesFile the recorded outcome of every codec's safety cells
 * @param ownForks the JVMs planned for the cells of a user's data sets whose class declares them
 *     ({@code @SerbenchTest(forks = ...)}), by data set, in a run that measures each cell in fresh
 *     JVMs in the full profile
 */
public record Settings(
    String profile,
    int objects,
    int batches,
    int warmup,
    double warmupSeconds,
    double ownWarmupSeconds,
    double measureSeconds,
    double testObjectSeconds,
    int phaseMillis,
    String phaseOrder,
    String cpu,
    int forks,
    int extraForks,
    double precision,
    double forkPrecision,
    double cellSeconds,
    int runMinutes,
    double forkAgreement,
    String isolation,
    String spread,
    long seed,
    List<String> codecs,
    List<String> dataSets,
    boolean fork,
    Optional<Path> jmhLink,
    List<String> jvmArgs,
    List<String> ownDataJvmArgs,
    List<Path> jdks,
    List<String> jdkDataSets,
    VariantSettings variants,
    List<String> forkDataSets,
    List<Integer> scaling,
    double scalingSeconds,
    int timeoutMinutes,
    Path resultsDir,
    Path reportDir,
    Instant runStarted,
    boolean gate,
    String updateBaseline,
    double tolerance,
    double sizeTolerance,
    Path baselineDir,
    Path compareTo,
    Path outcomesFile,
    boolean updateOutcomes,
    double safetySeconds,
    boolean safetyAllProbes,
    Path safetyOutcomesFile,
    java.util.Map<String, Integer> ownForks) {

  public static final String PREFIX = SettingValues.PREFIX;

  /** {@code serbench.cpu}'s value that keeps the measuring thread on the fastest CPU. */
  public static final String CPU_FASTEST = SettingDefaults.CPU_FASTEST;

  /** The prefix of the subdirectories of a run's results measured by its later JDKs. */
  public static final String JDK_DIR_PREFIX = "jdk-";

  /**
   * Batches measured at least before {@code measureSeconds} can end a measurement: enough for a
   * confidence interval that means something.
   */
  public static final int MIN_BATCHES = 5;

  /** TestObject's minimum of measured batches, over all its JVMs, when its time runs out. */
  public static final int MIN_TEST_OBJECT_BATCHES = 10;

  /** A cell's later JVMs run in a second pass over the run's codecs. */
  public static final String SPREAD_RUN = SettingDefaults.SPREAD_RUN;

  /** A cell's later JVMs run in its codec's turn, after the codec's other data sets. */
  public static final String SPREAD_CODEC = SettingDefaults.SPREAD_CODEC;

  /** Every measured batch runs every phase in turn. */
  public static final String PHASES_INTERLEAVED = SettingDefaults.PHASES_INTERLEAVED;

  /** Each phase runs all its measured batches in a row. */
  public static final String PHASES_IN_BLOCKS = SettingDefaults.PHASES_IN_BLOCKS;

  /** Runs #0 (the cold batch) to #4 (the fourth warm-up batch) are kept, seed 002's table. */
  public static final int RUNS = 5;

  public static final long DEFAULT_SEED = SettingDefaults.DEFAULT_SEED;
  public static final String DEFAULT_JVM_ARGS = SettingDefaults.DEFAULT_JVM_ARGS;

  public Settings {
    codecs = List.copyOf(codecs);
    dataSets = List.copyOf(dataSets);
    jvmArgs = List.copyOf(jvmArgs);
    ownDataJvmArgs = List.copyOf(ownDataJvmArgs);
    jdks = List.copyOf(jdks);
    jdkDataSets = List.copyOf(jdkDataSets);
    forkDataSets = List.copyOf(forkDataSets);
    scaling = List.copyOf(scaling);
  }

  /** The settings of this JVM's system properties. */
  public static Settings fromSystemProperties() {
    return from(System.getProperties());
  }

  /**
   * Reads and validates settings; properties not starting with {@code serbench.} are ignored. Names
   * and values are checked by {@link SettingValues}, the names of codecs and data sets here.
   */
  public static Settings from(Properties properties) {
    return from(properties, List.of());
  }

  /**
   * As {@link #from(Properties)}, for a run that also measures a user's own data sets: their names
   * are known to the data set selections ({@code serbench.datasets} and the others).
   */
  public static Settings from(Properties properties, List<String> ownDataSets) {
    return from(properties, ownDataSets, List.of());
  }

  /**
   * As {@link #from(Properties, List)}, for a run that also measures a project's own codecs: their
   * names are known to {@code serbench.codecs}.
   */
  public static Settings from(
      Properties properties, List<String> ownDataSets, List<String> ownCodecs) {
    return from(properties, ownDataSets, ownCodecs, java.util.Map.of());
  }

  /**
   * As {@link #from(Properties, List, List)}, with the JVMs that the classes of some of the own
   * data sets plan for their cells ({@link #forks(String)}).
   */
  public static Settings from(
      Properties properties,
      List<String> ownDataSets,
      List<String> ownCodecs,
      java.util.Map<String, Integer> ownForks) {
    List<String> codecNames =
        new ArrayList<>(CodecRegistry.all().stream().map(CodecSpec::name).toList());
    codecNames.addAll(ownCodecs);
    List<String> dataSets = new ArrayList<>(DataSets.all().stream().map(DataSet::name).toList());
    dataSets.addAll(ownDataSets);
    SettingValues values;
    try {
      values = SettingValues.read(properties);
      values.checkAll();
    } catch (IllegalArgumentException e) {
      throw new SettingsException(e.getMessage());
    }
    return new Settings(
        values.profile(),
        values.objects(),
        values.batches(),
        values.warmup(),
        values.warmupSeconds(),
        values.ownWarmupSeconds(),
        values.measureSeconds(),
        values.testObjectSeconds(),
        values.phaseMillis(),
        values.phaseOrder(),
        cpu(values.cpu()),
        values.forks(),
        values.extraForks(),
        values.precision(),
        values.forkPrecision(),
        values.cellSeconds(),
        ownDataSets.isEmpty() ? values.runMinutes() : values.ownRunMinutes(),
        values.forkAgreement(),
        values.isolation(),
        values.spread(),
        values.seed(),
        Selections.tagged(
            values,
            Selections.select(values, "codecs", codecNames, n -> n, null),
            CodecRegistry.all().stream()
                .collect(java.util.stream.Collectors.toMap(CodecSpec::name, CodecSpec::tags)),
            CodecSpec.TAGS),
        Selections.select(values, "datasets", dataSets, n -> n, null),
        values.fork(),
        values.jmhLink(),
        values.jvmArgs(),
        values.ownDataJvmArgs(),
        values.jdks(),
        Selections.select(values, "jdkDatasets", dataSets, n -> n, SettingDefaults.JDK_DATA_SETS),
        new VariantSettings(
            values.variants(),
            Selections.select(
                values,
                "variantDatasets",
                dataSets,
                n -> n,
                Stream.concat(Stream.of(SettingDefaults.JDK_DATA_SETS), ownDataSets.stream())
                    .collect(Collectors.joining(","))),
            values.maven()),
        Selections.select(values, "forkDatasets", dataSets, n -> n, SettingDefaults.FORK_DATA_SETS),
        values.scaling(),
        values.scalingSeconds(),
        values.timeoutMinutes(),
        values.resultsDir(),
        values.reportDir(),
        values.runStarted(),
        values.gate(),
        values.updateBaseline(),
        values.tolerance(),
        values.sizeTolerance(),
        values.baselineDir(),
        values.compareTo(),
        values.outcomesFile(),
        values.updateOutcomes(),
        values.safetySeconds(),
        values.safetyAllProbes(),
        values.safetyOutcomesFile(),
        java.util.Map.copyOf(ownForks));
  }

  /** {@code auto} read as {@code fastest} or {@code any}: see the record's {@code cpu}. */
  private static String cpu(String value) {
    if (!value.equals(SettingDefaults.CPU_AUTO)) {
      return value;
    }
    return FastestCpu.pinFailure() == null ? CPU_FASTEST : SettingDefaults.CPU_ANY;
  }

  /** The time limit of a data set's measured batches, over all its JVMs; 0 for none. */
  public double measureSeconds(boolean testObject) {
    return testObject ? testObjectSeconds : measureSeconds;
  }

  /** The least measured batches of a data set over all its JVMs, time limit or not. */
  public int minBatches(boolean testObject) {
    boolean full = "full".equals(profile);
    return Math.min(batches, full && testObject ? MIN_TEST_OBJECT_BATCHES : MIN_BATCHES);
  }

  /**
   * The fresh JVMs planned for a data set's cells: {@code forks} for those of {@code forkDataSets};
   * for a project's own data set in the full profile with a fresh JVM a cell, what its class
   * declares ({@code ownForks}), or else two while the gate is on, which compares its times ({@link
   * RegressionGate#timesGated}), as one JVM's mean cannot show how far the next JVM's lies (the
   * check profile's times are never compared); one for the others.
   */
  public int forks(String dataSet) {
    if (forkDataSets.contains(dataSet)) {
      return forks;
    }
    boolean own = !DataSets.isSuites(dataSet) && isolatesCells() && "full".equals(profile);
    if (own && ownForks.containsKey(dataSet)) {
      return ownForks.get(dataSet);
    }
    return own && gate ? 2 : 1;
  }

  /** The most JVMs a cell of the data set measures in: its planned ones and {@code extraForks}. */
  public int mostForks(String dataSet) {
    return forks(dataSet) + extraForks;
  }

  /**
   * The most batches a cell of the data set measures in so many JVMs: {@code batches}, and for each
   * JVM added to its planned ones ({@code extraForks}) a planned JVM's share more.
   */
  public int maxBatches(String dataSet, int jvms) {
    int planned = forks(dataSet);
    return batches + Math.max(0, jvms - planned) * (batches / planned);
  }

  /** The target half-width of a cell's intervals: {@code forkPrecision} or {@code precision}. */
  public double target(String dataSet) {
    return forkDataSets.contains(dataSet) ? forkPrecision : precision;
  }

  /**
   * Whether a cell measured in these JVMs takes no more, and why; null while it takes another. It
   * takes another while fewer than its planned JVMs measured, and after them while its interval
   * ({@link Precision}, with the run's spread between JVMs) is wider than its target, fewer than
   * {@code extraForks} were added, its JVMs took less than {@code cellSeconds} of machine time, and
   * the run is not past {@code runMinutes}. A failed JVM ends the cell.
   *
   * @param merged the cell's JVMs merged as its result would be ({@link Forks#merge(List, double)})
   * @param spread the run's spread between JVMs so far ({@link JvmDeviations.RunSpread})
   * @param machineNanos the machine time the cell's JVMs took so far
   */
  public Result.Stop stop(
      String dataSet, List<Result> jvms, Result merged, double spread, long machineNanos) {
    double target = target(dataSet);
    if (merged.status() != Result.Status.OK) {
      return Result.Stop.NONE;
    }
    if (jvms.size() < forks(dataSet)) {
      return null;
    }
    if (Precision.of(merged, spread).within(target)) {
      return new Result.Stop(target, Result.Stop.MET);
    }
    if (jvms.size() >= mostForks(dataSet)) {
      return new Result.Stop(target, Result.Stop.JVM_CAP);
    }
    if ((cellSeconds > 0 && machineNanos >= cellSeconds * 1e9) || pastRunMinutes()) {
      return new Result.Stop(target, Result.Stop.TIME_CAP);
    }
    return null;
  }

  /**
   * Whether the run is past {@code runMinutes} after its start, when no cell starts a JVM beyond
   * its planned ones.
   */
  public boolean pastRunMinutes() {
    return runMinutes > 0
        && java.time.Duration.between(runStarted, Instant.now()).toMinutes() >= runMinutes;
  }

  /** Whether results are stored in the baseline ({@code serbench.updateBaseline}), not compared. */
  public boolean updatesBaseline() {
    return !updateBaseline.equals(SettingDefaults.BASELINE_COMPARE);
  }

  /** Whether results join the runs the baseline keeps instead of replacing them. */
  public boolean addsToBaseline() {
    return updateBaseline.equals(SettingDefaults.BASELINE_ADD);
  }

  /** Whether each phase runs all its measured batches in a row ({@code serbench.phaseOrder}). */
  public boolean phasesInBlocks() {
    return phaseOrder.equals(PHASES_IN_BLOCKS);
  }

  /** Whether the measuring thread is kept on the fastest CPU ({@code serbench.cpu}). */
  public boolean onFastestCpu() {
    return cpu.equals(CPU_FASTEST);
  }

  /** Whether every codec, data set and fork gets a fresh JVM. */
  public boolean isolatesCells() {
    return isolation.equals(SettingDefaults.ISOLATE_CELL);
  }

  /**
   * Whether a cell's later JVMs wait for a second pass over the run's codecs: {@code
   * serbench.spread=run} in a run that measures every cell in fresh JVMs.
   */
  public boolean spreadsOverRun() {
    return spread.equals(SPREAD_RUN) && fork && isolatesCells();
  }

  /** Whether this run measures the named codec. */
  public boolean selectsCodec(String name) {
    return codecs.contains(name);
  }

  /** Whether this run measures the named data set. */
  public boolean selectsDataSet(String name) {
    return dataSets.contains(name);
  }

  /**
   * The flags of a JVM that times nothing (the safety matrices'): the measuring JVMs' flags less
   * {@code -XX:+AlwaysPreTouch}, which only a timed phase needs. The heap keeps its size, so a
   * decoder meets the limits it meets when measured.
   */
  public List<String> untimedJvmArgs() {
    return jvmArgs.stream().filter(flag -> !flag.equals(SettingDefaults.PRE_TOUCH)).toList();
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

  /**
   * The properties that make a measuring JVM measure as this one would: one for each setting that
   * {@link SettingNames} declares travelling, read back there by {@link #forked}.
   */
  public List<String> forkedProperties() {
    return forkedProperties(false);
  }

  /**
   * As {@link #forkedProperties()}, for a JVM that measures a user's own data sets where {@code
   * own}: its warm-up cap is {@code ownWarmupSeconds}.
   */
  public List<String> forkedProperties(boolean own) {
    return SettingNames.travelling().stream()
        .map(
            name ->
                "-D"
                    + PREFIX
                    + name
                    + "="
                    + (own && name.equals("warmupSeconds")
                        ? Double.toString(ownWarmupSeconds)
                        : forkedText(name)))
        .toList();
  }

  /** The warm-up cap of a JVM that measures these data sets. */
  public double warmupSeconds(List<? extends DataSet<?>> dataSets) {
    return dataSets.stream().anyMatch(DataSet::own) ? ownWarmupSeconds : warmupSeconds;
  }

  /** A travelling setting's value as its property gives it, read back as this value. */
  private String forkedText(String name) {
    return switch (name) {
      case "profile" -> profile;
      case "objects" -> Integer.toString(objects);
      case "batches" -> Integer.toString(batches);
      case "warmup" -> Integer.toString(warmup);
      case "warmupSeconds" -> Double.toString(warmupSeconds);
      case "measureSeconds" -> Double.toString(measureSeconds);
      case "testObjectSeconds" -> Double.toString(testObjectSeconds);
      case "phaseMillis" -> Integer.toString(phaseMillis);
      case "phaseOrder" -> phaseOrder;
      case "cpu" -> cpu;
      case "forks" -> Integer.toString(forks);
      case "forkDatasets" -> String.join(",", forkDataSets);
      case "isolation" -> isolation;
      case "scaling" ->
          scaling.isEmpty()
              ? "none"
              : scaling.stream().map(String::valueOf).collect(Collectors.joining(","));
      case "scalingSeconds" -> Double.toString(scalingSeconds);
      case "seed" -> Long.toString(seed);
      case "jmhLink" -> jmhLink.map(Path::toString).orElse("false");
      case "runStarted" -> runStarted.toString();
      default ->
          throw new IllegalStateException(
              "serbench." + name + " is declared travelling, but Settings cannot write it");
    };
  }

  /**
   * The settings of a measuring JVM, from the properties {@link #forkedProperties} handed it. The
   * data set names in them were checked where they were resolved, a user's own among them, which
   * this JVM knows only by the references of its arguments: they are known names here.
   */
  public static Settings forked(Properties properties) {
    String given = properties.getProperty(PREFIX + "forkDatasets", "");
    List<String> known = DataSets.all().stream().map(DataSet::name).toList();
    List<String> own =
        Stream.of(given.split(","))
            .map(String::trim)
            .filter(n -> !n.isEmpty() && !known.contains(n))
            .toList();
    return from(properties, own);
  }

  /** The names of every {@code serbench.*} setting, without the prefix. */
  public static java.util.Set<String> names() {
    return SettingNames.names();
  }

  /** Whether a name matches a glob of a selection ({@code *} any characters, {@code ?} one). */
  public static boolean matches(String glob, String name) {
    return Selections.matches(glob, name);
  }
}
