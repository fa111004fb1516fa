package org.serbench.codec.xson;

import java.util.List;
import org.serbench.codec.CodecSpec;

/**
 * The registry entries of the {@code xson} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class XsonCodecs {
  public static final CodecSpec XSON =
      new CodecSpec(
          "xson",
          "XSON.encode/XSON.decode defaults (references shared) plus a"
              + " XsonSupport.addCustomSerializer writer/reader for Instant as epoch millis, like"
              + " XSON's own java.util.Date, a finer instant under a second class name with its"
              + " nanos (XSON alone cannot decode Instant)",
          List.of("org.xson:xson"),
          XsonCodec::new);

  private XsonCodecs() {}
}
