package org.serbench.engine;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * Everything one codec measured on one data set in one JVM; the report is built from these.
 *
 * @param codec codec name
 * @param dataSet data set name
 * @param status how the measurement ended
 * @param message the library's error or the round-trip difference; empty when {@code OK}
 * @param step where a measurement that did not measure stopped: {@code set-up}, {@code bind},
 *     {@code write}, {@code read} or {@code check}; empty when {@code OK}
 * @param configuration the codec's one-line configuration
 * @param libraries Maven {@code groupId:artifactId} to version, as found on the class path
 * @param objects objects per batch
 * @param batches measured batches
 * @param warmup warm-up batches
 * @param seed data seed
 * @param jvm vendor, name and version of the measuring JVM
 * @param jvmFlags the measuring JVM's flags
 * @param isolation how the JVM was isolated: {@code forked} or {@code in-process}
 * @param machine CPU model and cores of the measuring machine ({@link Machine#key()})
 * @param calibrationNs the measuring JVM's time for the {@link Calibration} workload, or 0
 * @param started when the measurement started
 * @param finished when it finished
 * @param cold the cold-start figures
 * @param samples one value per measured batch for each metric
 * @param gc GC activity during the measured batches
 * @param size encoded sizes of the batch
 * @param runs runs #0 (the cold batch) to #4 (warm-up batches), one value each
 * @param scaling the TestObject scaling runs (empty for other data sets)
 * @param forks the measuring JVMs of this codec and data set, in the order they ran (empty in a
 *     result file written before results recorded them, and in a result with no numbers); the
 *     samples are theirs one after the other
 * @param setAside the JVM of the cell set aside ({@link Forks#merge(List, double)}): which, and
 *     where it lay off the others, as "JVM 3 of 4: ser 2,377 ns/op, +25% off the median of the
 *     cell's JVMs"; empty where none was. Its samples are in none of this result's figures
 * @param stop why the cell took no more JVMs, for a cell a stopping rule judged ({@link Precision})
 */
public record Result(
    String codec,
    String dataSet,
    Status status,
    String message,
    String step,
    String configuration,
    Map<String, String> libraries,
    int objects,
    int batches,
    int warmup,
    long seed,
    String jvm,
    List<String> jvmFlags,
    String isolation,
    String machine,
    long calibrationNs,
    Instant started,
    Instant finished,
    ColdStart cold,
    Samples samples,
    Gc gc,
    Size size,
    Runs runs,
    List<ScalePoint> scaling,
    List<Fork> forks,
    String setAside,
    Stop stop) {

  public Result {
    scaling = List.copyOf(scaling);
    forks = List.copyOf(forks);
    if (setAside == null) {
      throw new IllegalArgumentException("setAside is empty, not null, where no JVM was");
    }
    if (stop == null) {
      throw new IllegalArgumentException(
          "stop is Stop.NONE, not null, where no rule ended the cell");
    }
  }

  /**
   * A result no stopping rule judged ({@link Stop#NONE}): one JVM's, or one read from an old file.
   */
  public Result(
      String codec,
      String dataSet,
      Status status,
      String message,
      String step,
      String configuration,
      Map<String, String> libraries,
      int objects,
      int batches,
      int warmup,
      long seed,
      String jvm,
      List<String> jvmFlags,
      String isolation,
      String machine,
      long calibrationNs,
      Instant started,
      Instant finished,
      ColdStart cold,
      Samples samples,
      Gc gc,
      Size size,
      Runs runs,
      List<ScalePoint> scaling,
      List<Fork> forks,
      String setAside) {
    this(
        codec,
        dataSet,
        status,
        message,
        step,
        configuration,
        libraries,
        objects,
        batches,
        warmup,
        seed,
        jvm,
        jvmFlags,
        isolation,
        machine,
        calibrationNs,
        started,
        finished,
        cold,
        samples,
        gc,
        size,
        runs,
        scaling,
        forks,
        setAside,
        Stop.NONE);
  }

  /**
   * Why a cell measured in JVM after JVM took no more ({@link Precision}): its interval met its
   * target, or a cap ended it first.
   *
   * @param target the half-width of the 95% interval of encode and decode the cell was measured to,
   *     as a fraction of the mean (0.10 for 10%); 0 where no rule judged the cell
   * @param reason {@link #MET}, {@link #JVM_CAP} or {@link #TIME_CAP}; empty where no rule judged
   *     it
   */
  public record Stop(double target, String reason) {
    /** The interval was within the target. */
    public static final String MET = "met";

    /** The most JVMs a cell may take measured it, its interval still wider than the target. */
    public static final String JVM_CAP = "jvm cap";

    /** The cell's JVMs took the time a cell may take, its interval still wider than the target. */
    public static final String TIME_CAP = "time cap";

    /** No rule judged the cell: measured in one JVM by design, or read from an older file. */
    public static final Stop NONE = new Stop(0, "");

    public Stop {
      if (!reason.isEmpty()
          && !reason.equals(MET)
          && !reason.equals(JVM_CAP)
          && !reason.equals(TIME_CAP)) {
        throw new IllegalArgumentException("no such stop: " + reason);
      }
    }

    /** Whether a rule judged the cell. */
    public boolean judged() {
      return !reason.isEmpty();
    }
  }

  /** This result of one JVM with the machine time the run spent on it ({@link Fork#wallNs}). */
  public Result withWallNs(long nanos) {
    if (forks.size() != 1) {
      return this;
    }
    return with(List.of(forks.get(0).withWallNs(nanos)), setAside, stop, isolation);
  }

  /** The machine time the run spent on this result's JVMs, as far as they recorded it. */
  public long wallNs() {
    return forks.stream().mapToLong(Fork::wallNs).sum();
  }

  /** This result with the reason its measuring stopped. */
  public Result withStop(Stop why) {
    return with(forks, setAside, why, isolation);
  }

  /** This result with another {@link #isolation()}: how its JVM was shared, say. */
  public Result withIsolation(String how) {
    return with(forks, setAside, stop, how);
  }

  /** This result with other JVMs, set-aside JVM, stop and isolation, everything else the same. */
  private Result with(List<Fork> forks, String setAside, Stop stop, String isolation) {
    return new Result(
        codec,
        dataSet,
        status,
        message,
        step,
        configuration,
        libraries,
        objects,
        batches,
        warmup,
        seed,
        jvm,
        jvmFlags,
        isolation,
        machine,
        calibrationNs,
        started,
        finished,
        cold,
        samples,
        gc,
        size,
        runs,
        scaling,
        forks,
        setAside,
        stop);
  }

  /** This result with {@code why} as its {@link #setAside()}. */
  public Result withSetAside(String why) {
    return with(forks, why, stop, isolation);
  }

  /** The JVMs that measured this cell: those its figures come from, and the one set aside. */
  public int jvms() {
    return forks.size() + (setAside.isEmpty() ? 0 : 1);
  }

  /**
   * One measuring JVM of a result: how many of the samples are its own, and how its warm-up went.
   *
   * @param batches measured batches of this JVM (its samples follow the previous JVMs')
   * @param warmupBatches warm-up batches run before measuring
   * @param warmupNs how long the warm-up took
   * @param settled whether the warm-up reached a steady state (the JIT quiet and the last batches
   *     in agreement) before its cap; a result whose JVM did not settle is flagged in the report
   * @param calibrationNs the JVM's time for the {@link Calibration} workload, or 0 if not taken
   * @param wallNs the machine time the run spent on this JVM, from the end of the JVM before it in
   *     the run's sequence (its start overlaps that one's exit) to reading its results; 0 where
   *     unknown
   */
  public record Fork(
      int batches,
      int warmupBatches,
      long warmupNs,
      boolean settled,
      long calibrationNs,
      long wallNs) {

    /** A JVM whose machine time is not known (measured in the calling JVM, or an older file). */
    public Fork(
        int batches, int warmupBatches, long warmupNs, boolean settled, long calibrationNs) {
      this(batches, warmupBatches, warmupNs, settled, calibrationNs, 0);
    }

    /** This JVM with the machine time the run spent on it. */
    public Fork withWallNs(long nanos) {
      return new Fork(batches, warmupBatches, warmupNs, settled, calibrationNs, nanos);
    }
  }

  /** The mean of each JVM's samples of a metric, in the order the JVMs ran. */
  public static double[] forkMeans(double[] samples, List<Fork> forks) {
    if (forks.size() < 2) {
      double sum = 0;
      for (double v : samples) {
        sum += v;
      }
      return samples.length == 0 ? new double[0] : new double[] {sum / samples.length};
    }
    double[] means = new double[forks.size()];
    int at = 0;
    for (int f = 0; f < forks.size(); f++) {
      int n = forks.get(f).batches();
      double sum = 0;
      for (int i = at; i < at + n && i < samples.length; i++) {
        sum += samples[i];
      }
      means[f] = n == 0 ? Double.NaN : sum / n;
      at += n;
    }
    return means;
  }

  /** Whether every JVM of this result reached a steady state in its warm-up. */
  public boolean settled() {
    return forks.stream().allMatch(Fork::settled);
  }

  /** How a measurement ended. */
  public enum Status {
    /** Verified round trip, measured. */
    OK,
    /** The codec declared it cannot carry the data set. */
    UNSUPPORTED,
    /** The library threw while creating, encoding or decoding. */
    FAILED,
    /** The round trip lost or changed data. */
    MISMATCH
  }

  /**
   * The first figures of a data set in its JVM, in nanoseconds.
   *
   * <p>With one JVM per cell every data set finds its JVM fresh ({@code freshJvm}); when a JVM
   * measures a codec's data sets in turn ({@code serbench.isolation=codec}), later ones find the
   * library loaded and their figures are the first use of a new class, not a cold start.
   *
   * @param setupNs constructing the codec: the library's set-up and class loading (0 after the
   *     first data set, whose codec instance the later ones reuse)
   * @param firstRoundTripNs set-up plus bind, create, ser, deser and deep read of the first object
   * @param firstBatchCreateNs the first batch's create phase
   * @param firstBatchSerNs the first batch's ser phase
   * @param firstBatchDeserNs the first batch's deser phase
   * @param freshJvm whether this was the first data set of a fresh JVM
   */
  public record ColdStart(
      long setupNs,
      long firstRoundTripNs,
      long firstBatchCreateNs,
      long firstBatchSerNs,
      long firstBatchDeserNs,
      boolean freshJvm) {}

  /**
   * Seed 002's repeated runs: the same batch round-tripped again and again from a data set's start,
   * so that the warm-up curve shows. Run #0 is the cold batch, #1 to #4 the first warm-up batches.
   *
   * @param serNs ser time of each run
   * @param deserNs deser plus deep read time of each run
   */
  public record Runs(long[] serNs, long[] deserNs) {
    public static final Runs NONE = new Runs(new long[0], new long[0]);
  }

  /**
   * One size of the TestObject scaling runs: a batch of {@code objects} different objects, round
   * tripped {@code serNs.length} times after the measured batches warmed the code.
   *
   * @param objects objects in the batch
   * @param serNs ser time of each run
   * @param deserNs deser plus deep read time of each run
   * @param notRun why the size was not run (empty if it ran): the time or heap it would need
   */
  public record ScalePoint(int objects, long[] serNs, long[] deserNs, String notRun) {}

  /**
   * Per-batch samples: times in nanoseconds per batch, allocation in bytes per batch.
   *
   * <p>jvm-serializers' columns: {@code create}, {@code ser} (each object once), {@code +same} (the
   * batch's first object again and again), {@code deser} (decode only), {@code +shal} (decode and
   * read the root's own fields), {@code +deep} (decode and read every field).
   *
   * @param createNs model to native
   * @param serNs native to bytes
   * @param deserNs bytes to native plus deep read ("+deep")
   * @param serAllocBytes bytes allocated during ser, -1 where unknown
   * @param deserAllocBytes bytes allocated during deser plus deep read, -1 where unknown
   * @param sameNs the first object serialized again and again ("+same"), once per object of the
   *     batch
   * @param decodeNs bytes to native, nothing read ("deser"), every object of the batch
   * @param shallowNs bytes to native plus shallow read ("+shal"), every object of the batch
   */
  public record Samples(
      long[] createNs,
      long[] serNs,
      long[] deserNs,
      long[] serAllocBytes,
      long[] deserAllocBytes,
      long[] sameNs,
      long[] decodeNs,
      long[] shallowNs) {}

  /** Collections and their time during the measured ser and deser phases. */
  public record Gc(long serCount, long serMillis, long deserCount, long deserMillis) {}

  /**
   * Encoded sizes of the batch, each object compressed on its own (a message on the wire).
   *
   * @param bytes sum of the encoded sizes
   * @param gzipBytes sum of the gzip sizes
   * @param deflateBytes sum of the deflate (zlib) sizes
   */
  public record Size(long bytes, long gzipBytes, long deflateBytes) {}

  /** A measurement that produced no numbers, in this JVM. */
  public static Result failed(
      String codec,
      String dataSet,
      Status status,
      String step,
      String message,
      String configuration,
      Map<String, String> libraries,
      Settings settings,
      String isolation,
      Instant started) {
    return failed(
        codec,
        dataSet,
        status,
        step,
        message,
        configuration,
        libraries,
        settings,
        isolation,
        started,
        Jvm.flags());
  }

  /** A measurement that produced no numbers, in a JVM that had {@code jvmFlags}. */
  static Result failed(
      String codec,
      String dataSet,
      Status status,
      String step,
      String message,
      String configuration,
      Map<String, String> libraries,
      Settings settings,
      String isolation,
      Instant started,
      List<String> jvmFlags) {
    long[] none = new long[0];
    return new Result(
        codec,
        dataSet,
        status,
        message,
        step,
        configuration,
        libraries,
        settings.objects(),
        settings.batches(),
        settings.warmup(),
        settings.seed(),
        Jvm.description(),
        jvmFlags,
        isolation,
        Machine.key(),
        0,
        started,
        Instant.now(),
        new ColdStart(0, 0, 0, 0, 0, false),
        new Samples(none, none, none, none, none, none, none, none),
        new Gc(0, 0, 0, 0),
        new Size(0, 0, 0),
        Runs.NONE,
        List.of(),
        List.of(),
        "");
  }

  /**
   * The first line of {@code message}, cut to {@link #LONGEST_LINE} characters and " ..." where it
   * is longer: what a console line, a skipped test's reason or a report's cell shows of a library's
   * error. Jackson's error for a cycle names its reference chain a thousand links long in one line.
   */
  public static String firstLine(String message) {
    List<String> lines = message.lines().filter(l -> !l.isBlank()).toList();
    String line = lines.isEmpty() ? "" : lines.get(0);
    if (line.strip().endsWith(":")) {
      // A library whose message starts on the next line (XStream's "ConversionException:" and its
      // debugging information): the line that says something, past any ruler.
      line =
          line.strip()
              + lines.stream()
                  .skip(1)
                  .filter(l -> !l.strip().startsWith("----"))
                  .findFirst()
                  .map(l -> " " + l.strip())
                  .orElse("");
    }
    return line.length() > LONGEST_LINE ? line.substring(0, LONGEST_LINE) + " ..." : line;
  }

  /**
   * The outcome for the support matrix and the recorded outcomes: {@code OK}, {@code not supported}
   * (the codec has no schema or hand-written code for the class), {@code check: lost or changed
   * data}, or the step that failed and the library's exception class, e.g. {@code write:
   * com.esotericsoftware.kryo.KryoException}.
   */
  public String outcome() {
    return switch (status) {
      case OK -> "OK";
      case UNSUPPORTED -> "not supported";
      case MISMATCH -> "check: lost or changed data" + lostAt();
      case FAILED ->
          step.isEmpty()
              ? "JVM: no result"
              : step + ": " + (stackOverflow() ? STACK_OVERFLOW : errorClass());
    };
  }

  /**
   * Whether the cell failed for a reason that is not the library's: the project's data method threw
   * ({@code data}), or the measuring JVM's heap ran out or its class path does not link ({@code
   * jvm}). Such a cell fails its test, never recorded as an outcome the library is held to.
   */
  public boolean failedOutsideTheLibrary() {
    return status == Status.FAILED && Stage.notTheLibrarys(step);
  }

  /** The longest line of a library's error that {@link #firstLine} keeps. */
  public static final int LONGEST_LINE = 320;

  /** The outcome's word for a failure that is, or wraps, the JVM's StackOverflowError. */
  public static final String STACK_OVERFLOW = "stack overflow";

  /**
   * Whether a failure is the JVM's stack overflow, raw or wrapped by the library (Jackson's
   * "Infinite recursion (StackOverflowError)", Kryo's "A StackOverflow occurred"). Which of the two
   * surfaces depends on how deep the stack was when the library tried to build its own exception,
   * which differs from JVM to JVM; the outcome names the overflow, and the message keeps the
   * library's own words.
   */
  private boolean stackOverflow() {
    return message.contains("StackOverflow");
  }

  /**
   * Where a round trip first lost data: " at" and the field path AssertJ names (e.g. {@code
   * nestedObject.instants[3]}), or, when equals rejected the object though no field differs (a
   * child decoded as its parent, a shared reference decoded as two), that a type or an identity
   * changed.
   */
  private String lostAt() {
    java.util.regex.Matcher field =
        java.util.regex.Pattern.compile("field/property '([^']*)'").matcher(message);
    if (field.find()) {
      return " at " + (field.group(1).isEmpty() ? "the root" : field.group(1));
    }
    return message.contains("though no field differs") ? " (a type or an identity)" : "";
  }

  /** The exception class a failure's message names after its phase. */
  private String errorClass() {
    int colon = message.indexOf(": ");
    String rest = colon < 0 ? message : message.substring(colon + 2);
    int end = rest.length();
    for (int i = 0; i < rest.length(); i++) {
      char c = rest.charAt(i);
      if (c == ':' || Character.isWhitespace(c)) {
        end = i;
        break;
      }
    }
    return rest.substring(0, end);
  }

  /** The key of this result in a run: codec and data set. */
  public String key() {
    return codec + " on " + dataSet;
  }
}
