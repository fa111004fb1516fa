package org.serbench.codec.msgpack;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.msgpack.core.MessageBufferPacker;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessagePacker;
import org.msgpack.core.MessageTypeException;
import org.msgpack.core.MessageUnpacker;
import org.serbench.codec.HandWrittenBinding;
import org.serbench.codec.SchemaCodec;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Younglings;
import org.serbench.model.media.MediaContent;

/**
 * Hand-written msgpack-core code for the model: {@code MessageBufferPacker} and {@code
 * MessageUnpacker} with their defaults.
 *
 * <p>Each object is an array of its fields in declaration order, the usual way to pack a struct
 * without a schema, so no field names travel. A null is msgpack's nil, an enum its ordinal (as
 * msgpack-java's own {@code @OrdinalEnum} templates wrote it). Instants use MessagePack's own
 * timestamp extension type (-1), which is lossless to the nanosecond.
 */
final class MessagePackCodec extends SchemaCodec {
  private static final int TEST_OBJECT_FIELDS = 9;
  private static final int NESTED_OBJECT_FIELDS = 1;

  MessagePackCodec() {
    register(
        TestObject.class,
        () ->
            new PackerBinding<>(
                TestObject.class, MessagePackCodec::pack, MessagePackCodec::unpackTestObject));
    register(
        MediaContent.class,
        () ->
            new PackerBinding<>(
                MediaContent.class, MessagePackMedia::pack, MessagePackMedia::unpack));
    register(
        Younglings.class,
        () ->
            new PackerBinding<>(
                Younglings.class,
                MessagePackJedi::packYounglings,
                MessagePackJedi::unpackYounglings));
    register(
        Padawans.class,
        () ->
            new PackerBinding<>(
                Padawans.class, MessagePackJedi::packPadawans, MessagePackJedi::unpackPadawans));
    register(
        Masters.class,
        () ->
            new PackerBinding<>(
                Masters.class, MessagePackJedi::packMasters, MessagePackJedi::unpackMasters));
  }

  @Override
  protected String unsupported(Class<?> type) {
    return "msgpack/manual has no hand-written code for "
        + type.getSimpleName()
        + ": it is written for TestObject, MediaContent and the Jedi lists only";
  }

  /** A fresh default buffer packer and unpacker per message. */
  private static final class PackerBinding<M>
      extends HandWrittenBinding<M, MessagePacker, MessageUnpacker> {
    PackerBinding(
        Class<M> type, Writer<MessagePacker, M> writer, Reader<MessageUnpacker, M> reader) {
      super(type, writer, reader);
    }

    @Override
    public byte[] serialize(M value) throws IOException {
      try (MessageBufferPacker packer = MessagePack.newDefaultBufferPacker()) {
        writer.write(packer, value);
        return packer.toByteArray();
      }
    }

    @Override
    public M deserialize(byte[] bytes) throws IOException {
      try (MessageUnpacker unpacker = MessagePack.newDefaultUnpacker(bytes)) {
        return reader.read(unpacker);
      }
    }
  }

  private static void pack(MessagePacker p, TestObject o) throws IOException {
    p.packArrayHeader(TEST_OBJECT_FIELDS);
    p.packBoolean(o.isBooleanValue());
    p.packInt(o.getIntValue());
    p.packDouble(o.getDoubleValue());
    p.packLong(o.getLongValue());
    p.packString(o.getStringValue());
    String[] strings = o.getStringArray();
    p.packArrayHeader(strings.length);
    for (String s : strings) {
      p.packString(s);
    }
    p.packTimestamp(o.getInstant());
    packNested(p, o.getNestedObject());
    Set<NestedObject> nested = o.getNestedObjects();
    p.packArrayHeader(nested.size());
    for (NestedObject n : nested) {
      packNested(p, n);
    }
  }

  private static void packNested(MessagePacker p, NestedObject n) throws IOException {
    p.packArrayHeader(NESTED_OBJECT_FIELDS);
    List<Instant> instants = n.getInstants();
    p.packArrayHeader(instants.size());
    for (int i = 0, size = instants.size(); i < size; i++) {
      p.packTimestamp(instants.get(i));
    }
  }

  private static TestObject unpackTestObject(MessageUnpacker u) throws IOException {
    expectFields(u, TEST_OBJECT_FIELDS, "TestObject");
    TestObject o = new TestObject();
    o.setBooleanValue(u.unpackBoolean());
    o.setIntValue(u.unpackInt());
    o.setDoubleValue(u.unpackDouble());
    o.setLongValue(u.unpackLong());
    o.setStringValue(u.unpackString());
    String[] strings = new String[u.unpackArrayHeader()];
    for (int i = 0; i < strings.length; i++) {
      strings[i] = u.unpackString();
    }
    o.setStringArray(strings);
    o.setInstant(u.unpackTimestamp());
    o.setNestedObject(unpackNested(u));
    int count = u.unpackArrayHeader();
    Set<NestedObject> nested = new HashSet<>();
    for (int i = 0; i < count; i++) {
      nested.add(unpackNested(u));
    }
    o.setNestedObjects(nested);
    return o;
  }

  private static NestedObject unpackNested(MessageUnpacker u) throws IOException {
    expectFields(u, NESTED_OBJECT_FIELDS, "NestedObject");
    int count = u.unpackArrayHeader();
    List<Instant> instants = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      instants.add(u.unpackTimestamp());
    }
    return new NestedObject(instants);
  }

  /** Unpacks an object's array header and checks it has the fields this code knows. */
  static void expectFields(MessageUnpacker u, int expected, String type) throws IOException {
    int fields = u.unpackArrayHeader();
    if (fields != expected) {
      throw new MessageTypeException(
          type + " has " + expected + " fields, the message has " + fields);
    }
  }

  static void packNullable(MessagePacker p, String s) throws IOException {
    if (s == null) {
      p.packNil();
    } else {
      p.packString(s);
    }
  }

  static String unpackNullableString(MessageUnpacker u) throws IOException {
    return u.tryUnpackNil() ? null : u.unpackString();
  }

  static void packStrings(MessagePacker p, List<String> strings) throws IOException {
    p.packArrayHeader(strings.size());
    for (int i = 0, size = strings.size(); i < size; i++) {
      p.packString(strings.get(i));
    }
  }

  static List<String> unpackStrings(MessageUnpacker u) throws IOException {
    int count = u.unpackArrayHeader();
    List<String> strings = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      strings.add(u.unpackString());
    }
    return strings;
  }

  /** Unpacks an ordinal, refusing one the enum does not have. */
  static <E extends Enum<E>> E unpackEnum(MessageUnpacker u, E[] values) throws IOException {
    int ordinal = u.unpackInt();
    if (ordinal < 0 || ordinal >= values.length) {
      throw new MessageTypeException(
          "no " + values[0].getDeclaringClass().getSimpleName() + " has ordinal " + ordinal);
    }
    return values[ordinal];
  }
}
