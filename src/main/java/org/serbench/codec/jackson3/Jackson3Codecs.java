package org.serbench.codec.jackson3;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.SafeConfiguration;

/**
 * The registry entries of the {@code jackson3} family: Jackson 3's databind with its own defaults
 * on each format it ships at this release, and on JSON with Jackson 2's defaults as well, so that a
 * reader can tell what the new defaults change from what the new release changes; and jackson-jr 3,
 * Jackson's light bean binder. Jackson 3 ships no Afterburner, Avro or Ion module at the release
 * measured, and its Blackbird refuses to register below Java 25 ({@link #BLACKBIRD_UNAVAILABLE});
 * the Jackson 2 family has all four.
 */
public final class Jackson3Codecs {
  private static final String DATABIND = "tools.jackson.core:jackson-databind";

  /** What Jackson 3's defaults are, said once for every codec of its defaults. */
  private static final String DEFAULTS =
      "Jackson 3's defaults: java.time built in (instants as ISO-8601 strings), properties sorted"
          + " alphabetically, unknown properties skipped, null for a primitive failing";

  public static final CodecSpec JSON =
      new CodecSpec(
              "json/jackson3/databind",
              "JsonMapper.builder().build(), " + DEFAULTS + "; ObjectWriter/ObjectReader per class",
              List.of(DATABIND),
              Jackson3Codec::json)
          .ofAnyClass();

  public static final CodecSpec JSON_JACKSON2_DEFAULTS =
      new CodecSpec(
              "json/jackson3/databind-jackson2-defaults",
              "JsonMapper.builderWithJackson2Defaults().build(): Jackson 3 with Jackson 2's defaults"
                  + " where they differ (dates as timestamps, properties in declaration order,"
                  + " unknown properties failing, null for a primitive read as 0, ...)",
              List.of(DATABIND),
              Jackson3Codec::jsonWithJackson2Defaults)
          .ofAnyClass();

  public static final CodecSpec JR =
      new CodecSpec(
              "json/jackson3-jr/databind",
              "jackson-jr 3 objects: JSON.builder() with its defaults (null properties left out) and"
                  + " one extension reading and writing Instant as its ISO-8601 string (jackson-jr has"
                  + " no Instant support); beans by getters and setters, asBytes and beanFrom",
              List.of("tools.jackson.jr:jackson-jr-objects"),
              Jackson3JrCodec::new)
          .ofAnyClass();

  public static final CodecSpec SMILE =
      new CodecSpec(
              "smile/jackson3/databind",
              "SmileMapper.builder().build(), " + DEFAULTS,
              List.of(DATABIND, "tools.jackson.dataformat:jackson-dataformat-smile"),
              Jackson3Codec::smile)
          .ofAnyClass();

  public static final CodecSpec CBOR =
      new CodecSpec(
              "cbor/jackson3/databind",
              "CBORMapper.builder().build(), " + DEFAULTS,
              List.of(DATABIND, "tools.jackson.dataformat:jackson-dataformat-cbor"),
              Jackson3Codec::cbor)
          .ofAnyClass();

  public static final CodecSpec XML =
      new CodecSpec(
              "xml/jackson3/databind",
              "XmlMapper.builder().build(), " + DEFAULTS,
              List.of(DATABIND, "tools.jackson.dataformat:jackson-dataformat-xml"),
              Jackson3Codec::xml)
          .ofAnyClass();

  public static final CodecSpec PROTOBUF =
      new CodecSpec(
              "protobuf/jackson3/databind",
              "ProtobufMapper.builder().build(), "
                  + DEFAULTS
                  + "; schema generated from the class (ProtobufMapper.generateSchemaFor)",
              List.of(DATABIND, "tools.jackson.dataformat:jackson-dataformat-protobuf"),
              Jackson3Codec::protobuf)
          .ofAnyClass()
          .derivesSchema();

  /**
   * Why {@code json/jackson3+blackbird/databind} is not measured: the report's "Not measured" row,
   * in the library's own words.
   */
  public static final String BLACKBIRD_UNAVAILABLE =
      "jackson-module-blackbird 3.3.0 refuses to register below Java 25 (\"Cannot register"
          + " BlackbirdModule: it requires Java 25 or later\"), and serbench's report is measured"
          + " on JDK 17; Jackson 3 serves no Afterburner, Avro or Ion module at 3.3.0 or 3.1.x";

  /** Every codec of the family, in report order. */
  public static final List<CodecSpec> ALL =
      List.of(JSON, JSON_JACKSON2_DEFAULTS, JR, SMILE, CBOR, XML, PROTOBUF);

  /**
   * Each codec's Jackson 2 counterpart (a codec of the {@code jackson} family, by name): the same
   * format through the same API, which the report's "Jackson 2 or 3" page sets beside it. JSON with
   * Jackson 2's defaults pairs with Jackson 2's JSON as Jackson 3's own defaults do, so that the
   * page tells the release from its defaults.
   */
  public static final Map<String, String> JACKSON2_COUNTERPARTS =
      counterparts(
          JSON, "json/jackson/databind",
          JSON_JACKSON2_DEFAULTS, "json/jackson/databind",
          JR, "json/jackson-jr/databind",
          SMILE, "smile/jackson/databind",
          CBOR, "cbor/jackson/databind",
          XML, "xml/jackson/databind",
          PROTOBUF, "protobuf/jackson/databind");

  private static Map<String, String> counterparts(Object... pairs) {
    Map<String, String> byName = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      byName.put(((CodecSpec) pairs[i]).name(), (String) pairs[i + 1]);
    }
    return Collections.unmodifiableMap(byName);
  }

  /**
   * The gadget probe's safe column: none beyond the default, which reads no class names, as in
   * Jackson 2; the report prints why.
   */
  public static final List<SafeConfiguration> SAFE_CONFIGURATIONS =
      ALL.stream()
          .filter(spec -> spec != JR)
          .map(
              spec ->
                  SafeConfiguration.none(
                      spec.name(),
                      "none beyond the default: Jackson 3 reads a class name only with polymorphic"
                          + " typing (activateDefaultTyping, @JsonTypeInfo), which serbench's codecs"
                          + " leave off, and then its safeguard is a PolymorphicTypeValidator",
                      "MapperBuilder.activateDefaultTyping(PolymorphicTypeValidator, ...) and"
                          + " BasicPolymorphicTypeValidator javadoc (Jackson 3)"))
          .toList();

  private Jackson3Codecs() {}
}
