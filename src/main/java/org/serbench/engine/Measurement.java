package org.serbench.engine;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.UnsupportedDataException;
import org.serbench.data.DataSet;

/**
 * The measurement protocol for one codec on one data set, in the JVM it is called in.
 *
 * <ol>
 *   <li>Generate the batch (not timed): {@code objects} different objects from the seed.
 *   <li>Cold start: set the library up and round-trip the first object, timed as one; then the
 *       first batch, timed. These come first because nothing is cold afterwards; they are kept only
 *       if the check that follows passes.
 *   <li>Check: decode every object of the batch, convert it back to the model and compare it field
 *       by field with the original. A difference ends the measurement with no numbers.
 *   <li>Warm up: {@code warmup} batches, not counted, so that the JIT has compiled the hot paths;
 *       fewer if {@code warmupSeconds} run out first.
 *   <li>Measure: {@code batches} batches, fewer (but at least {@link Settings#MIN_BATCHES}) if
 *       {@code measureSeconds} run out first; each times create, ser and deser (with the deep read)
 *       of the whole batch, and counts allocation and GC around each phase.
 * </ol>
 *
 * <p>Each phase is timed around the whole batch, never per call: {@code System.nanoTime} costs tens
 * of nanoseconds and has a granularity that would swamp small messages.
 */
public final class Measurement<M, N> {
  private final String codec;
  private final String dataSet;
  private final Binding<M, N> binding;
  private final List<M> models;
  private final N[] natives;
  private final byte[][] encoded;
  private final Sink sink = new Sink();
  private final Probes probes = new Probes();

  @SuppressWarnings("unchecked")
  private Measurement(String codec, String dataSet, Binding<M, N> binding, List<M> models) {
    this.codec = codec;
    this.dataSet = dataSet;
    this.binding = binding;
    this.models = models;
    this.natives = (N[]) new Object[models.size()];
    this.encoded = new byte[models.size()][];
  }

  /**
   * Measures a codec on a data set; failures of the library or of the round trip become results
   * with no numbers, never exceptions.
   */
  public static Result run(
      CodecSpec spec, DataSet<?> dataSet, Settings settings, String isolation) {
    return runTyped(spec, dataSet, settings, isolation);
  }

