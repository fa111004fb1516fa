package org.serbench.codec.moshi;

import java.util.List;
import org.serbench.codec.CodecSpec;

/**
 * The registry entry of the {@code moshi} family. {@code org.serbench.registry.CodecRegistry} lists
 * it in report order.
 */
public final class MoshiCodecs {
  public static final CodecSpec DATABIND =
      new CodecSpec(
              "json/moshi/databind",
              "new Moshi.Builder() with its defaults (reflective ClassJsonAdapter over fields, nulls"
                  + " left out) and one adapter writing Instant as its ISO-8601 string (Moshi refuses"
                  + " platform types without one); a JsonAdapter per class, to and from an Okio"
                  + " Buffer",
              List.of("com.squareup.moshi:moshi"),
              MoshiCodec::defaults)
          .ofAnyClass();

  private MoshiCodecs() {}
}
