package org.serbench.codec.thrift;

import java.util.List;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.EvolutionSpec;

/**
 * The registry entries of the {@code thrift} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class ThriftCodecs {
  public static final CodecSpec BINARY =
      new CodecSpec(
              "thrift",
              "TBinaryProtocol; hand-written TProtocol code, no compiler on Maven Central"
                  + " (src/main/thrift); reused TIOStreamTransport and TMemoryInputTransport as"
                  + " TSerializer/TDeserializer; instants as i64 millis, the Set as a thrift set,"
                  + " nullable fields optional, enums as thrift enums",
              List.of("org.apache.thrift:libthrift"),
              ThriftCodec::binary)
          .schemaGenerated();

  public static final CodecSpec COMPACT =
      new CodecSpec(
              "thrift-compact",
              "as thrift, with TCompactProtocol",
              List.of("org.apache.thrift:libthrift"),
              ThriftCodec::compact)
          .schemaGenerated();

  /**
   * The rows of the evolution matrix: thrift and thrift-compact on the structs of {@code
   * src/main/thrift/evolution_v1.thrift} and {@code evolution_v2.thrift} (see {@code
   * ThriftEvolution}).
   */
  public static final List<EvolutionSpec> EVOLUTION =
      List.of(
          new EvolutionSpec(
              "thrift",
              "TBinaryProtocol; hand-written TProtocol code of evolution_v1/v2.thrift as the"
                  + " compiler generates it (src/main/thrift): fields written in id order,"
                  + " primitives always, strings and enums when not null, MakeNullable's"
                  + " optional count when set; the reader skips an unknown id or a field of"
                  + " another wire type (TProtocolUtil.skip), an unknown enum value reads as null",
              List.of("org.apache.thrift:libthrift"),
              ThriftEvolution::binary),
          new EvolutionSpec(
              "thrift-compact",
              "as thrift, with TCompactProtocol",
              List.of("org.apache.thrift:libthrift"),
              ThriftEvolution::compact));

  private ThriftCodecs() {}
}
