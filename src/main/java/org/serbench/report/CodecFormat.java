package org.serbench.report;

import java.util.List;

/**
 * The formats a codec writes, as its name says them: {@code json/...} is JSON and {@code xml/...}
 * XML, in jvm-serializers' naming; a codec without such a prefix writes its library's own binary
 * format, as do {@code smile/}, {@code cbor/}, {@code jsonb/} and the other binary prefixes. Fast
 * Infoset is XML in a binary encoding, so it counts as both; Jackson's Ion writes Ion text, which
 * is none of the three. The codecs' tags ({@code CodecSpec.tags()}) say the same, and {@code
 * CodecTagsTest} holds the two together.
 */
public enum CodecFormat {
  JSON("JSON"),
  BINARY("binary"),
  XML("XML");

  final String label;

  CodecFormat(String label) {
    this.label = label;
  }

  /** Whether a codec writes this format. */
  boolean of(String codec) {
    return formats(codec).contains(this);
  }

  /**
   * The tag of the format's codecs ({@code -Dserbench.tags}): {@code json}, {@code binary}, {@code
   * xml}.
   */
  public String tag() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  /** The formats a codec writes, by its name. */
  public static List<CodecFormat> formats(String codec) {
    if (codec.startsWith("json/")) {
      return List.of(JSON);
    }
    if (codec.startsWith("xml/fastinfo")) {
      return List.of(XML, BINARY);
    }
    if (codec.startsWith("xml/")) {
      return List.of(XML);
    }
    if (codec.startsWith("ion/")) {
      return List.of();
    }
    return List.of(BINARY);
  }
}
