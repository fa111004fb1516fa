package org.serbench.engine;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.PojoBinding;
import org.serbench.codec.UnsupportedDataException;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;

/**
 * The measurement protocol for one codec on its data sets, in the JVM it is called in.
 *
 * <p>The codec is set up once, and its data sets are measured one after the other in registry
 * order; for each:
 *
 * <ol>
 *   <li>Generate the batch (not timed): different objects from the seed, as many as the data set's
 *       share of {@code objects}.
 *   <li>First use: bind, round-trip the first object, then the first batch, which is run #0. In the
 *       first data set of a fresh JVM, the library's set-up is timed with it: the cold start.
 *   <li>Check: decode every object of the batch, convert it back to the model and compare it field
 *       by field with the original. A difference ends the data set with no numbers.
 *   <li>Warm up: {@code warmup} batches, not counted, so that the JIT has compiled the hot paths;
 *       fewer if {@code warmupSeconds} run out first, but at least runs #1 to #4.
 *   <li>Measure: {@code batches} batches, fewer (but at least {@link Settings#MIN_BATCHES}) if
 *       {@code measureSeconds} run out first; each times jvm-serializers' phases over the whole
 *       batch: create, ser, +same, deser, +shal, +deep, and counts allocation and GC around ser and
 *       +deep.
 *   <li>TestObject only: the scaling runs, larger batches of different objects, for the sizes of
 *       {@code scaling} that fit the time budget and the heap.
 * </ol>
 *
 * <p>Each phase is timed around the whole batch, never per call: {@code System.nanoTime} costs tens
 * of nanoseconds and has a granularity that would swamp small messages.
 */
public final class Measurement<M, N> {
  private static final String SET_UP = "set-up";
  private static final String BIND = "bind";
  private static final String WRITE = "write";
  private static final String READ = "read";
  private static final String CHECK = "check";

  /**
   * Objects of a batch that +same, deser and +shal time: enough for a per-operation mean, and the
   * batch's cost stays close to ser and +deep alone, which time every object.
   */
  static final int EXTRA_PHASE_OBJECTS = 100;

  private final String codec;
  private final String dataSet;
  private final Binding<M, N> binding;
  private final List<M> models;
  private final N[] natives;
  private final byte[][] encoded;
  private final Phase phase;
  private final Sink sink = new Sink();
  private final Probes probes = new Probes();

  @SuppressWarnings("unchecked")
  private Measurement(
      String codec, String dataSet, Binding<M, N> binding, List<M> models, Phase phase) {
    this.codec = codec;
    this.dataSet = dataSet;
    this.binding = binding;
    this.models = models;
    this.natives = (N[]) new Object[models.size()];
    this.encoded = new byte[models.size()][];
    this.phase = phase;
  }

  /**
   * Measures a codec on one data set, setting it up first; failures of the library or of the round
   * trip become results with no numbers, never exceptions.
   */
  public static Result run(
      CodecSpec spec, DataSet<?> dataSet, Settings settings, String isolation) {
    List<Result> results = new ArrayList<>();
    runAll(spec, List.of(dataSet), settings, isolation, results::add);
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
      Consumer<Result> results) {
    Setup setup = new Setup(spec);
    for (DataSet<?> dataSet : dataSets) {
      results.accept(runTyped(spec, setup, dataSet, settings, isolation));
    }
  }

