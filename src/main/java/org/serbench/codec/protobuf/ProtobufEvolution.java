package org.serbench.codec.protobuf;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.serbench.codec.EvolutionCodec;

/**
 * The {@code protobuf} row of the evolution matrix: the messages generated from {@code
 * src/main/proto/evolution_v1.proto} or {@code evolution_v2.proto} (proto3), written with {@code
 * toByteArray()} and read with the generated class's parser, as {@code parseFrom(byte[])} does.
 *
 * <p>The codec is the same for every message: it reaches the generated class's fields through its
 * descriptor ({@code Message.Builder.setField}, {@code Message.getField}), in the order the {@code
 * .proto} file declares them, each by its JSON name ({@code full_name} is {@code fullName}). The
 * parser keeps what it does not know, a field number the message lacks or a value of another wire
 * type, among the message's unknown fields, and the field reads as its default.
 *
 * <p>A field without presence reads as its value, the type's default ({@code 0}, {@code ""}, the
 * enum's first constant) when the bytes did not set it; a field with presence (MakeNullable's
 * {@code optional int32 count} of version 2) reads as {@code null} when {@code hasField} is false.
 * An enum reads as its constant's name. Proto3 enums are open: a number the reader's enum does not
 * declare is kept, and reported as {@code UNRECOGNIZED}, the constant the generated getter returns
 * for it (the reflective {@code getField} names it {@code UNKNOWN_ENUM_VALUE_} and a suffix).
 * {@code defaults} reads the generated class's default instance.
 */
final class ProtobufEvolution implements EvolutionCodec {
  /** The generated enums' constant for a number the schema does not declare. */
  private static final String UNRECOGNIZED = "UNRECOGNIZED";

  /** Each message's default instance, by the message's name. */
  private final Map<String, Message> messages = new HashMap<>();

  /** The codec of version 1 or 2 of the messages. */
  ProtobufEvolution(int version) {
    if (version != 1 && version != 2) {
      throw new IllegalArgumentException("no version " + version + " of the evolution messages");
    }
    for (Message m : version == 1 ? version1() : version2()) {
      messages.put(m.getDescriptorForType().getName(), m);
    }
  }

  private static List<Message> version1() {
    return List.of(
        org.serbench.proto.evolution.v1.AddField.getDefaultInstance(),
        org.serbench.proto.evolution.v1.RemoveField.getDefaultInstance(),
        org.serbench.proto.evolution.v1.RemoveMiddleField.getDefaultInstance(),
        org.serbench.proto.evolution.v1.RenameField.getDefaultInstance(),
        org.serbench.proto.evolution.v1.ReorderFields.getDefaultInstance(),
        org.serbench.proto.evolution.v1.WidenIntToLong.getDefaultInstance(),
        org.serbench.proto.evolution.v1.NarrowLongToInt.getDefaultInstance(),
        org.serbench.proto.evolution.v1.AddEnumConstant.getDefaultInstance(),
        org.serbench.proto.evolution.v1.MakeNullable.getDefaultInstance(),
        org.serbench.proto.evolution.v1.IntToString.getDefaultInstance());
  }

  private static List<Message> version2() {
    return List.of(
        org.serbench.proto.evolution.v2.AddField.getDefaultInstance(),
        org.serbench.proto.evolution.v2.RemoveField.getDefaultInstance(),
        org.serbench.proto.evolution.v2.RemoveMiddleField.getDefaultInstance(),
        org.serbench.proto.evolution.v2.RenameField.getDefaultInstance(),
        org.serbench.proto.evolution.v2.ReorderFields.getDefaultInstance(),
        org.serbench.proto.evolution.v2.WidenIntToLong.getDefaultInstance(),
        org.serbench.proto.evolution.v2.NarrowLongToInt.getDefaultInstance(),
        org.serbench.proto.evolution.v2.AddEnumConstant.getDefaultInstance(),
        org.serbench.proto.evolution.v2.MakeNullable.getDefaultInstance(),
        org.serbench.proto.evolution.v2.IntToString.getDefaultInstance());
  }

  @Override
  public byte[] write(String message, Map<String, Object> values) {
    Message.Builder builder = message(message).newBuilderForType();
    Descriptor type = builder.getDescriptorForType();
    for (Map.Entry<String, Object> entry : values.entrySet()) {
      FieldDescriptor field = field(type, entry.getKey());
      Object value = entry.getValue();
      if (value != null) {
        builder.setField(field, datum(field, value));
      }
    }
    return builder.build().toByteArray();
  }

  @Override
  public Map<String, Object> read(String message, byte[] bytes, int writer)
      throws InvalidProtocolBufferException {
    return values(message(message).getParserForType().parseFrom(bytes));
  }

  @Override
  public Map<String, Object> defaults(String message) {
    return values(message(message));
  }

  private Message message(String name) {
    Message m = messages.get(name);
    if (m == null) {
      throw new IllegalArgumentException("no evolution message " + name + " in protobuf");
    }
    return m;
  }

  /** A field by its JSON name, the lowerCamelCase the matrix's field names are in. */
  private static FieldDescriptor field(Descriptor type, String name) {
    for (FieldDescriptor field : type.getFields()) {
      if (field.getJsonName().equals(name)) {
        return field;
      }
    }
    throw new IllegalArgumentException(type.getName() + " has no field " + name);
  }

  /** A value of the map as {@code setField} takes it: an enum constant as its descriptor. */
  private static Object datum(FieldDescriptor field, Object value) {
    if (field.getJavaType() != FieldDescriptor.JavaType.ENUM) {
      return value;
    }
    EnumValueDescriptor constant = field.getEnumType().findValueByName((String) value);
    if (constant == null) {
      throw new IllegalArgumentException(field.getEnumType().getName() + " has no " + value);
    }
    return constant;
  }

  /** Every field of the message, in declaration order, as its reader sees it. */
  private static Map<String, Object> values(Message message) {
    Map<String, Object> values = new LinkedHashMap<>();
    for (FieldDescriptor field : message.getDescriptorForType().getFields()) {
      values.put(field.getJsonName(), value(message, field));
    }
    return values;
  }

  private static Object value(Message message, FieldDescriptor field) {
    if (field.hasPresence() && !message.hasField(field)) {
      return null;
    }
    Object value = message.getField(field);
    if (value instanceof EnumValueDescriptor constant) {
      // What the generated getter does: forNumber finds no constant, the getter UNRECOGNIZED.
      return field.getEnumType().findValueByNumber(constant.getNumber()) == null
          ? UNRECOGNIZED
          : constant.getName();
    }
    return value;
  }
}