  private static <M> Result runTyped(
      CodecSpec spec, DataSet<M> dataSet, Settings settings, String isolation) {
    Instant started = Instant.now();
    Map<String, String> libraries = Jvm.versions(spec.artifacts());
    List<M> models = dataSet.generate(settings.seed(), settings.objects());
    Phase phase = new Phase();
    try {
      phase.name = "set-up";
      long t0 = System.nanoTime();
      Codec codec = spec.factory().get();
      long setupNs = System.nanoTime() - t0;
      phase.name = "bind";
      Binding<M, ?> binding = codec.bind(dataSet.type());
      return measure(
          spec, dataSet, settings, isolation, started, libraries, models, binding, t0, setupNs,
          phase);
    } catch (UnsupportedDataException e) {
      return Result.failed(
          spec.name(),
          dataSet.name(),
          Result.Status.UNSUPPORTED,
          describe(e),
          spec.configuration(),
          libraries,
          settings,
          isolation,
          started);
    } catch (AssertionError e) {
      return Result.failed(
          spec.name(),
          dataSet.name(),
          Result.Status.MISMATCH,
          e.getMessage(),
          spec.configuration(),
          libraries,
          settings,
          isolation,
          started);
    } catch (Exception | LinkageError | StackOverflowError e) {
      return Result.failed(
          spec.name(),
          dataSet.name(),
          Result.Status.FAILED,
          phase.name + ": " + describe(e),
          spec.configuration(),
          libraries,
          settings,
          isolation,
          started);
    }
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
      Phase phase)
      throws Exception {
    Measurement<M, N> m = new Measurement<>(spec.name(), dataSet.name(), binding, models);

    phase.name = "first round trip";
    N first = binding.create(models.get(0));
    binding.readDeep(binding.deserialize(binding.serialize(first)), m.sink);
    long firstRoundTripNs = System.nanoTime() - t0;
    phase.name = "create";
    long coldCreate = m.create();
    phase.name = "ser";
    long coldSer = m.serialize();
    phase.name = "deser";
    long coldDeser = m.deserialize();
    Result.ColdStart cold =
        new Result.ColdStart(setupNs, firstRoundTripNs, coldCreate, coldSer, coldDeser);

    phase.name = "round-trip check";
    m.check();
    Result.Size size = m.size();

    // Warm-up and measurement are bounded by batch counts and by time, so that a slow library
    // cannot stretch the run: the counts actually reached are recorded with the result.
    phase.name = "warm-up";
    long warmupEnd = deadline(settings.warmupSeconds());
    int warmup = 0;
    while (warmup < settings.warmup() && (warmup == 0 || System.nanoTime() < warmupEnd)) {
      m.create();
      m.serialize();
      m.deserialize();
      warmup++;
    }

    phase.name = "measured batches";
    int max = settings.batches();
    int min = Math.min(max, Settings.MIN_BATCHES);
    long measureEnd = deadline(settings.measureSeconds());
    long[] createNs = new long[max];
    long[] serNs = new long[max];
    long[] deserNs = new long[max];
    long[] serAlloc = new long[max];
    long[] deserAlloc = new long[max];
    long serGc = 0, serGcMs = 0, deserGc = 0, deserGcMs = 0;
    int batches = 0;
    while (batches < max && (batches < min || System.nanoTime() < measureEnd)) {
      int b = batches++;
      createNs[b] = m.create();

      long gc = m.probes.gcCount(), gcMs = m.probes.gcMillis(), alloc = m.probes.allocatedBytes();
      serNs[b] = m.serialize();
      serAlloc[b] = alloc < 0 ? -1 : m.probes.allocatedBytes() - alloc;
      serGc += m.probes.gcCount() - gc;
      serGcMs += m.probes.gcMillis() - gcMs;

      gc = m.probes.gcCount();
      gcMs = m.probes.gcMillis();
      alloc = m.probes.allocatedBytes();
      deserNs[b] = m.deserialize();
      deserAlloc[b] = alloc < 0 ? -1 : m.probes.allocatedBytes() - alloc;
      deserGc += m.probes.gcCount() - gc;
      deserGcMs += m.probes.gcMillis() - gcMs;
    }
    createNs = Arrays.copyOf(createNs, batches);
    serNs = Arrays.copyOf(serNs, batches);
    deserNs = Arrays.copyOf(deserNs, batches);
    serAlloc = Arrays.copyOf(serAlloc, batches);
    deserAlloc = Arrays.copyOf(deserAlloc, batches);
    return new Result(
        spec.name(),
        dataSet.name(),
        Result.Status.OK,
        "",
        spec.configuration(),
        libraries,
        settings.objects(),
        batches,
        warmup,
        settings.seed(),
        Jvm.description(),
        Jvm.flags(),
        isolation,
        Machine.key(),
        Calibration.measureNs(),
        started,
        Instant.now(),
        cold,
        new Result.Samples(createNs, serNs, deserNs, serAlloc, deserAlloc),
        new Result.Gc(serGc, serGcMs, deserGc, deserGcMs),
        size);
  }

  /** The {@code System.nanoTime} after {@code seconds} from now; none for 0. */
  private static long deadline(int seconds) {
    return seconds == 0 ? Long.MAX_VALUE : System.nanoTime() + seconds * 1_000_000_000L;
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

  /** Times decoding the batch and reading every field of every decoded object into the sink. */
  private long deserialize() throws Exception {
    long start = System.nanoTime();
    for (byte[] bytes : encoded) {
      binding.readDeep(binding.deserialize(bytes), sink);
    }
    long elapsed = System.nanoTime() - start;
    sink.publish();
    return elapsed;
  }

  /** Decodes every object again and compares it with its original (not timed). */
  private void check() throws Exception {
    for (int i = 0; i < encoded.length; i++) {
      M back = binding.toModel(binding.deserialize(encoded[i]));
      RoundTripCheck.assertSame(codec, dataSet, i, models.get(i), back);
    }
  }

  /** Sizes of the encoded batch; each object is compressed on its own, as a message would be. */
  private Result.Size size() throws IOException {
    long bytes = 0, gzip = 0, deflate = 0;
    Deflater deflater = new Deflater();
    byte[] buffer = new byte[64 * 1024];
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] message : encoded) {
      bytes += message.length;
      out.reset();
      try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
        gz.write(message);
      }
      gzip += out.size();
      deflater.reset();
      deflater.setInput(message);
      deflater.finish();
      while (!deflater.finished()) {
        deflate += deflater.deflate(buffer);
      }
    }
    deflater.end();
    return new Result.Size(bytes, gzip, deflate);
  }

  private static String describe(Throwable e) {
    String message = e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    Throwable cause = e.getCause();
    if (cause != null && cause != e) {
      message += " (caused by " + cause.getClass().getName() + ": " + cause.getMessage() + ")";
    }
    return message;
  }

  /** The phase a failure happened in, for its message. */
  private static final class Phase {
    String name = "start";
  }
}
