package org.serbench.codec.capnproto;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;
import org.capnproto.ArrayOutputStream;
import org.capnproto.FromPointerReader;
import org.capnproto.MessageBuilder;
import org.capnproto.Serialize;
import org.serbench.codec.EvolutionCodec;
import org.serbench.codec.MessageValues;

/**
 * The capnproto row of the evolution matrix: the structs capnpc-java generates from {@code
 * src/main/capnp/schema/evolution_v1.capnp} ({@link CapnProtoEvolutionV1}) and {@code
 * evolution_v2.capnp} ({@link CapnProtoEvolutionV2}), and what the two versions share.
 *
 * <p>A message is a new default {@link MessageBuilder} whose root struct gets a setter call for
 * each field with a value; a field without one keeps its default (0, the first enumerant, a null
 * Text pointer). The bytes are {@link Serialize#write}'s, unpacked, as the capnproto codec writes
 * them; they are read with {@link Serialize#read(ByteBuffer)} and the root's getters. A Text field
 * reads as null when its pointer is null ({@code has...()} is false), an enum as the generated Java
 * enum's constant name, {@code _NOT_IN_SCHEMA} for a number the reader's schema does not name. A
 * nullable Int32 (version 2 of MakeNullable) is a union with Void, Cap'n Proto's idiom for an
 * optional scalar: a number is its {@code value} member, null its {@code none}.
 */
final class CapnProtoEvolution {

  private CapnProtoEvolution() {}

  /**
   * The codec of one version of the messages.
   *
   * @param version 1 or 2
   */
  static EvolutionCodec forVersion(int version) {
    if (version == 1) {
      return new CapnProtoEvolutionV1();
    }
    if (version == 2) {
      return new CapnProtoEvolutionV2();
    }
    throw new IllegalArgumentException(
        "the evolution messages have versions 1 and 2, not " + version);
  }

  /** The message's segments behind Cap'n Proto's segment table, in an array of the exact size. */
  static byte[] serialize(MessageBuilder message) throws IOException {
    ByteBuffer buffer =
        ByteBuffer.allocate(Math.toIntExact(Serialize.computeSerializedSizeInWords(message) * 8));
    Serialize.write(new ArrayOutputStream(buffer), message);
    return buffer.array();
  }

  /** The root struct of a message in these bytes. */
  static <R> R root(byte[] bytes, FromPointerReader<R> factory) throws IOException {
    return Serialize.read(ByteBuffer.wrap(bytes)).getRoot(factory);
  }

  /**
   * The constant of a generated enum by its name; {@code _NOT_IN_SCHEMA}, which capnpc-java adds
   * for reading, is no value to write.
   */
  static <E extends Enum<E>> E enumConstant(Class<E> type, String name) {
    E constant = Enum.valueOf(type, name);
    if (constant.name().equals("_NOT_IN_SCHEMA")) {
      throw new IllegalArgumentException("_NOT_IN_SCHEMA is no constant to write");
    }
    return constant;
  }

  /** The error for a message name that is not one of the matrix's. */
  static IllegalArgumentException noSuchMessage(String message, int version) {
    return new IllegalArgumentException(
        "evolution_v" + version + ".capnp has no struct for the message " + message);
  }

  /**
   * The values of one message being written, by field name: each handed to its setter when it is
   * not null (a nullable Int32's null to its union's {@code none} member), and a check that every
   * value was for a field of this version (a value that no field asked for would otherwise be
   * dropped without a word).
   */
  static final class Values {
    private final MessageValues values;

    Values(String message, Map<String, Object> values) {
      this.values = new MessageValues(message, values);
    }

    /** Sets an Int32 field that has a value. */
    void int32(String field, IntConsumer setter) {
      Integer value = values.int32(field);
      if (value != null) {
        setter.accept(value);
      }
    }

    /** Sets an Int64 field that has a value. */
    void int64(String field, LongConsumer setter) {
      Long value = values.int64(field);
      if (value != null) {
        setter.accept(value);
      }
    }

    /**
     * Sets a nullable Int32, a union of an Int32 {@code value} and a Void {@code none}: a number as
     * {@code value}, a null as {@code none}. A field the values do not name is not set at all, so
     * the union keeps its default member, as in a message with nothing set.
     */
    void nullableInt32(String field, IntConsumer value, Runnable none) {
      Integer number = values.int32(field);
      if (number != null) {
        value.accept(number);
      } else if (values.names(field)) {
        none.run();
      }
    }

    /** Sets a Text field, or an enum field by its constant's name, that has a value. */
    void text(String field, Consumer<String> setter) {
      String value = values.text(field);
      if (value != null) {
        setter.accept(value);
      }
    }

    /** Throws if a value was given for a field this version of the message does not have. */
    void checkAllAsked() {
      values.checkAllAsked();
    }
  }
}
