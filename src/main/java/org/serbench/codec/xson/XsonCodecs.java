package org.serbench.codec.xson;

import java.util.List;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.SafeConfiguration;

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
              XsonCodec::new)
          .ofAnyClass();

  /** The gadget probe's safe column: XSON offers none. */
  public static final List<SafeConfiguration> SAFE_CONFIGURATIONS =
      List.of(
          SafeConfiguration.none(
              XSON.name(),
              "XSON 1.0.2, its only release, has no class allow-list, filter or registration:"
                  + " XSON.decode builds whatever class the bytes name",
              "XSON's API (XSON.encode/decode, XsonSupport) and its README: no such option"));

  private XsonCodecs() {}
}
