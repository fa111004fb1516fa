package org.serbench.codec.protobuf;

import java.util.List;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.EvolutionSpec;

/**
 * The registry entries of the {@code protobuf} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class ProtobufCodecs {
  public static final CodecSpec PROTOBUF =
      new CodecSpec(
              "protobuf",
              "generated messages (protoc, src/main/proto); toByteArray/parseFrom; nullable fields as"
                  + " proto3 optional; instants as int64 millis",
              List.of("com.google.protobuf:protobuf-java"),
              ProtobufCodec::new)
          .schemaGenerated();

  public static final CodecSpec JSON =
      new CodecSpec(
              "json/protobuf",
              "protobuf-java-util JsonFormat default printer (indented, int64 as strings) and parser"
                  + " on the protobuf codec's generated messages; instants as int64 millis",
              List.of(
                  "com.google.protobuf:protobuf-java", "com.google.protobuf:protobuf-java-util"),
              ProtobufJsonCodec::new)
          .schemaGenerated();

  /**
   * The rows of the evolution matrix: protobuf on the messages of {@code
   * src/main/proto/evolution_v1.proto} and {@code evolution_v2.proto} (see {@code
   * ProtobufEvolution}).
   */
  public static final List<EvolutionSpec> EVOLUTION =
      List.of(
          new EvolutionSpec(
              "protobuf",
              "generated proto3 messages of evolution_v1/v2.proto (protoc), reached through"
                  + " their descriptors; toByteArray/parseFrom; the reader keeps unknown fields"
                  + " and values of another wire type aside as protobuf does, an unknown enum"
                  + " number reads as UNRECOGNIZED; MakeNullable's count proto3 optional in v2",
              List.of("com.google.protobuf:protobuf-java"),
              ProtobufEvolution::new));

  private ProtobufCodecs() {}
}
