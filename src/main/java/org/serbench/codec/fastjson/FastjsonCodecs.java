package org.serbench.codec.fastjson;

import java.util.List;
import org.serbench.codec.ClassNamingWriter;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.SafeConfiguration;

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
              Fastjson2Codec::json)
          .ofAnyClass();

  public static final CodecSpec FASTJSON2_JSONB =
      new CodecSpec(
              "jsonb/fastjson2",
              "JSONB.toBytes/JSONB.parseObject, defaults (binary JSONB, field names written)",
              List.of(FASTJSON2),
              Fastjson2Codec::jsonb)
          .ofAnyClass();

  public static final CodecSpec FASTJSON =
      new CodecSpec(
              "json/fastjson/databind",
              "fastjson 1.x, JSON.toJSONBytes/JSON.parseObject, defaults (instants as ISO-8601"
                  + " strings)",
              List.of("com.alibaba:fastjson"),
              FastjsonCodec::new)
          .ofAnyClass();

  private static final String FASTJSON2_DEFAULT_IS_SAFE =
      "no safe configuration beyond the default, which is fastjson2's own: autoType is off"
          + " (JSONReader.Feature.SupportAutoType not set), so an @type is not acted on";
  private static final String FASTJSON2_AUTOTYPE_DOCUMENTATION =
      "fastjson2 wiki, \"autotype\" security notes: autoType off by default, SupportAutoType and"
          + " autoTypeFilter allow-lists to turn it on";

  /**
   * The gadget probe's safe column: fastjson 1.x's safe mode; fastjson2's default already reads no
   * class names.
   */
  public static final List<SafeConfiguration> SAFE_CONFIGURATIONS =
      List.of(
          SafeConfiguration.none(
              FASTJSON2_JSON.name(), FASTJSON2_DEFAULT_IS_SAFE, FASTJSON2_AUTOTYPE_DOCUMENTATION),
          SafeConfiguration.none(
              FASTJSON2_JSONB.name(), FASTJSON2_DEFAULT_IS_SAFE, FASTJSON2_AUTOTYPE_DOCUMENTATION),
          SafeConfiguration.of(
              FASTJSON.name(),
              "as json/fastjson/databind, reading through a ParserConfig with setSafeMode(true)"
                  + " (every @type refused, whatever the white-list or the expected class)",
              "fastjson wiki, \"fastjson_safemode\" (safeMode, since 1.2.68)",
              FastjsonUntrusted::fastjsonSafeMode));

  /**
   * fastjson writes no {@code "@type"} by default but reads one where it finds it: the probe's
   * bytes come from the same library with its {@code WriteClassName} feature.
   */
  public static final List<ClassNamingWriter> CLASS_NAMING_WRITERS =
      List.of(
          new ClassNamingWriter(
              FASTJSON2_JSON.name(),
              "fastjson2 with JSONWriter.Feature.WriteClassName",
              FastjsonUntrusted::fastjson2JsonNamingClasses),
          new ClassNamingWriter(
              FASTJSON2_JSONB.name(),
              "fastjson2 JSONB with JSONWriter.Feature.WriteClassName",
              FastjsonUntrusted::fastjson2JsonbNamingClasses),
          new ClassNamingWriter(
              FASTJSON.name(),
              "fastjson with SerializerFeature.WriteClassName",
              FastjsonUntrusted::fastjsonNamingClasses));

  private FastjsonCodecs() {}
}
