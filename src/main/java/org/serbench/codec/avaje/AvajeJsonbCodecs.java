package org.serbench.codec.avaje;

import java.util.List;
import org.serbench.codec.CodecSpec;

/**
 * The registry entry of the {@code avaje} family. {@code org.serbench.registry.CodecRegistry} lists
 * it in report order.
 */
public final class AvajeJsonbCodecs {
  public static final CodecSpec JSONB =
      new CodecSpec(
          "json/avaje-jsonb/databind",
          "adapters generated at compile time by avaje-jsonb's annotation processor"
              + " (@Json.Import of the model classes), no reflection; Jsonb.builder().build() with"
              + " its defaults (java.time built in, instants as ISO-8601 strings, nulls left out);"
              + " a JsonType per class, toJsonBytes and fromJson(byte[])",
          List.of("io.avaje:avaje-jsonb"),
          AvajeJsonbCodec::new);

  private AvajeJsonbCodecs() {}
}
