package org.serbench.engine;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.serbench.codec.Binding;
import org.serbench.codec.ClassesReached;
import org.serbench.codec.Codec;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.DataClasses;
import org.serbench.codec.PojoBinding;
import org.serbench.codec.UnsupportedDataException;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;

/**
 * The measurement protocol for one codec on one data set in one JVM (a fork of the cell), or on
 * several data sets in turn when the run isolates per codec (the quick profile).
 *
 * <ol>
 *   <li>Generate the batch (not timed): different objects from the seed, as many as the data set's
 *       share of {@code objects}.
 *   <li>First use: set up the codec, bind, round-trip the first object, then the first batch, which
 *       is run #0. In a fresh JVM this is the cold start. The first batch's native objects and
 *       encodings are kept as the long-lived inputs of every later phase, as a JMH state would hold
 *       them: the timed phases produce only garbage that dies young, so no phase pays for copying
 *       another's survivors (the old harness kept each batch's new messages alive across phases).
 *   <li>Check: decode every object of the batch, convert it back to the model and compare it field
 *       by field with the original. A difference ends the data set with no numbers.
 *   <li>Warm up until a steady state: the JIT has stopped compiling ({@code
 *       CompilationMXBean#getTotalCompilationTime} no longer grows) and the last batches agree,
 *       within the caps {@code warmupSeconds} and {@code warmup}; whether it settled is recorded.
 *       Warm-up batches are whole measured batches, so the timing loops themselves are compiled
 *       before they are measured (JMH sample 11: loops). With {@code serbench.cpu=fastest}, the
 *       thread is kept on the fastest CPU from here on ({@link FastestCpu}), chosen again at batch
 *       boundaries.
 *   <li>Measure: this JVM's share of {@code batches} batches, fewer (but at least its share of the
 *       minimum) if the time limit runs out first. Each batch times jvm-serializers' phases, each
 *       over every object of the batch in the same loop shape: create, ser, +same, deser, +shal,
 *       +deep, and counts allocation and GC around ser and +deep. In blocks ({@code
 *       serbench.phaseOrder=blocks}), each phase settles and then runs all its batches in a row, as
 *       a JMH benchmark runs one operation; interleaved, each batch runs the six in turn.
 *   <li>TestObject only: the calibration workload, and in the first JVM the scaling runs.
 * </ol>
 *
 * <p>Each phase is timed around the whole batch, never per call: {@code System.nanoTime} costs tens
 * of nanoseconds and has a granularity that would swamp small messages.
 */
public final class Measurement<M, N> {
  private static final String SET_UP = "set-up";
  private static final String BIND = "bind";
  static final String WRITE = "write";
  private static final String READ = "read";
  private static final String CHECK = "check";

  private final String codec;
  private final String dataSet;

  /** Whether the data is a user's, compared value by value rather than by the model's equals. */
  private final boolean own;

  private final Binding<M, N> binding;
  private final List<M> models;
  private final N[] natives;
  private final byte[][] encoded;
  private final Sink sink = new Sink();
  private final Probes probes = new Probes();
  private final Passes passes;

  /** Keeps the measuring thread on the fastest CPU at batch boundaries, or null. */
  private FastestCpu cpu;

  @SuppressWarnings("unchecked")
  private Measurement(
      String codec,
      String dataSet,
      boolean own,
      Binding<M, N> binding,
      List<M> models,
      int phaseMillis) {
    this.own = own;
    this.codec = codec;
    this.passes = new Passes(phaseMillis);
    this.dataSet = dataSet;
    this.binding = binding;
    this.models = models;
    this.natives = (N[]) new Object[models.size()];
    this.encoded = new byte[models.size()][];
  }

  /**
   * Which JVM of a cell this is, and the share of the cell's batches and time it measures.
   *
   * @param index 0 for the first JVM of the cell; {@code count} or more for a JVM added because the
   *     planned ones disagreed ({@code serbench.extraForks}), which measures a share as the planned
   *     ones do
   * @param count the cell's planned JVMs
   */
  public record ForkPlan(int index, int count) {
    public static final ForkPlan SINGLE = new ForkPlan(0, 1);

    public ForkPlan {
      if (count < 1 || index < 0) {
        throw new IllegalArgumentException("fork " + index + " of " + count);
      }
    }

