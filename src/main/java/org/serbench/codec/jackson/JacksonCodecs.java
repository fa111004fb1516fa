package org.serbench.codec.jackson;

import com.fasterxml.jackson.module.afterburner.AfterburnerModule;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import java.util.List;
import java.util.stream.Stream;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.SafeConfiguration;

/**
 * The registry entries of the {@code jackson} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class JacksonCodecs {
  private static final String JACKSON_DATABIND = "com.fasterxml.jackson.core:jackson-databind";
  private static final String JACKSON_JSR310 =
      "com.fasterxml.jackson.datatype:jackson-datatype-jsr310";

  public static final CodecSpec DATABIND =
      new CodecSpec(
              "json/jackson/databind",
              "JsonMapper with JavaTimeModule, defaults otherwise (instants as decimal"
                  + " seconds.nanoseconds); ObjectWriter/ObjectReader per class",
              List.of(JACKSON_DATABIND, JACKSON_JSR310),
              JacksonJsonCodec::new)
          .ofAnyClass();

  public static final CodecSpec DATABIND_MILLIS =
      new CodecSpec(
              "json/jackson/databind-millis",
              "as json/jackson/databind, with instants as epoch milliseconds (JavaTimeModule with"
                  + " WRITE_DATE_TIMESTAMPS_AS_NANOSECONDS and READ_DATE_TIMESTAMPS_AS_NANOSECONDS"
                  + " off), as performance-playground's Jackson wrote them; finer instants are lost",
              List.of(JACKSON_DATABIND, JACKSON_JSR310),
              JacksonJsonCodec::epochMillis)
          .ofAnyClass();

  public static final CodecSpec DATABIND_AFTERBURNER =
      new CodecSpec(
              "json/jackson+afterburner/databind",
              "as json/jackson/databind, plus AfterburnerModule (bytecode-generated accessors)",
              List.of(
                  JACKSON_DATABIND,
                  JACKSON_JSR310,
                  "com.fasterxml.jackson.module:jackson-module-afterburner"),
              () -> new JacksonJsonCodec(new AfterburnerModule()))
          .ofAnyClass();

  public static final CodecSpec DATABIND_BLACKBIRD =
      new CodecSpec(
              "json/jackson+blackbird/databind",
              "as json/jackson/databind, plus BlackbirdModule (LambdaMetafactory accessors)",
              List.of(
                  JACKSON_DATABIND,
                  JACKSON_JSR310,
                  "com.fasterxml.jackson.module:jackson-module-blackbird"),
              () -> new JacksonJsonCodec(new BlackbirdModule()))
          .ofAnyClass();

  public static final CodecSpec JSON_MANUAL =
      new CodecSpec(
              "json/jackson/manual",
              "hand-written JsonGenerator/JsonParser code on a default JsonFactory; instants as epoch"
                  + " millis, enums by name, nulls written as null; fields read by name",
              List.of("com.fasterxml.jackson.core:jackson-core"),
              JacksonStreamingCodec::json)
          .handWritten();

  public static final CodecSpec JR =
      new CodecSpec(
              "json/jackson-jr/databind",
              "jackson-jr objects: JSON.builder() with its defaults (null properties left out) and"
                  + " one extension reading and writing Instant as its ISO-8601 string (jackson-jr has"
                  + " no Instant support); beans by getters and setters, asBytes and beanFrom",
              List.of("com.fasterxml.jackson.jr:jackson-jr-objects"),
              JacksonJrCodec::new)
          .ofAnyClass();

  public static final CodecSpec SMILE_DATABIND =
      new CodecSpec(
              "smile/jackson/databind",
              "SmileMapper with JavaTimeModule, defaults otherwise (shared field names on, shared"
                  + " string values off; instants as decimal seconds.nanoseconds)",
              List.of(
                  JACKSON_DATABIND,
                  JACKSON_JSR310,
                  "com.fasterxml.jackson.dataformat:jackson-dataformat-smile"),
              JacksonDatabindCodec::smile)
          .ofAnyClass();

  public static final CodecSpec SMILE_MANUAL =
      new CodecSpec(
              "smile/jackson/manual",
              "as json/jackson/manual, on a default SmileFactory",
              List.of(
                  "com.fasterxml.jackson.core:jackson-core",
                  "com.fasterxml.jackson.dataformat:jackson-dataformat-smile"),
              JacksonStreamingCodec::smile)
          .handWritten();

  public static final CodecSpec CBOR_DATABIND =
      new CodecSpec(
              "cbor/jackson/databind",
              "CBORMapper with JavaTimeModule, defaults otherwise (instants as decimal"
                  + " seconds.nanoseconds)",
              List.of(
                  JACKSON_DATABIND,
                  JACKSON_JSR310,
                  "com.fasterxml.jackson.dataformat:jackson-dataformat-cbor"),
              JacksonDatabindCodec::cbor)
          .ofAnyClass();

  public static final CodecSpec ION_DATABIND =
      new CodecSpec(
              "ion/jackson/databind",
              "IonObjectMapper with JavaTimeModule, defaults otherwise (text Ion; instants as Ion"
                  + " decimals)",
              List.of(
                  JACKSON_DATABIND,
                  JACKSON_JSR310,
                  "com.fasterxml.jackson.dataformat:jackson-dataformat-ion",
                  "com.amazon.ion:ion-java"),
              JacksonDatabindCodec::ion)
          .ofAnyClass();

  public static final CodecSpec MSGPACK_DATABIND =
      new CodecSpec(
              "msgpack/jackson/databind",
              "ObjectMapper on MessagePackFactory with JavaTimeModule, defaults otherwise (instants as"
                  + " float64 seconds)",
              List.of(
                  JACKSON_DATABIND,
                  JACKSON_JSR310,
                  "org.msgpack:jackson-dataformat-msgpack",
                  "org.msgpack:msgpack-core"),
              JacksonDatabindCodec::msgpack)
          .ofAnyClass();

  public static final CodecSpec BSON_DATABIND =
      new CodecSpec(
              "bson/jackson/databind",
              "ObjectMapper on bson4jackson's BsonFactory with JavaTimeModule, defaults otherwise"
                  + " (instants as BSON doubles of seconds)",
              List.of(JACKSON_DATABIND, JACKSON_JSR310, "de.undercouch:bson4jackson"),
              JacksonDatabindCodec::bson)
          .ofAnyClass();

  public static final CodecSpec XML_DATABIND =
      new CodecSpec(
              "xml/jackson/databind",
              "XmlMapper on Woodstox with JavaTimeModule, defaults otherwise (wrapped lists;"
                  + " instants as decimal seconds.nanoseconds)",
              List.of(
                  JACKSON_DATABIND,
                  JACKSON_JSR310,
                  "com.fasterxml.jackson.dataformat:jackson-dataformat-xml",
                  "com.fasterxml.woodstox:woodstox-core"),
              JacksonDatabindCodec::xml)
          .ofAnyClass();

  public static final CodecSpec PROTOBUF_DATABIND =
      new CodecSpec(
              "protobuf/jackson/databind",
              "ProtobufMapper with JavaTimeModule, defaults otherwise; schema generated from the class"
                  + " (ProtobufMapper.generateSchemaFor); instants as double seconds",
              List.of(
                  JACKSON_DATABIND,
                  JACKSON_JSR310,
                  "com.fasterxml.jackson.dataformat:jackson-dataformat-protobuf"),
              JacksonDatabindCodec::protobuf)
          .ofAnyClass()
          .derivesSchema();

  public static final CodecSpec AVRO_DATABIND =
      new CodecSpec(
              "avro/jackson/databind",
              "AvroMapper with Avro's AvroJavaTimeModule (instants as timestamp-millis longs; Jackson's"
                  + " JavaTimeModule would write decimal strings); schema generated from the class with"
                  + " logical types",
              List.of(
                  JACKSON_DATABIND,
                  JACKSON_JSR310,
                  "com.fasterxml.jackson.dataformat:jackson-dataformat-avro",
                  "org.apache.avro:avro"),
              JacksonDatabindCodec::avro)
          .ofAnyClass()
          .derivesSchema();

  /**
   * The gadget probe's safe column: none beyond the default for the databind codecs, which read no
   * class names; the report prints why.
   */
  public static final List<SafeConfiguration> SAFE_CONFIGURATIONS =
      Stream.of(
              DATABIND,
              DATABIND_MILLIS,
              DATABIND_AFTERBURNER,
              DATABIND_BLACKBIRD,
              SMILE_DATABIND,
              CBOR_DATABIND,
              ION_DATABIND,
              MSGPACK_DATABIND,
              BSON_DATABIND,
              XML_DATABIND,
              PROTOBUF_DATABIND,
              AVRO_DATABIND)
          .map(
              spec ->
                  SafeConfiguration.none(
                      spec.name(),
                      "no safe configuration beyond the default, which is Jackson's own: it reads"
                          + " a class name only where polymorphic typing is on (activateDefaultTyping"
                          + " or @JsonTypeInfo), which serbench's codecs leave off; with it on, the"
                          + " safeguard is a PolymorphicTypeValidator allow-list",
                      "ObjectMapper.activateDefaultTyping(PolymorphicTypeValidator, ...) and"
                          + " BasicPolymorphicTypeValidator javadoc (Jackson 2.10 and later)"))
          .toList();

  /**
   * The evolution matrix's Jackson rows: json/jackson/databind with Jackson's documented switch for
   * a reader that meets properties its class does not have, and avro/jackson/databind reading with
   * the writer's schema. They are not measured, and not in the registry's list of codecs.
   */
  public static final List<CodecSpec> EVOLUTION_MODES =
      List.of(
          CodecSpec.forClasses(
              "json/jackson/databind-ignore-unknown",
              "as json/jackson/databind, with DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES"
                  + " disabled (Jackson's documented way to let a reader skip the properties its"
                  + " class does not have instead of failing)",
              List.of(JACKSON_DATABIND, JACKSON_JSR310),
              List.of(),
              classes -> JacksonJsonCodec.ignoringUnknown()),
          CodecSpec.forClasses(
              "json/jackson/databind-unknown-enum-default",
              "as json/jackson/databind, with"
                  + " DeserializationFeature.READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE (Jackson's"
                  + " documented way to read an enum value the reader lacks as the constant marked"
                  + " @JsonEnumDefaultValue, RED here)",
              List.of(JACKSON_DATABIND, JACKSON_JSR310),
              List.of(),
              classes -> JacksonJsonCodec.unknownEnumAsDefault()),
          CodecSpec.forClasses(
              "avro/jackson/databind-writer-schema",
              "as avro/jackson/databind, with the writer's schema as the reader's (AvroSchema"
                  + ".withReaderSchema, jackson-dataformat-avro's documented way to read data of"
                  + " another schema); the writer's schema travels ahead of the datum, as a"
                  + " container file's header or a schema registry gives it",
              List.of(
                  JACKSON_DATABIND,
                  "com.fasterxml.jackson.dataformat:jackson-dataformat-avro",
                  "org.apache.avro:avro"),
              List.of(),
              classes -> new JacksonAvroWriterSchemaCodec()));

  private JacksonCodecs() {}
}
