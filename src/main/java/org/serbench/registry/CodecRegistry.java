package org.serbench.registry;

import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.serbench.codec.ClassNamingWriter;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.EvolutionSpec;
import org.serbench.codec.SafeConfiguration;
import org.serbench.codec.activemq.ActiveMqCodecs;
import org.serbench.codec.avaje.AvajeJsonbCodecs;
import org.serbench.codec.avro.AvroCodecs;
import org.serbench.codec.capnproto.CapnProtoCodecs;
import org.serbench.codec.dsljson.DslJsonCodecs;
import org.serbench.codec.fastjson.FastjsonCodecs;
import org.serbench.codec.flatbuffers.FlatBuffersCodecs;
import org.serbench.codec.fory.ForyCodecs;
import org.serbench.codec.fst.FstCodecs;
import org.serbench.codec.gson.GsonCodecs;
import org.serbench.codec.hessian.HessianCodecs;
import org.serbench.codec.jackson.JacksonCodecs;
import org.serbench.codec.jackson3.Jackson3Codecs;
import org.serbench.codec.javolution.JavolutionCodecs;
import org.serbench.codec.jboss.JbossMarshallingCodecs;
import org.serbench.codec.jdk.JdkCodecs;
import org.serbench.codec.kryo.KryoCodecs;
import org.serbench.codec.mongo.MongoBsonCodecs;
import org.serbench.codec.moshi.MoshiCodecs;
import org.serbench.codec.msgpack.MessagePackCodecs;
import org.serbench.codec.protobuf.ProtobufCodecs;
import org.serbench.codec.protostuff.ProtostuffCodecs;
import org.serbench.codec.sbinary.SbinaryCodecs;
import org.serbench.codec.stax.StaxCodecs;
import org.serbench.codec.thrift.ThriftCodecs;
import org.serbench.codec.xson.XsonCodecs;
import org.serbench.codec.xstream.XStreamCodecs;
import org.serbench.codec.yasson.YassonCodecs;

/**
 * Every codec serbench measures: one explicit list, in report order. A duplicate name fails at
 * start.
 */
public final class CodecRegistry {
  private static final List<CodecSpec> ALL =
      unique(
          List.of(
              JacksonCodecs.DATABIND,
              JacksonCodecs.DATABIND_MILLIS,
              JacksonCodecs.DATABIND_AFTERBURNER,
              JacksonCodecs.DATABIND_BLACKBIRD,
              ProtobufCodecs.PROTOBUF,
              JdkCodecs.BUILT_IN,
              JdkCodecs.BUILT_IN_SHARED,
              JdkCodecs.MANUAL,
              HessianCodecs.HESSIAN,
              HessianCodecs.HESSIAN_DEFLATE,
              JbossMarshallingCodecs.RIVER,
              JbossMarshallingCodecs.SERIAL,
              XsonCodecs.XSON,
              JacksonCodecs.JSON_MANUAL,
              JacksonCodecs.JR,
              JacksonCodecs.SMILE_DATABIND,
              JacksonCodecs.SMILE_MANUAL,
              JacksonCodecs.CBOR_DATABIND,
              JacksonCodecs.ION_DATABIND,
              JacksonCodecs.MSGPACK_DATABIND,
              JacksonCodecs.BSON_DATABIND,
              JacksonCodecs.XML_DATABIND,
              JacksonCodecs.PROTOBUF_DATABIND,
              JacksonCodecs.AVRO_DATABIND,
              Jackson3Codecs.JSON,
              Jackson3Codecs.JSON_JACKSON2_DEFAULTS,
              Jackson3Codecs.JR,
              Jackson3Codecs.SMILE,
              Jackson3Codecs.CBOR,
              Jackson3Codecs.XML,
              Jackson3Codecs.PROTOBUF,
              MessagePackCodecs.MANUAL,
              MongoBsonCodecs.MONGODB,
              GsonCodecs.DATABIND,
              GsonCodecs.MANUAL,
              FastjsonCodecs.FASTJSON2_JSON,
              FastjsonCodecs.FASTJSON2_JSONB,
              FastjsonCodecs.FASTJSON,
              DslJsonCodecs.DATABIND,
              DslJsonCodecs.DATABIND_EXACT,
              MoshiCodecs.DATABIND,
              YassonCodecs.DATABIND,
              AvajeJsonbCodecs.JSONB,
              ForyCodecs.FORY,
              ForyCodecs.REGISTERED,
              ForyCodecs.REGISTERED_CONSISTENT,
              ProtobufCodecs.JSON,
              ProtostuffCodecs.PROTOSTUFF,
              ProtostuffCodecs.RUNTIME,
              ProtostuffCodecs.RUNTIME_PROTOBUF,
              ProtostuffCodecs.RUNTIME_JSON,
              ThriftCodecs.BINARY,
              ThriftCodecs.COMPACT,
              AvroCodecs.SPECIFIC,
              AvroCodecs.GENERIC,
              KryoCodecs.KRYO,
              KryoCodecs.REGISTERED,
              KryoCodecs.FLAT,
              KryoCodecs.REGISTERED_FLAT,
              KryoCodecs.UNSAFE,
              KryoCodecs.MANUAL,
              FstCodecs.FST,
              FstCodecs.FLAT_PRE_REGISTERED,
              XStreamCodecs.XPP,
              XStreamCodecs.WOODSTOX,
              XStreamCodecs.AALTO,
              StaxCodecs.WOODSTOX,
              StaxCodecs.AALTO,
              StaxCodecs.FAST_INFOSET,
              JavolutionCodecs.MANUAL,
              FlatBuffersCodecs.FLATBUFFERS,
              CapnProtoCodecs.CAPNPROTO,
              ActiveMqCodecs.ALT,
              SbinaryCodecs.SBINARY));