    /** Whether this JVM was added to the cell's planned ones. */
    boolean extra() {
      return index >= count;
    }

    /** This JVM's share of a cell-wide number: the first JVMs take the remainder. */
    int share(int total) {
      return total / count + (index < total % count ? 1 : 0);
    }
  }

  /**
   * Measures a codec on one data set, setting it up first; failures of the library or of the round
   * trip become results with no numbers, never exceptions.
   */
  public static Result run(
      CodecSpec spec, DataSet<?> dataSet, Settings settings, String isolation) {
    List<Result> results = new ArrayList<>();
    runAll(spec, List.of(dataSet), settings, isolation, ForkPlan.SINGLE, results::add);
    return results.get(0);
  }

  /**
   * Measures a codec on data sets one after the other with one set-up of the codec, handing over
   * each result as soon as it is known.
   */
  public static void runAll(
      CodecSpec spec,
      List<DataSet<?>> dataSets,
      Settings settings,
      String isolation,
      ForkPlan fork,
      Consumer<Result> results) {
    Setup setup = new Setup(spec, classesOf(dataSets, settings));
    if (!dataSets.isEmpty()) {
      Failures.prepare(spec, dataSets.get(0), settings);
    }
    for (DataSet<?> dataSet : dataSets) {
      results.accept(runTyped(spec, setup, dataSet, settings, isolation, fork));
    }
  }

  /**
   * The classes of the data sets, which a registering codec is set up with: the classic model's, or
   * those found in a user's objects (the same objects the data sets then measure). A data set whose
   * method fails adds none; its own measurement reports the failure.
   */
  private static DataClasses classesOf(List<DataSet<?>> dataSets, Settings settings) {
    if (dataSets.stream().noneMatch(DataSet::own)) {
      return DataClasses.model();
    }
    Map<Class<?>, List<Class<?>>> byRoot = new LinkedHashMap<>();
    for (DataSet<?> dataSet : dataSets) {
      try {
        List<?> objects =
            dataSet.generate(settings.seed(), dataSet.objectsPerBatch(settings.objects()));
        List<Class<?>> reached = ClassesReached.in(List.of(dataSet.type()), objects);
        byRoot.merge(
            dataSet.type(),
            reached,
            (a, b) -> {
              LinkedHashSet<Class<?>> both = new LinkedHashSet<>(a);
              both.addAll(b);
              return List.copyOf(both);
            });
      } catch (RuntimeException | LinkageError e) {
        // reported by the data set's own measurement, which makes its objects again
      }
    }
    return DataClasses.reached(byRoot);
  }

  private static <M> Result runTyped(
      CodecSpec spec,
      Setup setup,
      DataSet<M> dataSet,
      Settings settings,
      String isolation,
      ForkPlan fork) {
    Instant started = Instant.now();
    Map<String, String> libraries = Jvm.versions(spec.artifacts());
    Phase phase = new Phase();
    try {
      phase.set(SET_UP, "generating the data");
      long genStart = System.nanoTime();
      List<M> models =
          dataSet.generate(settings.seed(), dataSet.objectsPerBatch(settings.objects()));
      long genNs = System.nanoTime() - genStart;
      long t0 = System.nanoTime();
      phase.set(SET_UP, "set-up");
      boolean fresh = setup.codec == null;
      Codec codec = setup.codec();
      long setupNs = fresh ? System.nanoTime() - t0 : 0;
      phase.set(BIND, "bind");
      Binding<M, ?> binding = codec.bind(dataSet.type());
      return measure(
          spec, dataSet, settings, isolation, fork, started, libraries, models, binding, t0,
          setupNs, fresh, genNs, phase);
    } catch (UnsupportedDataException e) {
      return Failures.result(
          spec,
          dataSet,
          Result.Status.UNSUPPORTED,
          phase.step,
          Failures.describe(e),
          settings,
          isolation,
          started,
          libraries);
    } catch (AssertionError e) {
      // An AssertionError is taken as the round-trip check's verdict: the data came back different.
      return Failures.result(
          spec,
          dataSet,
          Result.Status.MISMATCH,
          CHECK,
          e.getMessage(),
          settings,
          isolation,
          started,
          libraries);
    } catch (Exception | LinkageError | StackOverflowError | OutOfMemoryError e) {
      return Failures.result(
          spec,
          dataSet,
          Result.Status.FAILED,
          phase.step,
          phase.name + ": " + Failures.describe(e),
          settings,
          isolation,
          started,
          libraries);
    }
  }

