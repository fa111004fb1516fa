package org.serbench.codec.flatbuffers;

import java.util.List;
import org.serbench.codec.CodecSpec;

/**
 * The registry entries of the {@code flatbuffers} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class FlatBuffersCodecs {
  public static final CodecSpec FLATBUFFERS =
      new CodecSpec(
          "flatbuffers",
          "generated tables (flatc 2.0.8, src/main/flatbuffers); the buffer is built in create"
              + " (new FlatBufferBuilder() per object), ser only copies the finished bytes out;"
              + " deser wraps them (getRootAs) and reads lazily through the accessors; instants"
              + " as long millis, the set as a vector of tables, a null as a field left out (the"
              + " bitrate an optional scalar, = null)",
          List.of("com.google.flatbuffers:flatbuffers-java"),
          FlatBuffersCodec::new);

  private FlatBuffersCodecs() {}
}
