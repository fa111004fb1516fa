package org.serbench.codec.capnproto;

import java.util.List;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.EvolutionSpec;

/**
 * The registry entries of the {@code capnproto} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class CapnProtoCodecs {
  public static final CodecSpec CAPNPROTO =
      new CodecSpec(
              "capnproto",
              "generated structs (capnpc-java from capnp-maven-plugin, src/main/capnp); create fills"
                  + " a new default MessageBuilder, ser is Serialize.write (unpacked) into an"
                  + " exact-size array, deser Serialize.read plus accessor reads; instants as Int64"
                  + " millis, the set as a List, a null string as a null pointer, the nullable"
                  + " bitrate as a union with Void",
              List.of("org.capnproto:runtime"),
              CapnProtoCodec::new)
          .schemaGenerated();

  /**
   * The schema row of the evolution matrix (the messages in {@code
   * src/main/capnp/schema/evolution_v1.capnp} and {@code evolution_v2.capnp}): what each version of
   * the structs reads from the other's messages.
   */
  public static final List<EvolutionSpec> EVOLUTION =
      List.of(
          new EvolutionSpec(
              "capnproto",
              "generated structs (capnpc-java, evolution_v1.capnp and evolution_v2.capnp, outer"
                  + " classes EvolutionV1 and EvolutionV2), ordinal = tag - 1; written by setters"
                  + " on a new default MessageBuilder (a field without a value keeps its default)"
                  + " and Serialize.write (unpacked), read with Serialize.read and the getters; a"
                  + " Text without a pointer reads as null, an unknown enumerant as _NOT_IN_SCHEMA;"
                  + " the nullable count (MakeNullable version 2) a union of value and Void none,"
                  + " Cap'n Proto's idiom for an optional scalar (null = none)",
              List.of("org.capnproto:runtime"),
              CapnProtoEvolution::forVersion));

  private CapnProtoCodecs() {}
}