  private static <M, N> Result measure(
      CodecSpec spec,
      DataSet<M> dataSet,
      Settings settings,
      String isolation,
      ForkPlan fork,
      Instant started,
      Map<String, String> libraries,
      List<M> models,
      Binding<M, N> binding,
      long t0,
      long setupNs,
      boolean fresh,
      long genNs,
      Phase phase)
      throws Exception {
    Measurement<M, N> m =
        new Measurement<>(
            spec.name(), dataSet.name(), dataSet.own(), binding, models, settings.phaseMillis());
    // Before the thread is pinned: availableProcessors() counts the calling thread's CPUs.
    String machine = Machine.key();
    m.cpu = settings.onFastestCpu() ? FastestCpu.forThisThread() : null;
    try {

      phase.set(WRITE, "first round trip");
      N first = binding.create(models.get(0));
      byte[] firstBytes = binding.serialize(first);
      phase.set(READ, "first round trip");
      binding.readDeep(binding.deserialize(firstBytes), m.sink);
      long firstRoundTripNs = System.nanoTime() - t0;
      phase.set(WRITE, "first batch");
      long coldCreate = m.prepareNatives();
      long coldSer = m.prepareEncoded();
      phase.set(READ, "first batch");
      long coldDeser = m.decodeDeep(1);
      Result.ColdStart cold =
          new Result.ColdStart(setupNs, firstRoundTripNs, coldCreate, coldSer, coldDeser, fresh);

      phase.set(READ, "round-trip check");
      // AssertJ's field-by-field second opinion on a sample needs minutes for one 12 MB Master (it
      // pairs up collection elements): data sets of large objects are checked with equals alone,
      // and AssertJ names the field only when equals finds a difference.
      m.check(dataSet.batchDivisor() == 1);
      Result.Size size = Sizing.of(m.encoded);
      // The inputs (models, natives, encodings) live as long as the measurement: a full collection
      // now moves them out of the young generation once, instead of in the first measured batches.
      System.gc();

      boolean testObject = dataSet.name().equals(DataSets.TEST_OBJECT.name());
      phase.set(WRITE, "warm-up");
      Warmup warmup = m.warmUp(settings, phase, coldSer, coldDeser);

      int target = fork.share(settings.batches());
      int least = Math.max(1, Math.min(target, fork.share(settings.minBatches(testObject))));
      double seconds = settings.measureSeconds(testObject) / fork.count();
      Batches measured = new Batches(target);
      if (settings.phasesInBlocks()) {
        m.measureInBlocks(
            measured, blockBatches(target, least, seconds, warmup.lastBatchNs), phase);
      } else {
        m.measureInterleaved(measured, target, least, deadline(seconds), phase);
      }
      int batches = measured.count;
      long[] createNs = measured.create;
      long[] serNs = measured.ser;
      long[] deserNs = measured.deep;
      Result.Samples samples = measured.samples();

      long calibrationNs = 0;
      List<Result.ScalePoint> scaling = List.of();
      if (testObject || settings.forks(dataSet.name()) > 1) {
        // After the measurement, so that it warms no JDK code the cold start would have paid for.
        // Every data set measured in forks calibrates, so that a comparison of two runs can tell
        // the machine's change of speed from the codecs' (Comparison).
        calibrationNs = Calibration.thisJvmNs();
      }
      if (testObject) {
        if (fork.index() == 0 && !settings.scaling().isEmpty()) {
          double perObjectNs = (mean(serNs, batches) + mean(deserNs, batches)) / models.size();
          // Generating the objects, preparing the inputs and checking them come on top.
          double overheadNs =
              (double) genNs / models.size()
                  + (mean(createNs, batches) + mean(serNs, batches) + mean(deserNs, batches))
                      / models.size();
          scaling =
              ScalingRuns.run(
                  settings,
                  binding,
                  models.size(),
                  perObjectNs,
                  overheadNs,
                  size,
                  (objects, runs) -> scaleOnce(spec, dataSet, settings, binding, objects, runs));
        }
      }

      return new Result(
          spec.name(),
          dataSet.name(),
          Result.Status.OK,
          "",
          "",
          spec.configuration(),
          libraries,
          models.size(),
          batches,
          warmup.batches,
          settings.seed(),
          Jvm.description(),
          Jvm.flags(),
          m.cpu != null && m.cpu.failure() == null
              ? isolation + IsolatedRun.ON_FASTEST_CPU
              : isolation,
          machine,
          calibrationNs,
          started,
          Instant.now(),
          cold,
          samples,
          measured.gc(),
          size,
          new Result.Runs(warmup.runSer, warmup.runDeser),
          scaling,
          List.of(
              new Result.Fork(
                  batches, warmup.batches, warmup.elapsedNs, warmup.settled, calibrationNs)),
          "");
    } finally {
      if (m.cpu != null) {
        m.cpu.release();
        System.out.println(dataSet.name() + ": " + m.cpu.summary());
      }
    }
  }

