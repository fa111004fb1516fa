package org.serbench.registry;

import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.activemq.ActiveMqCodecs;
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
import org.serbench.codec.javolution.JavolutionCodecs;
import org.serbench.codec.jboss.JbossMarshallingCodecs;
import org.serbench.codec.jdk.JdkCodecs;
import org.serbench.codec.kryo.KryoCodecs;
import org.serbench.codec.mongo.MongoBsonCodecs;
import org.serbench.codec.msgpack.MessagePackCodecs;
import org.serbench.codec.protobuf.ProtobufCodecs;
import org.serbench.codec.protostuff.ProtostuffCodecs;
import org.serbench.codec.sbinary.SbinaryCodecs;
import org.serbench.codec.stax.StaxCodecs;
import org.serbench.codec.thrift.ThriftCodecs;
import org.serbench.codec.xson.XsonCodecs;
import org.serbench.codec.xstream.XStreamCodecs;

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
              JacksonCodecs.SMILE_DATABIND,
              JacksonCodecs.SMILE_MANUAL,
              JacksonCodecs.CBOR_DATABIND,
              JacksonCodecs.ION_DATABIND,
              JacksonCodecs.MSGPACK_DATABIND,
              JacksonCodecs.BSON_DATABIND,
              JacksonCodecs.XML_DATABIND,
              JacksonCodecs.PROTOBUF_DATABIND,
              JacksonCodecs.AVRO_DATABIND,
              MessagePackCodecs.MANUAL,
              MongoBsonCodecs.MONGODB,
              GsonCodecs.DATABIND,
              GsonCodecs.MANUAL,
              FastjsonCodecs.FASTJSON2_JSON,
              FastjsonCodecs.FASTJSON2_JSONB,
              FastjsonCodecs.FASTJSON,
              DslJsonCodecs.DATABIND,
              DslJsonCodecs.DATABIND_EXACT,
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
