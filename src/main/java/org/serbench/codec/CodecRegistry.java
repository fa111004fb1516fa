package org.serbench.codec;

import com.fasterxml.jackson.module.afterburner.AfterburnerModule;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Every codec serbench measures: one explicit list, in report order. A duplicate name fails at
 * start.
 */
public final class CodecRegistry {
  private static final String JACKSON_DATABIND = "com.fasterxml.jackson.core:jackson-databind";
  private static final String JACKSON_JSR310 =
      "com.fasterxml.jackson.datatype:jackson-datatype-jsr310";

  private static final List<CodecSpec> ALL = unique(specs());

  private static List<CodecSpec> specs() {
    List<CodecSpec> specs = new ArrayList<>();
    specs.add(
        new CodecSpec(
            "json/jackson/databind",
            "JsonMapper with JavaTimeModule, defaults otherwise (instants as decimal"
                + " seconds.nanoseconds); ObjectWriter/ObjectReader per class",
            List.of(JACKSON_DATABIND, JACKSON_JSR310),
            JacksonJsonCodec::new));
    specs.add(
        new CodecSpec(
            "json/jackson+afterburner/databind",
            "as json/jackson/databind, plus AfterburnerModule (bytecode-generated accessors)",
            List.of(
                JACKSON_DATABIND,
                JACKSON_JSR310,
                "com.fasterxml.jackson.module:jackson-module-afterburner"),
            () -> new JacksonJsonCodec(new AfterburnerModule())));
    specs.add(
        new CodecSpec(
            "json/jackson+blackbird/databind",
            "as json/jackson/databind, plus BlackbirdModule (LambdaMetafactory accessors)",
            List.of(
                JACKSON_DATABIND,
                JACKSON_JSR310,
                "com.fasterxml.jackson.module:jackson-module-blackbird"),
            () -> new JacksonJsonCodec(new BlackbirdModule())));
    specs.add(
        new CodecSpec(
            "protobuf",
            "generated messages (protoc, src/main/proto); toByteArray/parseFrom; instants as int64"
                + " millis",
            List.of("com.google.protobuf:protobuf-java"),
            ProtobufCodec::new));

    // Family A: JDK serialization, Hessian, JBoss Marshalling, XSON.

    // (end of family A)

    // Family B: Jackson dataformats, MessagePack, BSON.
    specs.add(
        new CodecSpec(
            "json/jackson/manual",
            "hand-written JsonGenerator/JsonParser code on a default JsonFactory; instants as epoch"
                + " millis; fields read by name",
            List.of("com.fasterxml.jackson.core:jackson-core"),
            JacksonStreamingCodec::json));
    specs.add(
        new CodecSpec(
            "smile/jackson/databind",
            "SmileMapper with JavaTimeModule, defaults otherwise (shared field names on, shared"
                + " string values off; instants as decimal seconds.nanoseconds)",
            List.of(
                JACKSON_DATABIND,
                JACKSON_JSR310,
                "com.fasterxml.jackson.dataformat:jackson-dataformat-smile"),
            JacksonDatabindCodec::smile));
    specs.add(
        new CodecSpec(
            "smile/jackson/manual",
            "as json/jackson/manual, on a default SmileFactory",
            List.of(
                "com.fasterxml.jackson.core:jackson-core",
                "com.fasterxml.jackson.dataformat:jackson-dataformat-smile"),
            JacksonStreamingCodec::smile));
    specs.add(
        new CodecSpec(
            "cbor/jackson/databind",
            "CBORMapper with JavaTimeModule, defaults otherwise (instants as decimal"
                + " seconds.nanoseconds)",
            List.of(
                JACKSON_DATABIND,
                JACKSON_JSR310,
                "com.fasterxml.jackson.dataformat:jackson-dataformat-cbor"),
            JacksonDatabindCodec::cbor));
    specs.add(
        new CodecSpec(
            "ion/jackson/databind",
            "IonObjectMapper with JavaTimeModule, defaults otherwise (text Ion; instants as Ion"
                + " decimals)",
            List.of(
                JACKSON_DATABIND,
                JACKSON_JSR310,
                "com.fasterxml.jackson.dataformat:jackson-dataformat-ion",
                "com.amazon.ion:ion-java"),
            JacksonDatabindCodec::ion));
    specs.add(
        new CodecSpec(
            "msgpack/jackson/databind",
            "ObjectMapper on MessagePackFactory with JavaTimeModule, defaults otherwise (instants as"
                + " float64 seconds)",
            List.of(
                JACKSON_DATABIND,
                JACKSON_JSR310,
                "org.msgpack:jackson-dataformat-msgpack",
                "org.msgpack:msgpack-core"),
            JacksonDatabindCodec::msgpack));
    specs.add(
        new CodecSpec(
            "bson/jackson/databind",
            "ObjectMapper on bson4jackson's BsonFactory with JavaTimeModule, defaults otherwise"
                + " (instants as BSON doubles of seconds)",
            List.of(JACKSON_DATABIND, JACKSON_JSR310, "de.undercouch:bson4jackson"),
            JacksonDatabindCodec::bson));
    specs.add(
        new CodecSpec(
            "xml/jackson/databind",
            "XmlMapper on Woodstox with JavaTimeModule, defaults otherwise (wrapped lists;"
                + " instants as decimal seconds.nanoseconds)",
            List.of(
                JACKSON_DATABIND,
                JACKSON_JSR310,
                "com.fasterxml.jackson.dataformat:jackson-dataformat-xml",
                "com.fasterxml.woodstox:woodstox-core"),
            JacksonDatabindCodec::xml));
    specs.add(
        new CodecSpec(
            "protobuf/jackson/databind",
            "ProtobufMapper with JavaTimeModule, defaults otherwise; schema generated from the class"
                + " (ProtobufMapper.generateSchemaFor); instants as double seconds",
            List.of(
                JACKSON_DATABIND,
                JACKSON_JSR310,
                "com.fasterxml.jackson.dataformat:jackson-dataformat-protobuf"),
            JacksonDatabindCodec::protobuf));
    specs.add(
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
            JacksonDatabindCodec::avro));
    specs.add(
        new CodecSpec(
            "msgpack/manual",
            "hand-written MessageBufferPacker/MessageUnpacker code, defaults; objects as arrays"
                + " of fields (no names); instants as the msgpack timestamp extension",
            List.of("org.msgpack:msgpack-core"),
            MessagePackCodec::new));
    specs.add(
        new CodecSpec(
            "bson/mongodb",
            "PojoCodecProvider.automatic(true) behind Bson.DEFAULT_CODEC_REGISTRY, plus a"
                + " hand-written Codec<String[]> (none built in); BsonBinaryWriter over a fresh"
                + " BasicOutputBuffer; instants as BSON date-times",
            List.of("org.mongodb:bson"),
            MongoBsonCodec::new));