  /**
   * What the warm-up did: its batches, time, whether it settled, runs #0 to #4, and how long a
   * measured batch takes at the speed of its last batch, with the passes the phases will make (0
   * without a warm-up).
   */
  private record Warmup(
      int batches,
      long elapsedNs,
      boolean settled,
      long[] runSer,
      long[] runDeser,
      long lastBatchNs) {}

  /**
   * The measured batches' figures, filled in by either phase order: per batch, each phase's time of
   * one pass and the allocation of ser and +deep; over all batches, their collections.
   */
  private static final class Batches {
    final long[] create;
    final long[] ser;
    final long[] same;
    final long[] decode;
    final long[] shallow;
    final long[] deep;
    final long[] serAlloc;
    final long[] deepAlloc;
    long serGc, serGcMs, deepGc, deepGcMs;
    int count;

    Batches(int capacity) {
      create = new long[capacity];
      ser = new long[capacity];
      same = new long[capacity];
      decode = new long[capacity];
      shallow = new long[capacity];
      deep = new long[capacity];
      serAlloc = new long[capacity];
      deepAlloc = new long[capacity];
    }

    Result.Samples samples() {
      return new Result.Samples(
          Arrays.copyOf(create, count),
          Arrays.copyOf(ser, count),
          Arrays.copyOf(deep, count),
          Arrays.copyOf(serAlloc, count),
          Arrays.copyOf(deepAlloc, count),
          Arrays.copyOf(same, count),
          Arrays.copyOf(decode, count),
          Arrays.copyOf(shallow, count));
    }

    Result.Gc gc() {
      return new Result.Gc(serGc, serGcMs, deepGc, deepGcMs);
    }
  }

  /**
   * Every measured batch runs the six phases in turn, the decoding ones in rotation, until {@code
   * target} batches or, after {@code least}, the deadline.
   */
  private void measureInterleaved(Batches into, int target, int least, long end, Phase phase)
      throws Exception {
    while (into.count < target && (into.count < least || System.nanoTime() < end)) {
      chooseCpu();
      int b = into.count++;
      phase.set(WRITE, "measured batches");
      timed(into, CREATE, b);
      timed(into, SER, b);
      timed(into, SAME, b);
      phase.set(READ, "measured batches");
      for (int k = 0; k < DECODING_PHASES; k++) {
        timed(into, DECODE + decodingPhase(b, k), b);
      }
    }
  }

  /** The phases, in the order of a batch: create, ser, +same, deser, +shal, +deep. */
  private static final int CREATE = 0, SER = 1, SAME = 2, DECODE = 3, SHALLOW = 4, DEEP = 5;

