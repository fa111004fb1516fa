package org.serbench.codec.thrift;

import java.util.List;
import org.serbench.codec.CodecSpec;

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
          ThriftCodec::binary);

  public static final CodecSpec COMPACT =
      new CodecSpec(
          "thrift-compact",
          "as thrift, with TCompactProtocol",
          List.of("org.apache.thrift:libthrift"),
          ThriftCodec::compact);

  private ThriftCodecs() {}
}