  private static <M> Result runTyped(
      CodecSpec spec, Setup setup, DataSet<M> dataSet, Settings settings, String isolation) {
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
          spec, dataSet, settings, isolation, started, libraries, models, binding, t0, setupNs,
          fresh, genNs, phase);
    } catch (UnsupportedDataException e) {
      return failed(
          spec,
          dataSet,
          Result.Status.UNSUPPORTED,
          phase,
          describe(e),
          settings,
          isolation,
          started,
          libraries);
    } catch (AssertionError e) {
      return failed(
          spec,
          dataSet,
          Result.Status.MISMATCH,
          phase,
          e.getMessage(),
          settings,
          isolation,
          started,
          libraries);
    } catch (Exception | LinkageError | StackOverflowError | OutOfMemoryError e) {
      return failed(
          spec,
          dataSet,
          Result.Status.FAILED,
          phase,
          phase.name + ": " + describe(e),
          settings,
          isolation,
          started,
          libraries);
    }
  }

  private static Result failed(
      CodecSpec spec,
      DataSet<?> dataSet,
      Result.Status status,
      Phase phase,
      String message,
      Settings settings,
      String isolation,
      Instant started,
      Map<String, String> libraries) {
    return Result.failed(
        spec.name(),
        dataSet.name(),
        status,
        status == Result.Status.MISMATCH ? CHECK : phase.step,
        message,
        spec.configuration(),
        libraries,
        settings,
        isolation,
        started);
  }

  private static <M, N> Result measure(
      CodecSpec spec,
      DataSet<M> dataSet,
      Settings settings,
      String isolation,
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
    Measurement<M, N> m = new Measurement<>(spec.name(), dataSet.name(), binding, models, phase);

    phase.set(WRITE, "first round trip");
    N first = binding.create(models.get(0));
    byte[] firstBytes = binding.serialize(first);
    phase.set(READ, "first round trip");
    binding.readDeep(binding.deserialize(firstBytes), m.sink);
    long firstRoundTripNs = System.nanoTime() - t0;
    phase.set(WRITE, "first batch");
    long coldCreate = m.create();
    long coldSer = m.serialize();
    phase.set(READ, "first batch");
    long coldDeser = m.decodeDeep(m.encoded.length);
    Result.ColdStart cold =
        new Result.ColdStart(setupNs, firstRoundTripNs, coldCreate, coldSer, coldDeser, fresh);

    phase.set(READ, "round-trip check");
    // AssertJ's field-by-field second opinion on a sample needs minutes for one 12 MB Master (it
    // pairs up collection elements): data sets of large objects are checked with equals alone,
    // and AssertJ names the field only when equals finds a difference.
    m.check(dataSet.batchDivisor() == 1);
    Result.Size size = m.size();

    // Warm-up and measurement are bounded by batch counts and by time, so that a slow library
    // cannot stretch the run: the counts actually reached are recorded with the result.
    phase.set(WRITE, "warm-up");
    long warmupEnd = deadline(settings.warmupSeconds());
    int warmup = 0;
    int runs = Math.min(Settings.RUNS, settings.warmup() + 1);
    long[] runSer = new long[runs];
    long[] runDeser = new long[runs];
    runSer[0] = coldSer;
    runDeser[0] = coldDeser;
    while (warmup < settings.warmup() && (warmup < runs - 1 || System.nanoTime() < warmupEnd)) {
      phase.set(WRITE, "warm-up");
      m.create();
      long ser = m.serialize();
      m.serializeSame();
      phase.set(READ, "warm-up");
      m.decode(m.extra());
      m.decodeShallow(m.extra());
      long deser = m.decodeDeep(m.encoded.length);
      warmup++;
      if (warmup < runs) {
        runSer[warmup] = ser;
        runDeser[warmup] = deser;
      }
    }

    int max = settings.batches();
    int min = Math.min(max, Settings.MIN_BATCHES);
    long measureEnd = deadline(settings.measureSeconds());
    long[] createNs = new long[max];
    long[] serNs = new long[max];
    long[] sameNs = new long[max];
    long[] decodeNs = new long[max];
    long[] shallowNs = new long[max];
    long[] deserNs = new long[max];
    long[] serAlloc = new long[max];
    long[] deserAlloc = new long[max];
    long serGc = 0, serGcMs = 0, deserGc = 0, deserGcMs = 0;
    int batches = 0;
    Probes probes = m.probes;
    while (batches < max && (batches < min || System.nanoTime() < measureEnd)) {
      int b = batches++;
      phase.set(WRITE, "measured batches");
      createNs[b] = m.create();

      long gc = probes.gcCount(), gcMs = probes.gcMillis(), alloc = probes.allocatedBytes();
      serNs[b] = m.serialize();
      serAlloc[b] = alloc < 0 ? -1 : probes.allocatedBytes() - alloc;
      serGc += probes.gcCount() - gc;
      serGcMs += probes.gcMillis() - gcMs;
      sameNs[b] = m.serializeSame();

      phase.set(READ, "measured batches");
      decodeNs[b] = m.decode(m.extra());
      shallowNs[b] = m.decodeShallow(m.extra());
      gc = probes.gcCount();
      gcMs = probes.gcMillis();
      alloc = probes.allocatedBytes();
      deserNs[b] = m.decodeDeep(m.encoded.length);
      deserAlloc[b] = alloc < 0 ? -1 : probes.allocatedBytes() - alloc;
      deserGc += probes.gcCount() - gc;
      deserGcMs += probes.gcMillis() - gcMs;
    }
    Result.Samples samples =
        new Result.Samples(
            Arrays.copyOf(createNs, batches),
            Arrays.copyOf(serNs, batches),
            Arrays.copyOf(deserNs, batches),
            Arrays.copyOf(serAlloc, batches),
            Arrays.copyOf(deserAlloc, batches),
            Arrays.copyOf(sameNs, batches),
            Arrays.copyOf(decodeNs, batches),
            Arrays.copyOf(shallowNs, batches));

    List<Result.ScalePoint> scaling = List.of();
    if (dataSet.name().equals(DataSets.TEST_OBJECT.name()) && !settings.scaling().isEmpty()) {
      double perObjectNs =
          (mean(createNs, batches) + mean(serNs, batches) + mean(deserNs, batches)) / models.size();
      // Generating the objects and checking the first run (one more decode) come on top.
      double overheadNs = (double) genNs / models.size() + mean(deserNs, batches) / models.size();
      scaling =
          scale(spec, dataSet, settings, binding, models.size(), perObjectNs, overheadNs, size);
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
        warmup,
        settings.seed(),
        Jvm.description(),
        Jvm.flags(),
        isolation,
        Machine.key(),
        Calibration.thisJvmNs(),
        started,
        Instant.now(),
        cold,
        samples,
        new Result.Gc(serGc, serGcMs, deserGc, deserGcMs),
        size,
        new Result.Runs(
            Arrays.copyOf(runSer, Math.min(runs, warmup + 1)),
            Arrays.copyOf(runDeser, Math.min(runs, warmup + 1))),
        scaling);
  }

  /**
   * The scaling runs: for each size, a batch of that many different objects round-tripped up to
   * three times, each run checked, if the estimate from the measured batch fits the budget and the
   * heap.
   */
  private static <M, N> List<Result.ScalePoint> scale(
      CodecSpec spec,
      DataSet<M> dataSet,
      Settings settings,
      Binding<M, N> binding,
      int measured,
      double perObjectNs,
      double overheadNs,
      Result.Size size) {
    List<Result.ScalePoint> points = new ArrayList<>();
    MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    for (int objects : settings.scaling()) {
      double budgetNs = settings.scalingSeconds() * 1e9;
      double fixedNs = objects * overheadNs;
      int runs = (int) Math.min(3, Math.floor((budgetNs - fixedNs) / (objects * perObjectNs)));
      System.gc();
      long free = memory.getHeapMemoryUsage().getMax() - memory.getHeapMemoryUsage().getUsed();
      // The models, their native copies (schema libraries) and the encoded bytes stay live.
      double copies = binding instanceof PojoBinding ? 1 : 2;
      double bytesPerObject = HEAP_PER_TEST_OBJECT * copies + (double) size.bytes() / measured;
      double neededBytes = objects * bytesPerObject;
      if (runs < 1) {
        points.add(
            notRun(
                objects,
                String.format(
                    Locale.ROOT,
                    "not run: about %.0f s, budget %s s",
                    (fixedNs + objects * perObjectNs) / 1e9,
                    trim(settings.scalingSeconds()))));
      } else if (neededBytes > 0.8 * free) {
        points.add(
            notRun(
                objects,
                String.format(
                    Locale.ROOT,
                    "not run: needs about %.1f GB of heap, %.1f GB free",
                    neededBytes / 1e9,
                    free / 1e9)));
      } else {
        try {
          points.add(scaleOnce(spec, dataSet, settings, binding, objects, runs));
        } catch (Exception | OutOfMemoryError | StackOverflowError e) {
          points.add(notRun(objects, "failed: " + e.getClass().getName()));
        } catch (AssertionError e) {
          points.add(notRun(objects, "failed: the round trip lost or changed data"));
        }
      }
    }
    return points;
  }

  /** A TestObject's heap, measured: about 44 KB (100 strings, 1,010 instants, 101 lists). */
  private static final double HEAP_PER_TEST_OBJECT = 45_000;

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
        new Measurement<>(spec.name(), dataSet.name(), binding, models, new Phase());
    long[] ser = new long[runs];
    long[] deser = new long[runs];
    for (int r = 0; r < runs; r++) {
      m.create();
      ser[r] = m.serialize();
      deser[r] = m.decodeDeep(m.encoded.length);
      if (r == 0) {
        m.check(false);
      }
    }
    return new Result.ScalePoint(objects, ser, deser, "");
  }

  private static Result.ScalePoint notRun(int objects, String why) {
    return new Result.ScalePoint(objects, new long[0], new long[0], why);
  }

  private static String trim(double seconds) {
    return seconds == Math.rint(seconds) ? Long.toString((long) seconds) : Double.toString(seconds);
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

  /** Times converting the batch to the native form. */
  private long create() {
    long start = System.nanoTime();
    for (int i = 0; i < natives.length; i++) {
      natives[i] = binding.create(models.get(i));
    }
    return System.nanoTime() - start;
  }

  /** Times encoding the batch; the arrays are kept, which also keeps them from being dead code. */
  private long serialize() throws Exception {
    long start = System.nanoTime();
    for (int i = 0; i < natives.length; i++) {
      encoded[i] = binding.serialize(natives[i]);
    }
    long elapsed = System.nanoTime() - start;
    for (byte[] bytes : encoded) {
      sink.consume(bytes);
    }
    sink.publish();
    return elapsed;
  }

  /** The objects the extra phases time. */
  private int extra() {
    return Math.min(encoded.length, EXTRA_PHASE_OBJECTS);
  }

  /** Times encoding the batch's first object again and again ("+same"). */
  private long serializeSame() throws Exception {
    N same = natives[0];
    int count = extra();
    long start = System.nanoTime();
    for (int i = 0; i < count; i++) {
      sink.consume(binding.serialize(same));
    }
    long elapsed = System.nanoTime() - start;
    sink.publish();
    return elapsed;
  }

  /*
   * The three reads are three loops rather than one loop with the read passed in: a read passed as a
   * lambda would make its call site see three classes, and the megamorphic call would keep the
   * read out of the timed loop's inlining.
   */

  /** Times decoding the first {@code count} objects of the batch (jvm-serializers' "deser"). */
  private long decode(int count) throws Exception {
    long start = System.nanoTime();
    for (int i = 0; i < count; i++) {
      sink.consume(binding.deserialize(encoded[i]) == null);
    }
    long elapsed = System.nanoTime() - start;
    sink.publish();
    return elapsed;
  }

  /**
   * Times decoding the first {@code count} objects and reading their top-level fields ("+shal").
   */
  private long decodeShallow(int count) throws Exception {
    long start = System.nanoTime();
    for (int i = 0; i < count; i++) {
      binding.readShallow(binding.deserialize(encoded[i]), sink);
    }
    long elapsed = System.nanoTime() - start;
    sink.publish();
    return elapsed;
  }

  /** Times decoding the first {@code count} objects and reading every field ("+deep"). */
  private long decodeDeep(int count) throws Exception {
    long start = System.nanoTime();
    for (int i = 0; i < count; i++) {
      binding.readDeep(binding.deserialize(encoded[i]), sink);
    }
    long elapsed = System.nanoTime() - start;
    sink.publish();
    return elapsed;
  }

  /**
   * Decodes every object again and compares it with its original (not timed); {@code sample} adds
   * the field-by-field comparison of a sample.
   */
  private void check(boolean sample) throws Exception {
    for (int i = 0; i < encoded.length; i++) {
      M back = binding.toModel(binding.deserialize(encoded[i]));
      RoundTripCheck.assertSame(codec, dataSet, i, models.get(i), back, sample);
    }
  }

  /** Sizes of the encoded batch; each object is compressed on its own, as a message would be. */
  private Result.Size size() {
    long bytes = 0, raw = 0;
    try (CompressedSize compressed = new CompressedSize()) {
      for (byte[] message : encoded) {
        bytes += message.length;
        raw += compressed.rawDeflate(message);
      }
    }
    long messages = encoded.length;
    return new Result.Size(
        bytes,
        raw + messages * CompressedSize.GZIP_WRAPPER_BYTES,
        raw + messages * CompressedSize.ZLIB_WRAPPER_BYTES);
  }

  private static String describe(Throwable e) {
    String message = e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    Throwable cause = e.getCause();
    if (cause != null && cause != e) {
      message += " (caused by " + cause.getClass().getName() + ": " + cause.getMessage() + ")";
    }
    return message;
  }

  /** The codec instance its data sets share: set up at the first. */
  private static final class Setup {
    private final CodecSpec spec;
    private Codec codec;

    Setup(CodecSpec spec) {
      this.spec = spec;
    }

    Codec codec() {
      if (codec == null) {
        codec = spec.factory().get();
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