  /**
   * Each encoding phase, in the order of a batch, runs its {@code batches} measured batches in a
   * row after settling: batches of it run untimed for {@link #SETTLE_NANOS} (at least one), so that
   * what the phase before left in the machine is gone before the first timed batch. The three
   * decoding phases, which read the same encodings, then share one block: each batch runs them in
   * turn, in {@linkplain #decodingPhase rotation}, after settling in the same rotation. In blocks
   * of their own, the machine's drift set them apart on a VM in a slow spell: every codec on
   * media.3 and Youngling (124 rows, one JVM each) had deser above +deep by more than both 95%
   * intervals in 9 rows, by up to 17%; sharing a block, an hour later, none.
   *
   * <p>Two rounds, the first half of the batches in this order and the second half in reverse (so
   * that every phase's batches centre on the same moment and a linear drift of the machine moves a
   * row's phases alike), were tried on media.2 and ints.255, where one round flagged 8 rows as
   * implausible: two rounds flagged 8 too, other rows, and within each round the phases of a
   * flagged cell stood as far apart as across them (fory-registered on media.2, median deser
   * against +deep: 231.6 and 217.7 us a batch in the first round, 234.2 and 218.5 in the second).
   * What set a single JVM's phases against each other there, on a quiet VM, was how each timing
   * loop was compiled, not when it ran.
   */
  private void measureInBlocks(Batches into, int batches, Phase phase) throws Exception {
    phase.set(WRITE, "measured batches");
    for (int p = 0; p < DECODE; p++) {
      if (p == CREATE && binding instanceof PojoBinding) {
        continue; // the identity: nothing to time (see create)
      }
      chooseCpu();
      settle(p);
      for (int b = 0; b < batches; b++) {
        if (chooseCpu()) {
          settle(p);
        }
        timed(into, p, b);
      }
    }
    phase.set(READ, "measured batches");
    chooseCpu();
    settleDecoding();
    for (int b = 0; b < batches; b++) {
      if (chooseCpu()) {
        settleDecoding();
      }
      for (int k = 0; k < DECODING_PHASES; k++) {
        timed(into, DECODE + decodingPhase(b, k), b);
      }
    }
    into.count = batches;
  }

  /** Runs batches of an encoding phase untimed for {@link #SETTLE_NANOS}, at least one. */
  private void settle(int phase) throws Exception {
    long end = System.nanoTime() + SETTLE_NANOS;
    do {
      untimed(phase);
    } while (System.nanoTime() < end);
  }

  /** The same for the decoding phases, in their rotation, at least one batch of each. */
  private void settleDecoding() throws Exception {
    long end = System.nanoTime() + SETTLE_NANOS;
    for (int b = 0; System.nanoTime() < end || b < DECODING_PHASES; b++) {
      untimed(DECODE + decodingPhase(b, 0));
    }
  }

  /**
   * At a batch boundary, with {@code serbench.cpu=fastest}: keeps the thread on the fastest CPU.
   * Whether it chose again just now, and may have moved: a block then settles again, as a phase
   * after another settles (see {@link #SETTLE_NANOS}).
   */
  private boolean chooseCpu() {
    return cpu != null && cpu.keep();
  }

  /** Runs one batch of {@code phase}, its time thrown away. */
  private void untimed(int phase) throws Exception {
    switch (phase) {
      case CREATE -> create(passes.create);
      case SER -> serialize(passes.ser);
      case SAME -> serializeSame(passes.same);
      case DECODE -> decode(passes.decode);
      case SHALLOW -> decodeShallow(passes.shallow);
      default -> decodeDeep(passes.deep);
    }
  }

  /** Times batch {@code b} of {@code phase} into its place. */
  private void timed(Batches into, int phase, int b) throws Exception {
    switch (phase) {
      case CREATE -> into.create[b] = create(passes.create);
      case SER -> timeSerialize(into, b);
      case SAME -> into.same[b] = serializeSame(passes.same);
      case DECODE -> into.decode[b] = decode(passes.decode);
      case SHALLOW -> into.shallow[b] = decodeShallow(passes.shallow);
      default -> timeDecodeDeep(into, b);
    }
  }

  /**
   * How long each phase runs untimed before its block: on TestObject (about 40 MB of models and 10
   * MB of encodings), a phase that followed the others ran 30 to 75% slower than its steady state
   * for 30 to 45 ms (protobuf's create: 15.1, 14.6 and 11.4 ms for its first three batches, then
   * 8.2 to 8.7), longer than any cache takes to fill; on media.1 no phase showed it.
   */
  static final long SETTLE_NANOS = 50_000_000L;

