package org.serbench.engine;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The order in which one JVM runs a cell's timing loops: the warm-up to a steady state, then the
 * measured batches, each batch's phases interleaved or each phase in a block of its own ({@code
 * serbench.phaseOrder}), the decoding phases in rotation. It keeps the thread on the fastest CPU at
 * batch boundaries when asked to, and counts allocation and collections around ser and +deep.
 */
final class PhaseSchedule {
  private final TimingLoops<?, ?> loops;
  private final Passes passes;
  private final Probes probes = new Probes();

  /** Keeps the measuring thread on the fastest CPU at batch boundaries, or null. */
  private final FastestCpu cpu;

  PhaseSchedule(TimingLoops<?, ?> loops, int phaseMillis, FastestCpu cpu) {
    this.loops = loops;
    this.passes = new Passes(phaseMillis);
    this.cpu = cpu;
  }

  /**
   * What the warm-up did: its batches, time, whether it settled, runs #0 to #4, and how long a
   * measured batch takes at the speed of its last batch, with the passes the phases will make (0
   * without a warm-up).
   */
  record Warmup(
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
  static final class Batches {
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
  void measureInterleaved(Batches into, int target, int least, long end, Stage stage)
      throws Exception {
    while (into.count < target && (into.count < least || System.nanoTime() < end)) {
      chooseCpu();
      int b = into.count++;
      stage.set(Stage.WRITE, "measured batches");
      timed(into, CREATE, b);
      timed(into, SER, b);
      timed(into, SAME, b);
      stage.set(Stage.READ, "measured batches");
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
  void measureInBlocks(Batches into, int batches, Stage stage) throws Exception {
    stage.set(Stage.WRITE, "measured batches");
    for (int p = 0; p < DECODE; p++) {
      if (p == CREATE && !loops.timesCreate()) {
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
    stage.set(Stage.READ, "measured batches");
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
      case CREATE -> loops.create(passes.create);
      case SER -> loops.serialize(passes.ser);
      case SAME -> loops.serializeSame(passes.same);
      case DECODE -> loops.decode(passes.decode);
      case SHALLOW -> loops.decodeShallow(passes.shallow);
      default -> loops.decodeDeep(passes.deep);
    }
  }

  /** Times batch {@code b} of {@code phase} into its place. */
  private void timed(Batches into, int phase, int b) throws Exception {
    switch (phase) {
      case CREATE -> into.create[b] = loops.create(passes.create);
      case SER -> timeSerialize(into, b);
      case SAME -> into.same[b] = loops.serializeSame(passes.same);
      case DECODE -> into.decode[b] = loops.decode(passes.decode);
      case SHALLOW -> into.shallow[b] = loops.decodeShallow(passes.shallow);
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

  /**
   * Times batch {@code b}'s ser, with its allocation and collections: the loops count the
   * allocation around each pass's timed loop, leaving out the natives made before it, and the
   * collections around the call (see {@link TimingLoops#serialize}).
   */
  private void timeSerialize(Batches into, int b) throws Exception {
    into.ser[b] = loops.serialize(passes.ser);
    into.serAlloc[b] = loops.serAllocated();
    into.serGc += loops.serCollections();
    into.serGcMs += loops.serCollectionMillis();
  }

  /** Times batch {@code b}'s +deep, with its allocation and collections. */
  private void timeDecodeDeep(Batches into, int b) throws Exception {
    long gc = probes.gcCount(), gcMs = probes.gcMillis(), alloc = probes.allocatedBytes();
    into.deep[b] = loops.decodeDeep(passes.deep);
    into.deepAlloc[b] = alloc < 0 ? -1 : (probes.allocatedBytes() - alloc) / passes.deep;
    into.deepGc += probes.gcCount() - gc;
    into.deepGcMs += probes.gcMillis() - gcMs;
  }

  /**
   * Runs whole batches until the steady state or a cap, which ends it at the first batch past it.
   * The first four are runs #1 to #4; after them, the warm-up ends as soon as it has {@linkplain
   * SteadyState#reached reached a steady state}: the trailing half of it agrees with itself and the
   * JIT compiled almost nothing meanwhile.
   */
  Warmup warmUp(Settings settings, Stage stage, long coldSer, long coldDeser) throws Exception {
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
    // The cap is honoured from the second batch on: a warm-up ends at the first batch that ends
    // past
    // it, so that runs #1 to #4 exist only where they fit (TestObject's first four batches of a
    // slow JSON codec took 9.4 s when they did not count against the cap).
    while (batches < cap && (batches < 1 || System.nanoTime() < end)) {
      chooseCpu();
      stage.set(Stage.WRITE, "warm-up");
      long create = loops.create(passes.create);
      long ser = loops.serialize(passes.ser);
      long same = loops.serializeSame(passes.same);
      stage.set(Stage.READ, "warm-up");
      long decode = 0, shallow = 0, deser = 0;
      for (int k = 0; k < DECODING_PHASES; k++) {
        switch (decodingPhase(batches, k)) {
          case 0 -> decode = loops.decode(passes.decode);
          case 1 -> shallow = loops.decodeShallow(passes.shallow);
          default -> deser = loops.decodeDeep(passes.deep);
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
      if (loops.renews()) {
        lastBatchNs += create * ((long) passes.ser + passes.same);
      }
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

  /** The {@code System.nanoTime} after {@code seconds} from now; none for 0. */
  static long deadline(double seconds) {
    return seconds == 0 ? Long.MAX_VALUE : System.nanoTime() + (long) (seconds * 1e9);
  }
}