  /**
   * Rows serbench does not measure, a seed's or a library's that will not run where the report is
   * measured, with the reason and what was tried: the report lists them under "Not measured", with
   * no number.
   */
  private static final Map<String, String> UNAVAILABLE =
      Map.of(
          "json/jackson3+blackbird/databind",
          Jackson3Codecs.BLACKBIRD_UNAVAILABLE,
          "scala/java-built-in",
          "would measure the JDK serializer (already java-built-in) on Scala case classes, which"
              + " need a Scala compiler in every build and IDE; a trial with scala-maven-plugin"
              + " 4.9.10 and Scala 2.13.18 round-tripped (29,045 bytes/object) but was not kept");

  /**
   * Each library's documented safe configuration for untrusted bytes, per codec, for the gadget
   * probe's {@code safe} column; a codec not listed has none to offer (the probe says why).
   */
  private static final Map<String, SafeConfiguration> SAFE =
      byCodec(
          Stream.of(
                  JdkCodecs.SAFE_CONFIGURATIONS,
                  HessianCodecs.SAFE_CONFIGURATIONS,
                  JbossMarshallingCodecs.SAFE_CONFIGURATIONS,
                  XsonCodecs.SAFE_CONFIGURATIONS,
                  JacksonCodecs.SAFE_CONFIGURATIONS,
                  Jackson3Codecs.SAFE_CONFIGURATIONS,
                  FastjsonCodecs.SAFE_CONFIGURATIONS,
                  ForyCodecs.SAFE_CONFIGURATIONS,
                  ProtostuffCodecs.SAFE_CONFIGURATIONS,
                  KryoCodecs.SAFE_CONFIGURATIONS,
                  FstCodecs.SAFE_CONFIGURATIONS,
                  XStreamCodecs.SAFE_CONFIGURATIONS)
              .flatMap(List::stream)
              .toList(),
          SafeConfiguration::codec);

  /**
   * The writers of the gadget probe's bytes for codecs whose own writer cannot name the probe's
   * class, or names none unless asked.
   */
  private static final Map<String, ClassNamingWriter> CLASS_NAMING_WRITERS =
      byCodec(
          Stream.of(
                  FastjsonCodecs.CLASS_NAMING_WRITERS,
                  ForyCodecs.CLASS_NAMING_WRITERS,
                  KryoCodecs.CLASS_NAMING_WRITERS)
              .flatMap(List::stream)
              .toList(),
          ClassNamingWriter::codec);

  /**
   * The evolution matrix's configurations of codecs that bind classes, in their library's
   * documented evolution mode where it is not the default: rows of that matrix only, never
   * measured.
   */
  private static final List<CodecSpec> EVOLUTION_MODES =
      unique(
          Stream.of(
                  KryoCodecs.EVOLUTION_MODES,
                  JacksonCodecs.EVOLUTION_MODES,
                  XStreamCodecs.EVOLUTION_MODES)
              .flatMap(List::stream)
              .toList());

