package org.serbench.codec.activemq;

import java.util.List;
import org.serbench.codec.CodecSpec;

/**
 * The registry entries of the {@code activemq} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class ActiveMqCodecs {
  public static final CodecSpec ALT =
      new CodecSpec(
              "protobuf/activemq+alt",
              "messages from activemq-protobuf's alt generator (proto2, src/main/activemq-protobuf);"
                  + " create fills a bean and freezes it, toUnframedByteArray/parseUnframed (decoding"
                  + " is lazy, forced by the deep read); nullable fields optional; instants as int64"
                  + " millis",
              List.of("org.apache.activemq.protobuf:activemq-protobuf"),
              ActiveMqProtobufCodec::new)
          .schemaGenerated();

  private ActiveMqCodecs() {}
}