  /**
   * The measured batches of each block: as many as the time limit allows at the speed of the
   * warm-up's last batch, between {@code least} and {@code target}.
   */
  static int blockBatches(int target, int least, double seconds, long lastBatchNs) {
    if (seconds == 0 || lastBatchNs <= 0) {
      return target;
    }
    long fit = (long) (seconds * 1e9 / lastBatchNs);
    return (int) Math.max(least, Math.min(target, fit));
  }

  /** Times batch {@code b}'s ser, with its allocation and collections. */
  private void timeSerialize(Batches into, int b) throws Exception {
    long gc = probes.gcCount(), gcMs = probes.gcMillis(), alloc = probes.allocatedBytes();
    into.ser[b] = serialize(passes.ser);
    into.serAlloc[b] = alloc < 0 ? -1 : (probes.allocatedBytes() - alloc) / passes.ser;
    into.serGc += probes.gcCount() - gc;
    into.serGcMs += probes.gcMillis() - gcMs;
  }

  /** Times batch {@code b}'s +deep, with its allocation and collections. */
  private void timeDecodeDeep(Batches into, int b) throws Exception {
    long gc = probes.gcCount(), gcMs = probes.gcMillis(), alloc = probes.allocatedBytes();
    into.deep[b] = decodeDeep(passes.deep);
    into.deepAlloc[b] = alloc < 0 ? -1 : (probes.allocatedBytes() - alloc) / passes.deep;
    into.deepGc += probes.gcCount() - gc;
    into.deepGcMs += probes.gcMillis() - gcMs;
  }

  /**
   * Runs whole batches until the steady state or a cap. The first four are runs #1 to #4 whatever
   * happens; after them, the warm-up ends as soon as it has {@linkplain SteadyState#reached reached
   * a steady state}: the trailing half of it agrees with itself and the JIT compiled almost nothing
   * meanwhile.
   */
  private Warmup warmUp(Settings settings, Phase phase, long coldSer, long coldDeser)
      throws Exception {
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    boolean jitTimed = jit != null && jit.isCompilationTimeMonitoringSupported();
    int cap = settings.warmup();
    long start = System.nanoTime();
    long end = deadline(settings.warmupSeconds());
    int runs = Math.min(Settings.RUNS, cap + 1);
    long[] runSer = new long[runs];
    long[] runDeser = new long[runs];
    runSer[0] = coldSer;
    runDeser[0] = coldDeser;
    List<long[]> history = new ArrayList<>(); // {end nanoTime, batch ns, compile ms at end}
    int batches = 0;
    boolean settled = false;
    long lastBatchNs = 0;
    while (batches < cap && (batches < runs - 1 || System.nanoTime() < end)) {
      chooseCpu();
      phase.set(WRITE, "warm-up");
      long create = create(passes.create);
      long ser = serialize(passes.ser);
      long same = serializeSame(passes.same);
      phase.set(READ, "warm-up");
      long decode = 0, shallow = 0, deser = 0;
      for (int k = 0; k < DECODING_PHASES; k++) {
        switch (decodingPhase(batches, k)) {
          case 0 -> decode = decode(passes.decode);
          case 1 -> shallow = decodeShallow(passes.shallow);
          default -> deser = decodeDeep(passes.deep);
        }
      }
      long rest = decode + shallow;
      batches++;
      if (batches >= runs - 1) {
        // Runs #1 to #4 are single passes, as the first batches of a real use; after them, each
        // phase repeats the batch as often as it takes to last serbench.phaseMillis.
        passes.adapt(create, ser, same, decode, shallow, deser);
      }
      lastBatchNs = passes.batchNanos(create, ser, same, decode, shallow, deser);
      if (batches < runs) {
        runSer[batches] = ser;
        runDeser[batches] = deser;
      }
      history.add(
          new long[] {
            System.nanoTime(),
            create + ser + same + rest + deser,
            jitTimed ? jit.getTotalCompilationTime() : 0
          });
      if (batches >= runs - 1 && SteadyState.reached(history, jitTimed)) {
        settled = true;
        break;
      }
    }
    return new Warmup(
        batches,
        System.nanoTime() - start,
        settled || cap == 0,
        Arrays.copyOf(runSer, Math.min(runs, batches + 1)),
        Arrays.copyOf(runDeser, Math.min(runs, batches + 1)),
        lastBatchNs);
  }

