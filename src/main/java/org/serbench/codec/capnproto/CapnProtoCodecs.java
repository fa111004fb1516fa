package org.serbench.codec.capnproto;

import java.util.List;
import org.serbench.codec.CodecSpec;

/**
 * The registry entries of the {@code capnproto} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class CapnProtoCodecs {
  public static final CodecSpec CAPNPROTO =
      new CodecSpec(
          "capnproto",
          "generated structs (capnpc-java from capnp-maven-plugin, src/main/capnp); create fills"
              + " a new default MessageBuilder, ser is Serialize.write (unpacked) into an"
              + " exact-size array, deser Serialize.read plus accessor reads; instants as Int64"
              + " millis, the set as a List, a null string as a null pointer, the nullable"
              + " bitrate as a union with Void",
          List.of("org.capnproto:runtime"),
          CapnProtoCodec::new);

  private CapnProtoCodecs() {}
}