  /** The evolution matrix's rows of schema libraries, each with a schema per message version. */
  private static final List<EvolutionSpec> EVOLUTION_SCHEMAS =
      Stream.of(
              ProtobufCodecs.EVOLUTION,
              ThriftCodecs.EVOLUTION,
              AvroCodecs.EVOLUTION,
              FlatBuffersCodecs.EVOLUTION,
              CapnProtoCodecs.EVOLUTION)
          .flatMap(List::stream)
          .toList();

  /**
   * Codecs of a library's new major release to the codec of its former one that writes the same
   * format through the same API, in report order: the report's "Jackson 2 or 3" page. Both of each
   * pair are registered.
   */
  private static final Map<String, String> EARLIER_RELEASES =
      registeredPairs(Jackson3Codecs.JACKSON2_COUNTERPARTS);

  private CodecRegistry() {}

  /** See {@link #EARLIER_RELEASES}. */
  public static Map<String, String> earlierReleases() {
    return EARLIER_RELEASES;
  }

  private static Map<String, String> registeredPairs(Map<String, String> pairs) {
    Set<String> names = ALL.stream().map(CodecSpec::name).collect(Collectors.toSet());
    pairs.forEach(
        (newer, older) -> {
          if (!names.contains(newer) || !names.contains(older)) {
            throw new IllegalStateException(
                "a release pair of an unknown codec: " + newer + ", " + older);
          }
        });
    return pairs;
  }

  /** The evolution modes of codecs that bind classes (see {@link #EVOLUTION_MODES}). */
  public static List<CodecSpec> evolutionModes() {
    return EVOLUTION_MODES;
  }

  /** The evolution matrix's rows of schema libraries. */
  public static List<EvolutionSpec> evolutionSchemas() {
    return EVOLUTION_SCHEMAS;
  }

  /** The documented safe configuration of a codec's library, if its family names one. */
  public static Optional<SafeConfiguration> safeConfiguration(String codecName) {
    return Optional.ofNullable(SAFE.get(codecName));
  }

  /** The writer of the gadget probe's bytes for a codec, if not the codec's own. */
  public static Optional<ClassNamingWriter> classNamingWriter(String codecName) {
    return Optional.ofNullable(CLASS_NAMING_WRITERS.get(codecName));
  }

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

  /**
   * The codec a measuring JVM's argument names ({@link CodecMethods#reference}): a serbench codec
   * by its name, a project's own by its method, which is found here.
   */
  public static CodecSpec resolve(String reference) {
    return CodecMethods.resolve(reference);
  }

  /** The libraries a codec names ({@code groupId:artifactId}); empty for an unknown codec. */
  public static List<String> artifacts(String name) {
    return ALL.stream()
        .filter(c -> c.name().equals(name))
        .findFirst()
        .map(CodecSpec::artifacts)
        .orElse(List.of());
  }

  /**
   * The kind of a registered codec as the report names it ({@code databinding}, {@code
   * schema-generated}, {@code hand-written}); empty for a name not registered here, such as a
   * user's own codec. A label rather than the contract's type, so that the report, which knows no
   * codec package, can rank committed results by kind.
   */
  public static Optional<String> kind(String name) {
    return ALL.stream().filter(c -> c.name().equals(name)).findFirst().map(c -> c.kind().label());
  }

  /** The names of all codecs, comma-separated. */
  public static String names() {
    return ALL.stream().map(CodecSpec::name).collect(Collectors.joining(", "));
  }

  /** Entries by codec name: each must name a registered codec, once. */
  private static <T> Map<String, T> byCodec(List<T> entries, Function<T, String> codec) {
    Set<String> names = ALL.stream().map(CodecSpec::name).collect(Collectors.toSet());
    Map<String, T> byName = new LinkedHashMap<>();
    for (T entry : entries) {
      String name = codec.apply(entry);
      if (!names.contains(name)) {
        throw new IllegalStateException("entry for an unknown codec: " + name);
      }
      if (byName.put(name, entry) != null) {
        throw new IllegalStateException("codec has two entries: " + name);
      }
    }
    return Collections.unmodifiableMap(byName);
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
