package org.serbench.engine;

import java.util.List;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.FieldSink;

/**
 * The harness's own floor: a binding that does no work, measured with the same loops, sink and
 * protocol as every codec, in a JVM of its own. What it costs per object is what the harness adds
 * to every figure of the report (target: at most a few nanoseconds), and the report prints it.
 */
public final class HarnessFloor {
  /** The name its results carry; it is no codec and is ranked nowhere. */
  public static final String NAME = "harness-floor";

  private static final byte[] BYTES = {1};
  private static final Object DECODED = new Object();

  private HarnessFloor() {}

  /** The floor as a codec spec, for the measuring JVM. */
  public static CodecSpec spec() {
    return new CodecSpec(
        NAME,
        "identity: create returns the model, ser a constant array, deser a constant object",
        List.of(),
        () ->
            new Codec() {
              @Override
              @SuppressWarnings("unchecked")
              public <M> Binding<M, ?> bind(Class<M> type) {
                return (Binding<M, ?>) new Identity<>();
              }
            });
  }

  /** Whether a binding is the floor's, which has nothing to check. */
  static boolean isFloor(Binding<?, ?> binding) {
    return binding instanceof Identity;
  }

  private static final class Identity<M> implements Binding<M, Object> {
    @Override
    public Object create(M model) {
      return model;
    }

    @Override
    public byte[] serialize(Object value) {
      return BYTES;
    }

    @Override
    public Object deserialize(byte[] bytes) {
      return DECODED;
    }

    @Override
    public void readDeep(Object value, FieldSink sink) {
      sink.consume(value == DECODED);
    }

    @Override
    public void readShallow(Object value, FieldSink sink) {
      sink.consume(value == DECODED);
    }

    @Override
    @SuppressWarnings("unchecked")
    public M toModel(Object value) {
      throw new UnsupportedOperationException("the harness floor decodes nothing to check");
    }
  }
}
