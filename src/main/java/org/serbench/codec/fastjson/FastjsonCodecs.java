package org.serbench.codec.fastjson;

import java.util.List;
import org.serbench.codec.CodecSpec;

/**
 * The registry entries of the {@code fastjson} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class FastjsonCodecs {
  private static final String FASTJSON2 = "com.alibaba.fastjson2:fastjson2";

  public static final CodecSpec FASTJSON2_JSON =
      new CodecSpec(
          "json/fastjson2/databind",
          "JSON.toJSONBytes/JSON.parseObject, defaults (instants as ISO-8601 strings)",
          List.of(FASTJSON2),
          Fastjson2Codec::json);

  public static final CodecSpec FASTJSON2_JSONB =
      new CodecSpec(
          "jsonb/fastjson2",
          "JSONB.toBytes/JSONB.parseObject, defaults (binary JSONB, field names written)",
          List.of(FASTJSON2),
          Fastjson2Codec::jsonb);

  public static final CodecSpec FASTJSON =
      new CodecSpec(
          "json/fastjson/databind",
          "fastjson 1.x, JSON.toJSONBytes/JSON.parseObject, defaults (instants as ISO-8601"
              + " strings)",
          List.of("com.alibaba:fastjson"),
          FastjsonCodec::new);

  private FastjsonCodecs() {}
}
