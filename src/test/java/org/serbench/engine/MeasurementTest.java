package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.FieldSink;
import org.serbench.codec.PojoBinding;
import org.serbench.codec.UnsupportedDataException;
import org.serbench.data.DataSets;
import org.serbench.model.TestObject;
import org.serbench.registry.CodecRegistry;

/** The protocol in this JVM, on small batches: what it records, and how it fails. */
class MeasurementTest {
  private static final Settings SMALL = settings(20, 3, 1, Settings.PHASES_IN_BLOCKS);

  private static Settings settings(int objects, int batches, int warmup, String phaseOrder) {
    Properties p = new Properties();
    p.setProperty("serbench.objects", Integer.toString(objects));
    p.setProperty("serbench.batches", Integer.toString(batches));
    p.setProperty("serbench.warmup", Integer.toString(warmup));
    p.setProperty("serbench.phaseOrder", phaseOrder);
    p.setProperty("serbench.cpu", "any"); // the default, auto, depends on the machine
    return Settings.from(p);
  }

  private static Result run(CodecSpec spec) {
    return Measurement.run(spec, DataSets.TEST_OBJECT, SMALL, IsolatedRun.IN_PROCESS);
  }

  /** A codec whose binding is {@code change} applied to protobuf's. */
  private static CodecSpec protobufWith(
      String name, String description, UnaryOperator<Binding<Object, Object>> change) {
    return new CodecSpec(
        name,
        description,
        List.of(),
        () -> {
          Codec protobuf = CodecRegistry.byName("protobuf").factory().get();
          return new Codec() {
            @Override
            @SuppressWarnings("unchecked")
            public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
              Binding<Object, Object> inner = (Binding<Object, Object>) protobuf.bind(type);
              return (Binding<M, ?>) change.apply(inner);
            }
          };
        });
  }

  /** Passes every call on to another binding; a test overrides the calls it changes. */
  private static class Passing implements Binding<Object, Object> {
    private final Binding<Object, Object> inner;

    Passing(Binding<Object, Object> inner) {
      this.inner = inner;
    }

    @Override
    public Object create(Object model) {
      return inner.create(model);
    }

    @Override
    public byte[] serialize(Object value) throws Exception {
      return inner.serialize(value);
    }

    @Override
    public Object deserialize(byte[] bytes) throws Exception {
      return inner.deserialize(bytes);
    }

    @Override
    public void readDeep(Object value, FieldSink sink) {
      inner.readDeep(value, sink);
    }

    @Override
    public void readShallow(Object value, FieldSink sink) {
      inner.readShallow(value, sink);
    }

    @Override
    public Object toModel(Object value) {
      return inner.toModel(value);
    }
  }

  /** A Jackson codec that silently drops {@code longValue}, as a broken codec would. */
  abstract static class DropLongValue {
    @JsonIgnore
    abstract long getLongValue();
  }

  private static CodecSpec lossyJackson() {
    return new CodecSpec(
        "test/lossy-jackson",
        "drops longValue",
        List.of(),
        () ->
            new Codec() {
              final JsonMapper mapper =
                  JsonMapper.builder()
                      .addModule(new JavaTimeModule())
                      .addMixIn(TestObject.class, DropLongValue.class)
                      .build();

              @Override
              public <M> Binding<M, ?> bind(Class<M> type) {
                return new PojoBinding<M>(type) {
                  @Override
                  public byte[] serialize(M value) throws Exception {
                    return mapper.writeValueAsBytes(value);
                  }

                  @Override
                  public M deserialize(byte[] bytes) throws Exception {
                    return mapper.readValue(bytes, type);
                  }
                };
              }
            });
  }

  @Test
  void everyBatchDecodesInEachPhaseOnceAndEachPhaseComesFirstInATurn() {
    int[] first = new int[PhaseSchedule.DECODING_PHASES];
    for (int batch = 0; batch < 30; batch++) {
      int[] order = new int[PhaseSchedule.DECODING_PHASES];
      for (int k = 0; k < order.length; k++) {
        order[k] = PhaseSchedule.decodingPhase(batch, k);
      }
      assertThat(order).containsExactlyInAnyOrder(0, 1, 2);
      first[order[0]]++;
    }
    assertThat(first).containsExactly(10, 10, 10);
    assertThat(PhaseSchedule.decodingPhase(0, 0)).isZero(); // deser first, as before, in batch 0
  }

  @Test
  void aVerifiedCodecRecordsEveryBatchAndTheSizes() {
    Result r = run(CodecRegistry.byName("protobuf"));

    assertThat(r.status()).as(r.message()).isEqualTo(Result.Status.OK);
    assertThat(r.samples().serNs()).hasSize(3);
    assertThat(r.samples().deserNs()).hasSize(3);
    assertThat(r.samples().createNs()).hasSize(3);
    assertThat(r.samples().serAllocBytes()).hasSize(3).doesNotContain(-1L, 0L);
    assertThat(r.size().bytes()).isPositive();
    assertThat(r.size().gzipBytes()).isPositive();
    assertThat(r.cold().firstRoundTripNs()).isGreaterThanOrEqualTo(r.cold().setupNs());
    assertThat(r.libraries()).containsKey("com.google.protobuf:protobuf-java");
    assertThat(r.libraries().get("com.google.protobuf:protobuf-java")).matches("\\d+\\.\\d+.*");
    assertThat(r.isolation()).isEqualTo(IsolatedRun.IN_PROCESS);
  }

  @ParameterizedTest
  @ValueSource(strings = {Settings.PHASES_IN_BLOCKS, Settings.PHASES_INTERLEAVED})
  void everyPhaseRecordsEveryBatchInEitherOrder(String phaseOrder) {
    Result r =
        Measurement.run(
            CodecRegistry.byName("protobuf"),
            DataSets.TEST_OBJECT,
            settings(20, 3, 1, phaseOrder),
            IsolatedRun.IN_PROCESS);

    assertThat(r.status()).as(r.message()).isEqualTo(Result.Status.OK);
    Result.Samples s = r.samples();
    for (long[] phase :
        List.of(s.createNs(), s.serNs(), s.sameNs(), s.decodeNs(), s.shallowNs(), s.deserNs())) {
      assertThat(phase).hasSize(3);
      assertThat(Arrays.stream(phase).min().getAsLong()).isPositive();
    }
    assertThat(s.serAllocBytes()).hasSize(3).doesNotContain(-1L, 0L);
    assertThat(s.deserAllocBytes()).hasSize(3).doesNotContain(-1L, 0L);
  }

  @Test
  void onTheFastestCpuTheResultSaysSoAndTheThreadIsFreeAfterwards() throws Exception {
    Properties p = new Properties();
    p.setProperty("serbench.objects", "20");
    p.setProperty("serbench.batches", "3");
    p.setProperty("serbench.warmup", "1");
    p.setProperty("serbench.cpu", "fastest");
    String before = Files.readString(Path.of("/proc/thread-self/status"));
    FastestCpu probe = FastestCpu.forThisThread();
    assumeTrue(probe.failure() == null, "no thread pinning here: " + probe.failure());

    Result r =
        Measurement.run(
            CodecRegistry.byName("protobuf"),
            DataSets.TEST_OBJECT,
            Settings.from(p),
            IsolatedRun.IN_PROCESS);

    assertThat(r.status()).as(r.message()).isEqualTo(Result.Status.OK);
    assertThat(r.isolation()).isEqualTo(IsolatedRun.IN_PROCESS + IsolatedRun.ON_FASTEST_CPU);
    assertThat(r.machine()).as("counted before the pin").isEqualTo(Machine.key());
    assertThat(cpusAllowed(Files.readString(Path.of("/proc/thread-self/status"))))
        .isEqualTo(cpusAllowed(before));
  }

  private static String cpusAllowed(String status) {
    return status.lines().filter(l -> l.startsWith("Cpus_allowed_list:")).findFirst().orElseThrow();
  }

  @Test
  void inBlocksTheDecodingPhasesShareTheLastBlockTakingTurnsBatchByBatch() {
    Properties p = new Properties();
    p.setProperty("serbench.objects", "20");
    p.setProperty("serbench.batches", "3");
    p.setProperty("serbench.warmup", "1");
    p.setProperty("serbench.measureSeconds", "0");
    p.setProperty("serbench.phaseMillis", "0");
    p.setProperty("serbench.phaseOrder", Settings.PHASES_IN_BLOCKS);
    StringBuilder calls = new StringBuilder();
    CodecSpec logging =
        protobufWith(
            "test/logging",
            "protobuf that logs each decode (x) and read (S, D)",
            inner ->
                new Passing(inner) {
                  @Override
                  public Object deserialize(byte[] bytes) throws Exception {
                    calls.append('x');
                    return super.deserialize(bytes);
                  }

                  @Override
                  public void readShallow(Object value, FieldSink sink) {
                    calls.append('S');
                    super.readShallow(value, sink);
                  }

                  @Override
                  public void readDeep(Object value, FieldSink sink) {
                    calls.append('D');
                    super.readDeep(value, sink);
                  }
                });

    Result r = Measurement.run(logging, DataSets.MEDIA_1, Settings.from(p), IsolatedRun.IN_PROCESS);

    assertThat(r.status()).as(r.message()).isEqualTo(Result.Status.OK);
    String deser = "x".repeat(20), shallow = "xS".repeat(20), deep = "xD".repeat(20);
    // Batch 0: deser, +shal, +deep; batch 1: +shal, +deep, deser; batch 2: +deep, deser, +shal.
    String measured = deser + shallow + deep + shallow + deep + deser + deep + deser + shallow;
    assertThat(calls.toString()).endsWith(measured);
  }

  @Test
  void aBlockMeasuresAsManyBatchesAsTheTimeLimitFitsWithinItsBounds() {
    long batch = 200_000_000; // 0.2 s with every phase's passes
    assertThat(PhaseSchedule.blockBatches(100, 20, 10, batch)).isEqualTo(50);
    assertThat(PhaseSchedule.blockBatches(100, 20, 1, batch)).as("the minimum").isEqualTo(20);
    assertThat(PhaseSchedule.blockBatches(100, 20, 100, batch)).as("the target").isEqualTo(100);
    assertThat(PhaseSchedule.blockBatches(100, 20, 0, batch)).as("no limit").isEqualTo(100);
    assertThat(PhaseSchedule.blockBatches(100, 20, 10, 0)).as("no warm-up").isEqualTo(100);
  }

  @Test
  void theSameSeedGivesTheSameSizes() {
    Result first = run(CodecRegistry.byName("json/jackson/databind"));
    Result second = run(CodecRegistry.byName("json/jackson/databind"));

    assertThat(first.status()).as(first.message()).isEqualTo(Result.Status.OK);
    assertThat(second.size()).isEqualTo(first.size());
  }

  @Test
  void aDataSetAfterAnotherInOneJvmGetsTheBytesOfASetUpOfItsOwn() {
    CodecSpec registering = CodecRegistry.byName("kryo-registered");
    Result alone = Measurement.run(registering, DataSets.MEDIA_1, SMALL, IsolatedRun.IN_PROCESS);
    List<Result> after = new java.util.ArrayList<>();
    Measurement.runAll(
        registering,
        List.of(DataSets.TEST_OBJECT, DataSets.MEDIA_1),
        SMALL,
        IsolatedRun.IN_PROCESS,
        ForkPlan.SINGLE,
        after::add);

    assertThat(after).extracting(Result::status).containsOnly(Result.Status.OK);
    assertThat(after.get(1).size()).isEqualTo(alone.size());
    assertThat(after.get(1).cold().freshJvm()).isFalse();
  }

  @Test
  void aCodecThatDropsAFieldFailsNamingCodecDataSetObjectAndField() {
    Result r = run(lossyJackson());

    assertThat(r.status()).isEqualTo(Result.Status.MISMATCH);
    assertThat(r.message())
        .contains("codec test/lossy-jackson, data set TestObject, object #0")
        .contains("field/property 'longValue' differ")
        .doesNotContain("The recursive comparison was performed with this configuration");
    assertThat(r.samples().serNs()).as("no numbers from an unverified round trip").isEmpty();
  }

  @Test
  void aLibraryErrorBecomesAFailedResultNamingThePhase() {
    CodecSpec throwing =
        new CodecSpec(
            "test/throwing",
            "throws on encode",
            List.of(),
            () ->
                new Codec() {
                  @Override
                  public <M> Binding<M, ?> bind(Class<M> type) {
                    return new PojoBinding<M>(type) {
                      @Override
                      public byte[] serialize(M value) {
                        throw new IllegalStateException("cannot encode this");
                      }

                      @Override
                      public M deserialize(byte[] bytes) {
                        throw new AssertionError("never reached");
                      }
                    };
                  }
                });

    Result r = run(throwing);

    assertThat(r.status()).isEqualTo(Result.Status.FAILED);
    assertThat(r.message())
        .isEqualTo("first round trip: java.lang.IllegalStateException: cannot encode this");
  }

  @Test
  void aSlowCodecIsMeasuredWithinTheTimeLimitsButNeverOnFewerThanTheMinimumOfBatches() {
    Properties p = new Properties();
    p.setProperty("serbench.objects", "2");
    p.setProperty("serbench.batches", "1000");
    p.setProperty("serbench.warmup", "1000");
    p.setProperty("serbench.warmupSeconds", "1");
    p.setProperty("serbench.testObjectSeconds", "1");
    CodecSpec slow =
        protobufWith(
            "test/slow",
            "protobuf that sleeps 20 ms per message",
            inner ->
                new Passing(inner) {
                  @Override
                  public byte[] serialize(Object value) throws Exception {
                    Thread.sleep(20);
                    return super.serialize(value);
                  }
                });

    Result r =
        Measurement.run(slow, DataSets.TEST_OBJECT, Settings.from(p), IsolatedRun.IN_PROCESS);

    assertThat(r.status()).as(r.message()).isEqualTo(Result.Status.OK);
    assertThat(r.batches())
        .isBetween(Settings.MIN_TEST_OBJECT_BATCHES, 40)
        .isEqualTo(r.samples().serNs().length);
    assertThat(r.warmup()).isBetween(1, 40);
  }

  @Test
  void aDeclaredUnsupportedDataSetKeepsTheCodecsReason() {
    CodecSpec refusing =
        new CodecSpec(
            "test/refusing",
            "refuses everything",
            List.of(),
            () ->
                new Codec() {
                  @Override
                  public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
                    throw new UnsupportedDataException("no schema for " + type.getSimpleName());
                  }
                });

    Result r = run(refusing);

    assertThat(r.status()).isEqualTo(Result.Status.UNSUPPORTED);
    assertThat(r.message()).contains("no schema for TestObject");
  }
}
