package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.FieldSink;
import org.serbench.data.DataSets;
import org.serbench.model.TestObject;
import org.serbench.registry.CodecRegistry;

/**
 * Every timed pass of ser and +same does its work, even for a message that keeps its encoding, as
 * ActiveMQ's generated buffers do.
 */
class TimingLoopsTest {
  private static final int OBJECTS = 20;

  /** A protobuf message that keeps its bytes once encoded and hands them back on later calls. */
  private static final class Keeping {
    final Object message;
    byte[] bytes;

    Keeping(Object message) {
      this.message = message;
    }
  }

  /** protobuf's binding on {@link Keeping} messages, counting the encodings it really makes. */
  private static final class KeepingBinding implements Binding<Object, Keeping> {
    final AtomicLong encodings;
    private final Binding<Object, Object> inner;

    @SuppressWarnings("unchecked")
    KeepingBinding(Class<?> type, AtomicLong encodings) throws Exception {
      this.inner =
          (Binding<Object, Object>) CodecRegistry.byName("protobuf").factory().get().bind(type);
      this.encodings = encodings;
    }

    @Override
    public Keeping create(Object model) {
      return new Keeping(inner.create(model));
    }

    @Override
    public byte[] serialize(Keeping value) throws Exception {
      if (value.bytes == null) {
        encodings.incrementAndGet();
        value.bytes = inner.serialize(value.message);
      }
      return value.bytes;
    }

    @Override
    public Keeping deserialize(byte[] bytes) throws Exception {
      return new Keeping(inner.deserialize(bytes));
    }

    @Override
    public void readDeep(Keeping value, FieldSink sink) {
      inner.readDeep(value.message, sink);
    }

    @Override
    public void readShallow(Keeping value, FieldSink sink) {
      inner.readShallow(value.message, sink);
    }

    @Override
    public Object toModel(Keeping value) {
      return inner.toModel(value.message);
    }
  }

  private static TimingLoops<Object, Keeping> loops(AtomicLong encodings) throws Exception {
    List<Object> models =
        List.copyOf(DataSets.TEST_OBJECT.generate(Settings.DEFAULT_SEED, OBJECTS));
    TimingLoops<Object, Keeping> loops =
        new TimingLoops<>(new KeepingBinding(TestObject.class, encodings), models);
    loops.prepareNatives();
    loops.prepareEncoded();
    return loops;
  }

  private static long batchBytes(byte[][] encoded) {
    long bytes = 0;
    for (byte[] message : encoded) {
      bytes += message.length;
    }
    return bytes;
  }

  @Test
  void everyPassOfSerEncodesEveryObjectAgainAndAllocatesAtLeastItsBytes() throws Exception {
    AtomicLong encodings = new AtomicLong();
    TimingLoops<Object, Keeping> loops = loops(encodings);
    assertThat(encodings).as("the cold batch").hasValue(OBJECTS);
    long bytes = batchBytes(loops.encoded());

    for (int call = 1; call <= 3; call++) {
      long before = encodings.get();
      loops.serialize(4);

      assertThat(encodings.get() - before).as("call %d: 4 passes", call).isEqualTo(4L * OBJECTS);
      assertThat(loops.serAllocated())
          .as("call %d: bytes allocated per pass, against the batch's %d encoded", call, bytes)
          .isGreaterThanOrEqualTo(bytes);
    }
  }

  @Test
  void everyCallOfSameEncodesANativeOfItsOwnNeverEncodedBefore() throws Exception {
    AtomicLong encodings = new AtomicLong();
    TimingLoops<Object, Keeping> loops = loops(encodings);

    for (int call = 1; call <= 3; call++) {
      long before = encodings.get();
      loops.serializeSame(2);

      assertThat(encodings.get() - before).as("call %d: 2 passes", call).isEqualTo(2L * OBJECTS);
    }
  }

  private static Settings small() {
    Properties p = new Properties();
    p.setProperty("serbench.objects", Integer.toString(OBJECTS));
    p.setProperty("serbench.batches", "3");
    p.setProperty("serbench.warmup", "1");
    p.setProperty("serbench.measureSeconds", "0");
    p.setProperty("serbench.phaseMillis", "0");
    p.setProperty("serbench.scaling", "none");
    p.setProperty("serbench.cpu", "any");
    return Settings.from(p);
  }

  private static void assertSerAllocatesItsBytes(Result r) {
    assertThat(r.status()).as(r.message()).isEqualTo(Result.Status.OK);
    assertThat(r.samples().serAllocBytes()).hasSize(3);
    for (long alloc : r.samples().serAllocBytes()) {
      assertThat(alloc).as("a batch's ser allocation").isGreaterThanOrEqualTo(r.size().bytes());
    }
  }

  @Test
  void activeMqsBuffersWhichKeepTheirBytesAreEncodedInEveryTimedSer() {
    Result r =
        Measurement.run(
            CodecRegistry.byName("protobuf/activemq+alt"),
            DataSets.MEDIA_1,
            small(),
            IsolatedRun.IN_PROCESS);

    assertSerAllocatesItsBytes(r);
  }

  @Test
  void theWholeProtocolEncodesInEveryTimedSerAndCountsTheAllocationOfTheEncodingAlone() {
    AtomicLong encodings = new AtomicLong();
    CodecSpec keeping =
        new CodecSpec(
            "test/keeping",
            "protobuf whose messages keep their bytes once encoded",
            List.of(),
            () ->
                new Codec() {
                  @Override
                  @SuppressWarnings("unchecked")
                  public <M> Binding<M, ?> bind(Class<M> type) {
                    try {
                      return (Binding<M, ?>) (Binding<?, ?>) new KeepingBinding(type, encodings);
                    } catch (Exception e) {
                      throw new IllegalStateException(e);
                    }
                  }
                });
    Result r = Measurement.run(keeping, DataSets.TEST_OBJECT, small(), IsolatedRun.IN_PROCESS);

    // The first round trip and the cold batch; then, in the warm-up and in each of the three
    // measured batches, one pass each of ser and +same, every object encoded anew.
    assertThat(encodings.get()).isGreaterThanOrEqualTo(1 + OBJECTS + 4 * 2L * OBJECTS);
    assertSerAllocatesItsBytes(r);
  }
}