  /**
   * One scaling run: a batch of {@code objects} different objects, prepared and checked, then
   * round-tripped {@code runs} times by the same timing loops as the measured batches. {@link
   * ScalingRuns} decides which sizes run.
   */
  private static <M, N> Result.ScalePoint scaleOnce(
      CodecSpec spec,
      DataSet<M> dataSet,
      Settings settings,
      Binding<M, N> binding,
      int objects,
      int runs)
      throws Exception {
    List<M> models = dataSet.generate(settings.seed(), objects);
    Measurement<M, N> m =
        new Measurement<>(
            spec.name(), dataSet.name(), dataSet.own(), binding, models, settings.phaseMillis());
    m.prepareNatives();
    m.prepareEncoded();
    m.check(false);
    long[] ser = new long[runs];
    long[] deser = new long[runs];
    for (int r = 0; r < runs; r++) {
      ser[r] = m.serialize(1);
      deser[r] = m.decodeDeep(1);
    }
    return new Result.ScalePoint(objects, ser, deser, "");
  }

  private static double mean(long[] values, int n) {
    double sum = 0;
    for (int i = 0; i < n; i++) {
      sum += values[i];
    }
    return sum / n;
  }

  /** The {@code System.nanoTime} after {@code seconds} from now; none for 0. */
  private static long deadline(double seconds) {
    return seconds == 0 ? Long.MAX_VALUE : System.nanoTime() + (long) (seconds * 1e9);
  }

  /**
   * Converts the batch to the native form and keeps it: the long-lived input of ser and +same.
   * Timed, as the cold batch's create.
   */
  private long prepareNatives() {
    long start = System.nanoTime();
    for (int i = 0; i < natives.length; i++) {
      natives[i] = binding.create(models.get(i));
    }
    return System.nanoTime() - start;
  }

  /** Encodes the batch and keeps the bytes: the long-lived input of the decoding phases. */
  private long prepareEncoded() throws Exception {
    long start = System.nanoTime();
    for (int i = 0; i < natives.length; i++) {
      encoded[i] = binding.serialize(natives[i]);
    }
    return System.nanoTime() - start;
  }

  /*
   * The timing loops. Every one runs over every object of the batch, reads its input from the
   * long-lived arrays and hands each result to the sink, which makes it escape (JMH's Blackhole):
   * nothing they produce outlives the loop, so no phase pays for another's survivors, and no
   * result can be optimised away. They are six loops rather than one loop with the step passed in:
   * a step passed as a lambda would make the call site see six classes, and the megamorphic call
   * would keep the step out of the timed loop's inlining.
   *
   * <p>Each loop passes over the batch {@code passes} times and returns the time of one pass (see
   * {@link Passes}): a batch of one 10 MB Master takes a lazy decoder a microsecond, and timed
   * alone, that one call paid for whatever ran before it.
   */

  /**
   * Times converting the batch to the native form ("create"); 0 for a POJO binding, whose create is
   * the identity: there is no conversion to time, and timing the empty loop would report the
   * harness's own cost as the library's (JMH times that identity at 0.2 ns; a loop run only a
   * thousand times a batch is not compiled by C2 before a slow codec's warm-up ends, and cost
   * 60-100 ns an object).
   */
  private long create(int passes) {
    if (binding instanceof PojoBinding) {
      return 0;
    }
    long start = System.nanoTime();
    for (int p = 0; p < passes; p++) {
      for (int i = 0; i < natives.length; i++) {
        sink.consumeObject(binding.create(models.get(i)));
      }
    }
    long elapsed = System.nanoTime() - start;
    sink.publish();
    return elapsed / passes;
  }

  /** Times encoding every object of the batch ("ser"). */
  private long serialize(int passes) throws Exception {
    long start = System.nanoTime();
    for (int p = 0; p < passes; p++) {
      for (int i = 0; i < natives.length; i++) {
        sink.consume(binding.serialize(natives[i]));
      }
    }
    long elapsed = System.nanoTime() - start;
    sink.publish();
    return elapsed / passes;
  }

  /** Times encoding the batch's first object once per object of the batch ("+same"). */
  private long serializeSame(int passes) throws Exception {
    N same = natives[0];
    long start = System.nanoTime();
    for (int p = 0; p < passes; p++) {
      for (int i = 0; i < natives.length; i++) {
        sink.consume(binding.serialize(same));
      }
    }
    long elapsed = System.nanoTime() - start;
    sink.publish();
    return elapsed / passes;
  }

