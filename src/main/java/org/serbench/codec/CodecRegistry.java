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

    // (end of family B)

    // Family C: Gson, FastJson, DSL-JSON, Apache Fory.
    String gson = "com.google.code.gson:gson";
    String fastjson2 = "com.alibaba.fastjson2:fastjson2";
    String fory = "org.apache.fory:fory-core";
    // Lets Fory use MethodHandles instead of sun.misc.Unsafe, which JDK 25 warns about.
    List<String> foryFlags = List.of("--add-opens=java.base/java.lang.invoke=ALL-UNNAMED");
    specs.add(
        new CodecSpec(
            "json/gson/databind",
            "Gson reflection, defaults plus a registered TypeAdapter writing Instant as epoch millis"
                + " (Gson has none); toJson to a String, UTF-8 bytes",
            List.of(gson),
            GsonCodec::new));
    specs.add(
        new CodecSpec(
            "json/gson/manual",
            "hand-written streaming TypeAdapter (JsonWriter/JsonReader), same JSON as databind;"
                + " instants as epoch millis, the set as an array",
            List.of(gson),
            GsonManualCodec::new));
    specs.add(
        new CodecSpec(
            "json/fastjson2/databind",
            "JSON.toJSONBytes/JSON.parseObject, defaults (instants as ISO-8601 strings)",
            List.of(fastjson2),
            Fastjson2Codec::json));
    specs.add(
        new CodecSpec(
            "jsonb/fastjson2",
            "JSONB.toBytes/JSONB.parseObject, defaults (binary JSONB, field names written)",
            List.of(fastjson2),
            Fastjson2Codec::jsonb));
    specs.add(
        new CodecSpec(
            "json/fastjson/databind",
            "fastjson 1.x, JSON.toJSONBytes/JSON.parseObject, defaults (instants as ISO-8601"
                + " strings)",
            List.of("com.alibaba:fastjson"),
            FastjsonCodec::new));
    specs.add(
        new CodecSpec(
            "json/dsl-json/databind",
            "converters generated at compile time by the annotation processor, no runtime"
                + " reflection; Instant as epoch millis by a @JsonConverter; JsonWriter reused;"
                + " defaults (approximate double parsing)",
            List.of("com.dslplatform:dsl-json"),
            DslJsonCodec::defaults));
    specs.add(
        new CodecSpec(
            "json/dsl-json/databind-exact",
            "as json/dsl-json/databind, with doublePrecision(EXACT) so that doubles round-trip",
            List.of("com.dslplatform:dsl-json"),
            DslJsonCodec::exactDoubles));
    specs.add(
        new CodecSpec(
            "fory",
            "Java mode, Fory's defaults otherwise: class registration not required (class names"
                + " written), references off, compatible mode (field metadata once per message),"
                + " JIT serializers; Instant and the Set by built-in serializers",
            List.of(fory),
            foryFlags,
            ForyCodec::unregistered));
    specs.add(
        new CodecSpec(
            "fory-registered",
            "as fory, with class registration required and every model class registered (ids)",
            List.of(fory),
            foryFlags,
            ForyCodec::registered));

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
