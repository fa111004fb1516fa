package org.serbench.codec;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.msgpack.core.MessageBufferPacker;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageTypeException;
import org.msgpack.core.MessageUnpacker;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;

/**
 * Hand-written msgpack-core code for {@link TestObject}: {@code MessageBufferPacker} and {@code
 * MessageUnpacker} with their defaults.
 *
 * <p>Each object is an array of its fields in declaration order, the usual way to pack a struct
 * without a schema, so no field names travel. Instants use MessagePack's own timestamp extension
 * type (-1), which is lossless to the nanosecond.
 */
final class MessagePackCodec implements Codec {
  private static final int TEST_OBJECT_FIELDS = 9;
  private static final int NESTED_OBJECT_FIELDS = 1;

  @Override
  @SuppressWarnings("unchecked")
  public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
    if (type != TestObject.class) {
      throw new UnsupportedDataException("no hand-written code for " + type.getSimpleName());
    }
    return (Binding<M, ?>)
        new PojoBinding<TestObject>(TestObject.class) {
          @Override
          public byte[] serialize(TestObject value) throws IOException {
            try (MessageBufferPacker packer = MessagePack.newDefaultBufferPacker()) {
              pack(packer, value);
              return packer.toByteArray();
            }
          }

          @Override
          public TestObject deserialize(byte[] bytes) throws IOException {
            try (MessageUnpacker unpacker = MessagePack.newDefaultUnpacker(bytes)) {
              return unpackTestObject(unpacker);
            }
          }
        };
  }

  private static void pack(MessageBufferPacker p, TestObject o) throws IOException {
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

  private static void packNested(MessageBufferPacker p, NestedObject n) throws IOException {
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

  private static void expectFields(MessageUnpacker u, int expected, String type)
      throws IOException {
    int fields = u.unpackArrayHeader();
    if (fields != expected) {
      throw new MessageTypeException(
          type + " has " + expected + " fields, the message has " + fields);
    }
  }
}
