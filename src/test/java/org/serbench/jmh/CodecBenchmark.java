package org.serbench.jmh;

import java.util.Objects;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.Blackhole;
import org.serbench.codec.Binding;
import org.serbench.codec.FieldSink;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.engine.FastestCpu;
import org.serbench.engine.Settings;
import org.serbench.registry.CodecRegistry;

/**
 * serbench's three timed phases written as JMH benchmarks, over the same bindings and the same
 * batch as a serbench run: the reference its own numbers are checked against.
 *
 * <p>Each benchmark loops over the whole batch, as serbench's engine does, and declares the batch
 * size as its operations per invocation, so that JMH reports nanoseconds per object. JMH sample 11
 * warns against loops because the JIT can merge or hoist the work of identical iterations; here
 * every iteration works on a different object, a call costs microseconds, and the loop is exactly
 * the shape whose timing is being checked.
 *
 * <p>JMH forks a JVM per parameter combination (sample 12), so every call site below sees one
 * binding class in its JVM, as in serbench's one JVM per codec.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class CodecBenchmark {
  /**
   * serbench's default objects per batch. A data set whose batch is smaller (Padawan, Master) is
   * run with JMH's operations per invocation set to its batch; the set-up checks they agree.
   */
  public static final int BATCH = 1000;

  @Param("protobuf")
  public String codec;

  @Param("TestObject")
  public String dataSet;

  private Binding<Object, Object> binding;
  // Long-lived inputs, made once per trial: the timed loops allocate only what they measure.
  private Object[] models;
  private byte[][] encoded;
  private FieldSink sink;
  private FastestCpu cpu;

  /**
   * Makes the batch and checks every object's round trip before anything is timed: a wrong codec
   * has no speed worth reporting.
   */
  @Setup(Level.Trial)
  public void setUp(BenchmarkParams params, Blackhole blackhole) throws Exception {
    DataSet<?> data = DataSets.byName(dataSet);
    int objects = data.objectsPerBatch(BATCH);
    if (params.getOpsPerInvocation() != objects) {
      throw new IllegalStateException(
          "data set "
              + dataSet
              + " has "
              + objects
              + " objects per batch, but JMH counts "
              + params.getOpsPerInvocation()
              + " operations per invocation: run it with -opi "
              + objects
              + " (CrossCheck does)");
    }
    binding = bind(data);
    // In the order of serbench's measuring JVM before its warm-up: the natives, then their
    // encodings, one pass of decoding, the check, and a full collection that moves the long-lived
    // inputs out of the young generation once. Set up otherwise (each object's round trip in
    // turn, no collection), the inputs lay in the heap unlike serbench's: serbench's figure for
    // avro-specific's create was 0.84 ± 0.23 of JMH's, and JMH's forks never reached the fastest
    // of serbench's JVMs.
    models = data.generate(Settings.DEFAULT_SEED, objects).toArray();
    Object[] natives = new Object[objects];
    for (int i = 0; i < objects; i++) {
      natives[i] = binding.create(models[i]);
    }
    encoded = new byte[objects][];
    for (int i = 0; i < objects; i++) {
      encoded[i] = binding.serialize(natives[i]);
    }
    sink = new BlackholeSink(blackhole);
    for (byte[] bytes : encoded) {
      binding.readDeep(binding.deserialize(bytes), sink);
    }
    for (int i = 0; i < objects; i++) {
      Object back = binding.toModel(binding.deserialize(encoded[i]));
      if (!Objects.equals(models[i], back)) {
        throw new IllegalStateException(
            "codec "
                + codec
                + ", data set "
                + dataSet
                + ", object #"
                + i
                + ": the round trip lost or changed data; run the codec's serbench test for the"
                + " field path");
      }
    }
    System.gc();
    if (Settings.CPU_FASTEST.equals(System.getProperty(Settings.PREFIX + "cpu"))) {
      cpu = FastestCpu.forThisThread();
    }
  }

  /**
   * With {@code -Dserbench.cpu=fastest}, as serbench's side of the cross-check: before each
   * iteration, the benchmark thread is kept on the CPU that runs a probe fastest, chosen again
   * every few seconds, as serbench does at a batch boundary.
   */
  @Setup(Level.Iteration)
  public void chooseCpu() {
    if (cpu != null) {
      cpu.keep();
    }
  }

  @SuppressWarnings("unchecked")
  private Binding<Object, Object> bind(DataSet<?> data) throws Exception {
    Binding<?, ?> bound = CodecRegistry.byName(codec).factory().get().bind(data.type());
    return (Binding<Object, Object>) bound;
  }

  /** Model to native form, every result into the Blackhole (JMH sample 08: no dead code). */
  @Benchmark
  @OperationsPerInvocation(BATCH)
  public void create(Blackhole blackhole) {
    for (Object model : models) {
      blackhole.consume(binding.create(model));
    }
  }

  /**
   * The natives one invocation of {@link #ser} encodes, made for it before it starts (untimed), as
   * serbench makes them before each pass: a message that keeps its encoding (ActiveMQ's buffers)
   * would otherwise hand back the bytes of the call before. An invocation is a whole batch, so
   * {@code Level.Invocation}'s cost of a fixture per call is a few timestamps against thousands of
   * encodings.
   */
  @State(Scope.Thread)
  public static class Fresh {
    Object[] natives;

    @Setup(Level.Invocation)
    public void make(CodecBenchmark benchmark) {
      natives = new Object[benchmark.models.length];
      for (int i = 0; i < natives.length; i++) {
        natives[i] = benchmark.binding.create(benchmark.models[i]);
      }
    }

    @TearDown(Level.Invocation)
    public void drop() {
      natives = null;
    }
  }

  /** Native form to bytes, on natives made for the invocation. */
  @Benchmark
  @OperationsPerInvocation(BATCH)
  public void ser(Fresh fresh, Blackhole blackhole) throws Exception {
    for (Object value : fresh.natives) {
      blackhole.consume(binding.serialize(value));
    }
  }

  /**
   * Bytes to native form, then every field read into the Blackhole: serbench's "decode" (its
   * "deser", jvm-serializers' "+deep"), so that a lazy decoder pays for what it deferred.
   */
  @Benchmark
  @OperationsPerInvocation(BATCH)
  public void decode(Blackhole blackhole) throws Exception {
    for (byte[] bytes : encoded) {
      Object value = binding.deserialize(bytes);
      binding.readDeep(value, sink);
      blackhole.consume(value);
    }
  }

  /**
   * Hands every field a deep read touches to JMH's Blackhole (JMH sample 28: Blackhole helpers).
   */
  private static final class BlackholeSink implements FieldSink {
    private final Blackhole blackhole;

    BlackholeSink(Blackhole blackhole) {
      this.blackhole = blackhole;
    }

    @Override
    public void consume(long value) {
      blackhole.consume(value);
    }

    @Override
    public void consume(double value) {
      blackhole.consume(value);
    }

    @Override
    public void consume(boolean value) {
      blackhole.consume(value);
    }
  }
}
