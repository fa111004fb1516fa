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

    // (end of family C)

    // Family D: Protobuf family (JsonFormat, Protostuff), Thrift, Avro.

    // (end of family D)

    // Family E: Kryo, FST.
    List<String> kryo = List.of("com.esotericsoftware:kryo");
    specs.add(
        new CodecSpec(
            "kryo",
            "Kryo 5 defaults (FieldSerializer, TimeSerializers for Instant) but registration not"
                + " required (class names written) and references on; Output/Input reused",
            kryo,
            KryoCodec::unregistered));
    specs.add(
        new CodecSpec(
            "kryo-registered",
            "as kryo, but every class reached registered (model classes, String[], HashSet,"
                + " ArrayList, Instant) and registration required; references on",
            kryo,
            KryoCodec::registered));
    specs.add(
        new CodecSpec(
            "kryo-flat", "as kryo (unregistered), references off", kryo, KryoCodec::flat));
    specs.add(
        new CodecSpec(
            "kryo-registered-flat",
            "as kryo-registered, references off",
            kryo,
            KryoCodec::registeredFlat));
    specs.add(
        new CodecSpec(
            "kryo-unsafe",
            "as kryo (unregistered, references on), on UnsafeOutput/UnsafeInput (kryo.unsafe),"
                + " reused; same bytes as kryo on little-endian CPUs",
            kryo,
            KryoCodec::unsafe));
    specs.add(
        new CodecSpec(
            "kryo-manual",
            "hand-written Serializer<TestObject> and Serializer<NestedObject>, registered,"
                + " references off; instants as varint epoch millis + nanos of the milli;"
                + " Output/Input reused",
            kryo,
            KryoManualCodec::new));
    List<String> fst = List.of("de.ruedigermoeller:fst");
    specs.add(
        new CodecSpec(
            "fst",
            "FSTConfiguration.createDefaultConfiguration() (references shared, class names"
                + " written, Instant through its writeReplace as java.time.Ser);"
                + " asByteArray/asObject",
            fst,
            FstCodec.JVM_ARGS,
            FstCodec::defaults));
    specs.add(
        new CodecSpec(
            "fst-flat-pre",
            "as fst, but setShareReferences(false) and every class reached pre-registered"
                + " (registerClass)",
            fst,
            FstCodec.JVM_ARGS,
            FstCodec::flatPreRegistered));

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
