package org.serbench.codec.flatbuffers;

import java.util.List;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.EvolutionSpec;

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
              FlatBuffersCodec::new)
          .schemaGenerated();

  /**
   * The schema row of the evolution matrix (the messages in {@code
   * src/main/flatbuffers/evolution_v1.fbs} and {@code evolution_v2.fbs}): what each version of the
   * tables reads from the other's buffers.
   */
  public static final List<EvolutionSpec> EVOLUTION =
      List.of(
          new EvolutionSpec(
              "flatbuffers",
              "generated tables (flatc 2.0.8, evolution_v1.fbs and evolution_v2.fbs, a namespace"
                  + " per version), every field's slot fixed by (id: n) = tag - 1; written with"
                  + " start/add/end, a field without a value left out (and a scalar equal to its"
                  + " default, as the adders do), read with getRootAs and the accessors; the"
                  + " removed field deprecated, the nullable count an optional scalar (= null), a"
                  + " Color number the reader's enum does not name read as that number",
              List.of("com.google.flatbuffers:flatbuffers-java"),
              FlatBuffersEvolution::forVersion));

  private FlatBuffersCodecs() {}
}