    // (end of family B)

    // Family C: Gson, FastJson, DSL-JSON, Apache Fory.

    // (end of family C)

    // Family D: Protobuf family (JsonFormat, Protostuff), Thrift, Avro.

    // (end of family D)

    // Family E: Kryo, FST.

    // (end of family E)

    // Family F: XML (XStream, Woodstox, Aalto, Fast Infoset, Javolution).

    // (end of family F)

    // Family G: FlatBuffers, Cap'n Proto, and the seed rows that may not run on JDK 17.

    // (end of family G)
    return specs;
  }

  private CodecRegistry() {}

  /** Every codec, in report order. */
  public static List<CodecSpec> all() {
    return ALL;
  }

  /** The codec of that name; an unknown name is an error that lists the known ones. */
  public static CodecSpec byName(String name) {
    return ALL.stream()
        .filter(c -> c.name().equals(name))
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "unknown codec '" + name + "'; known codecs: " + names()));
  }

  /** The names of all codecs, comma-separated. */
  public static String names() {
    return ALL.stream().map(CodecSpec::name).collect(Collectors.joining(", "));
  }

  private static List<CodecSpec> unique(List<CodecSpec> specs) {
    Set<String> seen = new HashSet<>();
    for (CodecSpec spec : specs) {
      if (!seen.add(spec.name())) {
        throw new IllegalStateException("codec name registered twice: " + spec.name());
      }
    }
    return specs;
  }
}
