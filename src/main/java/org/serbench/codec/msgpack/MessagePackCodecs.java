package org.serbench.codec.msgpack;

import java.util.List;
import org.serbench.codec.CodecSpec;

/**
 * The registry entries of the {@code msgpack} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class MessagePackCodecs {
  public static final CodecSpec MANUAL =
      new CodecSpec(
              "msgpack/manual",
              "hand-written MessageBufferPacker/MessageUnpacker code, defaults; objects as arrays"
                  + " of fields (no names), null as nil, enums as ordinal; instants as the msgpack"
                  + " timestamp extension",
              List.of("org.msgpack:msgpack-core"),
              MessagePackCodec::new)
          .handWritten();

  private MessagePackCodecs() {}
}