  /** Times decoding every object of the batch, nothing read (jvm-serializers' "deser"). */
  private long decode(int passes) throws Exception {
    long start = System.nanoTime();
    for (int p = 0; p < passes; p++) {
      for (int i = 0; i < encoded.length; i++) {
        sink.consumeObject(binding.deserialize(encoded[i]));
      }
    }
    long elapsed = System.nanoTime() - start;
    sink.publish();
    return elapsed / passes;
  }

  /**
   * Times decoding every object and reading its top-level fields ("+shal"). The decoded object is
   * consumed too, as in "deser" and as JMH's decode benchmark does: a lazy decoder's wrapper that
   * only the reads used could otherwise be scalar-replaced here and not in "deser", and decoding
   * alone would measure slower than decoding and reading (capnproto and flatbuffers on the Jedi
   * data sets, by 32-258%).
   */
  private long decodeShallow(int passes) throws Exception {
    long start = System.nanoTime();
    for (int p = 0; p < passes; p++) {
      for (int i = 0; i < encoded.length; i++) {
        N value = binding.deserialize(encoded[i]);
        binding.readShallow(value, sink);
        sink.consumeObject(value);
      }
    }
    long elapsed = System.nanoTime() - start;
    sink.publish();
    return elapsed / passes;
  }

  /** deser, +shal and +deep, the phases that decode. */
  static final int DECODING_PHASES = 3;

  /**
   * Which decoding phase comes {@code k}th in batch {@code batch}: 0 is deser, 1 +shal, 2 +deep.
   * The order rotates from batch to batch, so that each phase comes first after the encoding phases
   * in a third of the batches. In a fixed order, deser (always first) measured slower than +shal,
   * which decodes as much and reads more, in two thirds of the cells of most data sets of a full
   * run (median deser / +shal 1.004 to 1.013): the first decoding after encoding pays for something
   * the next one does not, such as the encodings' lines not yet in cache. Rotated, on media.1 (61
   * cells): median deser / +shal 0.999 against 1.014 and 1.005 in two fixed-order runs of the same
   * day, deser above +shal in 30 cells (41 and 41), by over 2% in 7 (22 and 13), and no implausible
   * row (1 and 2).
   */
  static int decodingPhase(int batch, int k) {
    return (batch + k) % DECODING_PHASES;
  }

  /** Times decoding every object and reading every field ("+deep"); the object is consumed too. */
  private long decodeDeep(int passes) throws Exception {
    long start = System.nanoTime();
    for (int p = 0; p < passes; p++) {
      for (int i = 0; i < encoded.length; i++) {
        N value = binding.deserialize(encoded[i]);
        binding.readDeep(value, sink);
        sink.consumeObject(value);
      }
    }
    long elapsed = System.nanoTime() - start;
    sink.publish();
    return elapsed / passes;
  }

  /**
   * Decodes every object again and compares it with its original (not timed); {@code sample} adds
   * the field-by-field comparison of a sample.
   */
  private void check(boolean sample) throws Exception {
    if (HarnessFloor.isFloor(binding)) {
      return;
    }
    for (int i = 0; i < encoded.length; i++) {
      M back = binding.toModel(binding.deserialize(encoded[i]));
      if (own) {
        RoundTripCheck.assertSameValues(codec, dataSet, i, models.get(i), back);
      } else {
        RoundTripCheck.assertSame(codec, dataSet, i, models.get(i), back, sample);
      }
    }
  }

  /** The codec instance its data sets share: set up at the first. */
  private static final class Setup {
    private final CodecSpec spec;
    private final DataClasses classes;
    private Codec codec;

    Setup(CodecSpec spec, DataClasses classes) {
      this.spec = spec;
      this.classes = classes;
    }

    Codec codec() {
      if (codec == null) {
        codec = spec.setUp().apply(classes);
      }
      return codec;
    }
  }

  /** Where a failure happened: the step for the support matrix and the phase for its message. */
  private static final class Phase {
    String step = SET_UP;
    String name = "start";

    void set(String step, String name) {
      this.step = step;
      this.name = name;
    }
  }
}
