package org.serbench.codec;

import com.fasterxml.jackson.module.afterburner.AfterburnerModule;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
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
            "json/jackson/databind-millis",
            "as json/jackson/databind, with instants as epoch milliseconds (JavaTimeModule with"
                + " WRITE_DATE_TIMESTAMPS_AS_NANOSECONDS and READ_DATE_TIMESTAMPS_AS_NANOSECONDS"
                + " off), as performance-playground's Jackson wrote them; finer instants are lost",
            List.of(JACKSON_DATABIND, JACKSON_JSR310),
            JacksonJsonCodec::epochMillis));
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
            "generated messages (protoc, src/main/proto); toByteArray/parseFrom; nullable fields as"
                + " proto3 optional; instants as int64 millis",
            List.of("com.google.protobuf:protobuf-java"),
            ProtobufCodec::new));

    // JDK serialization, Hessian, JBoss Marshalling, XSON.
    String hessian = "com.caucho:hessian";
    String jbossMarshalling = "org.jboss.marshalling:jboss-marshalling";
    specs.add(
        new CodecSpec(
            "java-built-in",
            "ObjectOutputStream.writeUnshared/ObjectInputStream.readUnshared (only the top-level"
                + " object unshared: nested objects still share handles), fresh streams per message"
                + " over a ByteArrayOutputStream; Instant by its own writeReplace (java.time.Ser)",
            List.of(),
            () -> new JdkSerializationCodec(true)));
    specs.add(
        new CodecSpec(
            "java-built-in-shared",
            "ObjectOutputStream.writeObject/ObjectInputStream.readObject (shared handles), fresh"
                + " streams per message over a ByteArrayOutputStream; Instant by its own"
                + " writeReplace (java.time.Ser)",
            List.of(),
            () -> new JdkSerializationCodec(false)));
    specs.add(
        new CodecSpec(
            "java-manual",
            "hand-written DataOutputStream/DataInputStream for each model, fresh streams per"
                + " message; strings by writeUTF, counts as int, Set as count + elements into a"
                + " HashSet, enums as ordinal byte, nullable fields behind a boolean flag, instants"
                + " as long epoch millis (a finer instant is refused)",
            List.of(),
            JdkManualCodec::new));
    specs.add(
        new CodecSpec(
            "hessian",
            "Hessian2Output/Hessian2Input per message, default SerializerFactory (references"
                + " shared, HashSet as typed list) plus one addFactory serializer writing Instant as a"
                + " HessianHandle of epoch seconds + nanos (Hessian alone overflows the stack on"
                + " Instant)",
            List.of(hessian),
            () -> new HessianCodec(false)));
    specs.add(
        new CodecSpec(
            "hessian-deflate",
            "as hessian, inside Hessian's Deflation envelope (Deflation.wrap/unwrap, java.util.zip"
                + " defaults)",
            List.of(hessian),
            () -> new HessianCodec(true)));
    specs.add(
        new CodecSpec(
            "jboss-marshalling-river",
            "river protocol version 3 (the user guide's; the library default is 4),"
                + " MarshallingConfiguration defaults otherwise (references shared);"
                + " Marshaller/Unmarshaller per message; Instant by its writeReplace"
                + " (java.time.Ser)",
            List.of(jbossMarshalling, "org.jboss.marshalling:jboss-marshalling-river"),
            () -> new JbossMarshallingCodec("river", 3)));
    specs.add(
        new CodecSpec(
            "jboss-marshalling-serial",
            "serial protocol (JDK serialization format) version 5, MarshallingConfiguration"
                + " defaults otherwise; Marshaller/Unmarshaller per message; Instant by its"
                + " writeReplace (java.time.Ser)",
            List.of(jbossMarshalling, "org.jboss.marshalling:jboss-marshalling-serial"),
            () -> new JbossMarshallingCodec("serial", 5)));
    specs.add(
        new CodecSpec(
            "xson",
            "XSON.encode/XSON.decode defaults (references shared) plus a"
                + " XsonSupport.addCustomSerializer writer/reader for Instant as epoch millis, like"
                + " XSON's own java.util.Date, a finer instant under a second class name with its"
                + " nanos (XSON alone cannot decode Instant)",
            List.of("org.xson:xson"),
            XsonCodec::new));

    // Jackson dataformats, MessagePack, BSON.
    specs.add(
        new CodecSpec(
            "json/jackson/manual",
            "hand-written JsonGenerator/JsonParser code on a default JsonFactory; instants as epoch"
                + " millis, enums by name, nulls written as null; fields read by name",
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
                + " of fields (no names), null as nil, enums as ordinal; instants as the msgpack"
                + " timestamp extension",
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

    // Gson, FastJson, DSL-JSON, Apache Fory.
    String gson = "com.google.code.gson:gson";
    String fastjson2 = "com.alibaba.fastjson2:fastjson2";
    String fory = "org.apache.fory:fory-core";
    // Lets Fory use MethodHandles instead of sun.misc.Unsafe, which JDK 25 warns about.
    List<String> foryFlags = List.of("--add-opens=java.base/java.lang.invoke=ALL-UNNAMED");
    specs.add(
        new CodecSpec(
            "json/gson/databind",
            "Gson reflection, defaults plus a registered TypeAdapter writing Instant as epoch millis"
                + " (an ISO-8601 string when finer; Gson has none); toJson to a String, UTF-8"
                + " bytes",
            List.of(gson),
            GsonCodec::new));
    specs.add(
        new CodecSpec(
            "json/gson/manual",
            "hand-written streaming TypeAdapters (JsonWriter/JsonReader), same JSON as databind;"
                + " instants as epoch millis, enums by name, null fields left out, the set as an"
                + " array",
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
                + " reflection; runtime CollectionAnalyzer added (the generated code asks for it for"
                + " a List of a class with an enum); Instant as epoch millis by a @JsonConverter;"
                + " JsonWriter reused; defaults otherwise (approximate double parsing)",
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
            "as fory, with class registration required and every model class registered (ids),"
                + " subclasses the data put in a field included",
            List.of(fory),
            foryFlags,
            ForyCodec::registered));
    specs.add(
        new CodecSpec(
            "fory-registered-consistent",
            "as fory-registered, in CompatibleMode.SCHEMA_CONSISTENT (no field metadata: writer and"
                + " reader must hold the same classes), the mode jvm-serializers' fury measured",
            List.of(fory),
            foryFlags,
            ForyCodec::registeredSchemaConsistent));

    // Protobuf family (JsonFormat, Protostuff), Thrift, Avro.
    String protostuffCore = "io.protostuff:protostuff-core";
    String protostuffRuntime = "io.protostuff:protostuff-runtime";
    // Avro refuses to load classes it does not trust: the generated ones are trusted here.
    List<String> avroTrust = List.of("-Dorg.apache.avro.SERIALIZABLE_PACKAGES=org.serbench.avro");
    specs.add(
        new CodecSpec(
            "json/protobuf",
            "protobuf-java-util JsonFormat default printer (indented, int64 as strings) and parser"
                + " on the protobuf codec's generated messages; instants as int64 millis",
            List.of("com.google.protobuf:protobuf-java", "com.google.protobuf:protobuf-java-util"),
            ProtobufJsonCodec::new));
    specs.add(
        new CodecSpec(
            "protostuff",
            "beans generated by protostuff's compiler (protostuff-maven-plugin, java_bean output)"
                + " from src/main/protostuff; ProtostuffIOUtil, LinkedBuffer reused per thread;"
                + " non-null fields required (proto2); instants as int64 millis",
            List.of(protostuffCore),
            ProtostuffCodec::new));
    specs.add(
        new CodecSpec(
            "protostuff-runtime",
            "RuntimeSchema.getSchema on the model classes (reflection, defaults);"
                + " ProtostuffIOUtil, LinkedBuffer reused per thread; the Set as a collection"
                + " field, an Instant as a nested message of its private fields (seconds, nanos)",
            List.of(protostuffCore, protostuffRuntime),
            () -> new ProtostuffRuntimeCodec(ProtostuffRuntimeCodec.Format.PROTOSTUFF)));
    specs.add(
        new CodecSpec(
            "protobuf/protostuff-runtime",
            "as protostuff-runtime, written by ProtobufIOUtil (protobuf-compatible wire format)",
            List.of(protostuffCore, protostuffRuntime),
            () -> new ProtostuffRuntimeCodec(ProtostuffRuntimeCodec.Format.PROTOBUF)));
    specs.add(
        new CodecSpec(
            "json/protostuff-runtime",
            "as protostuff-runtime, written by protostuff-json's JsonIOUtil (field names as keys,"
                + " numeric=false)",
            List.of(protostuffCore, protostuffRuntime, "io.protostuff:protostuff-json"),
            () -> new ProtostuffRuntimeCodec(ProtostuffRuntimeCodec.Format.JSON)));
    specs.add(
        new CodecSpec(
            "thrift",
            "TBinaryProtocol; hand-written TProtocol code, no compiler on Maven Central"
                + " (src/main/thrift); reused TIOStreamTransport and TMemoryInputTransport as"
                + " TSerializer/TDeserializer; instants as i64 millis, the Set as a thrift set,"
                + " nullable fields optional, enums as thrift enums",
            List.of("org.apache.thrift:libthrift"),
            ThriftCodec::binary));
    specs.add(
        new CodecSpec(
            "thrift-compact",
            "as thrift, with TCompactProtocol",
            List.of("org.apache.thrift:libthrift"),
            ThriftCodec::compact));
    specs.add(
        new CodecSpec(
            "avro-specific",
            "classes generated by avro-maven-plugin from src/main/avro (default CharSequence"
                + " strings, decoded as Utf8); SpecificDatumWriter/Reader, BinaryEncoder and"
                + " BinaryDecoder reused through their factories; instants as timestamp-millis (a"
                + " long on the wire, Instant in the class); nullable fields as [\"null\", T]"
                + " unions, enums as Avro enums; generated package trusted by flag",
            List.of("org.apache.avro:avro"),
            avroTrust,
            AvroSpecificCodec::new));
    specs.add(
        new CodecSpec(
            "avro-generic",
            "GenericDatumWriter/Reader on GenericRecord with avro-specific's schema, no"
                + " conversions (instants as long millis, strings decoded as Utf8, enums as"
                + " EnumSymbols); encoder and decoder reused through their factories",
            List.of("org.apache.avro:avro"),
            AvroGenericCodec::new));

    // Kryo, FST.
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
            "as kryo, but every class reached registered (model classes, enums, String[],"
                + " HashSet, ArrayList, Instant, ...; collection interfaces as the implementations"
                + " the data builds, subclasses the data put in a field) and registration required;"
                + " references on",
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
            "hand-written Serializer per model class, registered, references off; null-safe in"
                + " Kryo's conventions, ints of the media and Jedi as positive varints, enums as"
                + " ordinal + 1, instants as varint epoch millis + nanos of the milli; Output/Input"
                + " reused",
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

    // XML (XStream, Woodstox, Aalto, Fast Infoset, Javolution).
    String xstreamArtifact = "com.thoughtworks.xstream:xstream";
    String woodstoxArtifact = "com.fasterxml.woodstox:woodstox-core";
    String aaltoArtifact = "com.fasterxml:aalto-xml";
    String xstreamConverters =
        "; aliases and hand-written Converters for TestObject, MediaContent and the Jedi lists"
            + " (jvm-serializers' \"+c\"; reflection for the XSON scenarios), instants as"
            + " epoch-millis text, the Set and lists as repeated elements, a null field as no"
            + " element; XStream's default XPath references;"
            + " allowTypesByWildcard(org.serbench.model.**)";
    specs.add(
        new CodecSpec(
            "xml/xstream+c",
            "default XppDriver (MXParser) reading, CompactWriter (UTF-8) writing as in"
                + " jvm-serializers"
                + xstreamConverters,
            List.of(xstreamArtifact, "io.github.x-stream:mxparser"),
            XStreamXmlCodec::xpp));
    specs.add(
        new CodecSpec(
            "xml/xstream+c-woodstox",
            "XStream's WstxDriver (StAX on Woodstox)" + xstreamConverters,
            List.of(xstreamArtifact, woodstoxArtifact),
            XStreamXmlCodec::woodstox));
    specs.add(
        new CodecSpec(
            "xml/xstream+c-aalto",
            "StaxDriver on Aalto's XMLInputFactory/XMLOutputFactory" + xstreamConverters,
            List.of(xstreamArtifact, aaltoArtifact),
            XStreamXmlCodec::aalto));
    String staxManualCode =
        "; hand-written XMLStreamWriter/XMLStreamReader code shared by the three StAX codecs: one"
            + " element per field (none for a null), an array, list or set as a wrapper element"
            + " around one element per item, enums as names, instants as epoch-millis text;"
            + " factories made once, a new writer or reader per call";
    specs.add(
        new CodecSpec(
            "xml/woodstox-manual",
            "Woodstox WstxInputFactory/WstxOutputFactory" + staxManualCode,
            List.of(woodstoxArtifact),
            StaxManualCodec::woodstox));
    specs.add(
        new CodecSpec(
            "xml/aalto-manual",
            "Aalto InputFactoryImpl/OutputFactoryImpl" + staxManualCode,
            List.of(aaltoArtifact),
            StaxManualCodec::aalto));
    specs.add(
        new CodecSpec(
            "xml/fastinfo-manual",
            "Fast Infoset (binary XML) StAXInputFactory/StAXOutputFactory, i.e."
                + " StAXDocumentParser/StAXDocumentSerializer"
                + staxManualCode,
            List.of("com.sun.xml.fastinfoset:FastInfoset"),
            StaxManualCodec::fastInfoset));
    specs.add(
        new CodecSpec(
            "xml/javolution/manual",
            "XMLObjectWriter/XMLObjectReader with a hand-written XMLFormat per model class in an"
                + " XMLBinding: scalars, strings and enum names as attributes (none for a null),"
                + " instants as epoch-millis attributes, an array, list or set as a count attribute"
                + " and repeated child elements; no reference resolver",
            List.of("javolution:javolution"),
            JavolutionXmlCodec::new));

    // FlatBuffers, Cap'n Proto, and the seed rows that may not run on JDK 17.
    specs.add(
        new CodecSpec(
            "flatbuffers",
            "generated tables (flatc 2.0.8, src/main/flatbuffers); the buffer is built in create"
                + " (new FlatBufferBuilder() per object), ser only copies the finished bytes out;"
                + " deser wraps them (getRootAs) and reads lazily through the accessors; instants"
                + " as long millis, the set as a vector of tables, a null as a field left out (the"
                + " bitrate an optional scalar, = null)",
            List.of("com.google.flatbuffers:flatbuffers-java"),
            FlatBuffersCodec::new));
    specs.add(
        new CodecSpec(
            "capnproto",
            "generated structs (capnpc-java from capnp-maven-plugin, src/main/capnp); create fills"
                + " a new default MessageBuilder, ser is Serialize.write (unpacked) into an"
                + " exact-size array, deser Serialize.read plus accessor reads; instants as Int64"
                + " millis, the set as a List, a null string as a null pointer, the nullable"
                + " bitrate as a union with Void",
            List.of("org.capnproto:runtime"),
            CapnProtoCodec::new));

    specs.add(
        new CodecSpec(
            "protobuf/activemq+alt",
            "messages from activemq-protobuf's alt generator (proto2, src/main/activemq-protobuf);"
                + " create fills a bean and freezes it, toUnframedByteArray/parseUnframed (decoding"
                + " is lazy, forced by the deep read); nullable fields optional; instants as int64"
                + " millis",
            List.of("org.apache.activemq.protobuf:activemq-protobuf"),
            ActiveMqProtobufCodec::new));
    specs.add(
        new CodecSpec(
            "scala/sbinary",
            "sbinary 0.6 (Scala 2.13) called from Java: hand-written Formats of the model (a Java"
                + " class has no case-class apply/unapply for asProduct) over DefaultProtocol's"
                + " formats; collections as Int length + elements, nullable fields as Option, enums"
                + " as Int ordinal; instants as Long millis; Operations.toByteArray/fromByteArray",
            List.of("org.scala-sbt:sbinary_2.13", "org.scala-lang:scala-library"),
            SbinaryCodec::new));
    return specs;
  }

  /**
   * Rows of the seeds serbench does not measure, with the reason and what was tried: the report
   * lists them under "Not measured", with no number.
   */
  private static final Map<String, String> UNAVAILABLE =
      Map.of(
          "scala/java-built-in",
          "would measure the JDK serializer (already java-built-in) on Scala case classes, which"
              + " need a Scala compiler in every build and IDE; a trial with scala-maven-plugin"
              + " 4.9.10 and Scala 2.13.18 round-tripped (29,045 bytes/object) but was not kept");

  private CodecRegistry() {}

  /** Seed rows serbench cannot measure, to the reason. */
  public static Map<String, String> unavailable() {
    return Collections.unmodifiableMap(UNAVAILABLE);
  }

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
