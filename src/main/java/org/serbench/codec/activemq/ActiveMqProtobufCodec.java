package org.serbench.codec.activemq;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.activemq.protobuf.InvalidProtocolBufferException;
import org.apache.activemq.protobuf.MessageBuffer;
import org.serbench.activemq.NestedObjectMessage;
import org.serbench.activemq.NestedObjectMessage.NestedObjectMessageBean;
import org.serbench.activemq.TestObjectMessage.TestObjectMessageBean;
import org.serbench.activemq.TestObjectMessage.TestObjectMessageBuffer;
import org.serbench.codec.Binding;
import org.serbench.codec.FieldSink;
import org.serbench.codec.SchemaCodec;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Younglings;
import org.serbench.model.media.MediaContent;

/**
 * ActiveMQ's Protocol Buffers implementation, on the messages its "alt" generator made from {@code
 * src/main/activemq-protobuf}.
 *
 * <p>"create" fills a mutable bean and freezes it into the immutable buffer form that is encoded; a
 * decoded buffer parses nothing until a field is first read, so the deep read is where it pays. A
 * buffer keeps its bytes once {@code toUnframedByteArray} has run and hands them back on every
 * later call; the engine makes a fresh message for every encoding it times, as the library is used
 * (a message built for each send), so "ser" is the encoding, never the kept array.
 */
final class ActiveMqProtobufCodec extends SchemaCodec {

  ActiveMqProtobufCodec() {
    register(TestObject.class, TestObjectBinding::new);
    register(MediaContent.class, ActiveMqMedia::new);
    register(Younglings.class, ActiveMqJedi.YounglingsBinding::new);
    register(Padawans.class, ActiveMqJedi.PadawansBinding::new);
    register(Masters.class, ActiveMqMasters::new);
  }

  @Override
  protected String unsupported(Class<?> type) {
    return "protobuf/activemq+alt has no schema for "
        + type.getSimpleName()
        + ": src/main/activemq-protobuf has messages for TestObject, MediaContent and the"
        + " Jedi lists only";
  }

  /** A generated buffer class's static {@code parseUnframed(byte[])}. */
  @FunctionalInterface
  interface Parser<B> {
    B parseUnframed(byte[] bytes) throws InvalidProtocolBufferException;
  }

  /** The wire half of a binding, the same for every message: its unframed bytes. */
  abstract static class BufferBinding<M, B extends MessageBuffer<?, ?>> implements Binding<M, B> {
    private final Parser<B> parser;

    BufferBinding(Parser<B> parser) {
      this.parser = parser;
    }

    @Override
    public final byte[] serialize(B value) {
      return value.toUnframedByteArray();
    }

    @Override
    public final B deserialize(byte[] bytes) throws InvalidProtocolBufferException {
      return parser.parseUnframed(bytes);
    }
  }

  private static final class TestObjectBinding
      extends BufferBinding<TestObject, TestObjectMessageBuffer> {
    TestObjectBinding() {
      super(TestObjectMessageBuffer::parseUnframed);
    }

    @Override
    public TestObjectMessageBuffer create(TestObject o) {
      TestObjectMessageBean b =
          new TestObjectMessageBean()
              .setBooleanValue(o.isBooleanValue())
              .setIntValue(o.getIntValue())
              .setDoubleValue(o.getDoubleValue())
              .setLongValue(o.getLongValue())
              .setStringValue(o.getStringValue())
              .setInstantMillis(o.getInstant().toEpochMilli())
              .setNestedObject(nested(o.getNestedObject()));
      for (String s : o.getStringArray()) {
        b.addStringArray(s);
      }
      for (NestedObject n : o.getNestedObjects()) {
        b.addNestedObjects(nested(n));
      }
      return b.freeze();
    }

    private static NestedObjectMessage nested(NestedObject n) {
      NestedObjectMessageBean b = new NestedObjectMessageBean();
      for (Instant instant : n.getInstants()) {
        b.addInstantMillis(instant.toEpochMilli());
      }
      return b.freeze();
    }

    @Override
    public void readDeep(TestObjectMessageBuffer m, FieldSink sink) {
      sink.consume(m.getBooleanValue());
      sink.consume(m.getIntValue());
      sink.consume(m.getDoubleValue());
      sink.consume(m.getLongValue());
      sink.consume(m.getStringValue());
      for (int i = 0, n = m.getStringArrayCount(); i < n; i++) {
        sink.consume(m.getStringArray(i));
      }
      sink.consume(m.getInstantMillis());
      readNested(m.getNestedObject(), sink);
      for (int i = 0, n = m.getNestedObjectsCount(); i < n; i++) {
        readNested(m.getNestedObjects(i), sink);
      }
    }

    @Override
    public void readShallow(TestObjectMessageBuffer m, FieldSink sink) {
      sink.consume(m.getBooleanValue());
      sink.consume(m.getIntValue());
      sink.consume(m.getDoubleValue());
      sink.consume(m.getLongValue());
      sink.consume(m.getStringValue());
      sink.consume(m.getStringArrayCount());
      sink.consume(m.getInstantMillis());
      sink.consume(m.hasNestedObject());
      sink.consume(m.getNestedObjectsCount());
    }

    private static void readNested(NestedObjectMessage m, FieldSink sink) {
      for (int i = 0, n = m.getInstantMillisCount(); i < n; i++) {
        sink.consume(m.getInstantMillis(i));
      }
    }

    @Override
    public TestObject toModel(TestObjectMessageBuffer m) {
      TestObject o = new TestObject();
      o.setBooleanValue(m.getBooleanValue());
      o.setIntValue(m.getIntValue());
      o.setDoubleValue(m.getDoubleValue());
      o.setLongValue(m.getLongValue());
      o.setStringValue(m.getStringValue());
      // The generated getters of repeated fields return null, not an empty list, when unset.
      String[] strings = new String[m.getStringArrayCount()];
      for (int i = 0; i < strings.length; i++) {
        strings[i] = m.getStringArray(i);
      }
      o.setStringArray(strings);
      o.setInstant(Instant.ofEpochMilli(m.getInstantMillis()));
      o.setNestedObject(nested(m.getNestedObject()));
      Set<NestedObject> set = new HashSet<>();
      for (int i = 0, n = m.getNestedObjectsCount(); i < n; i++) {
        set.add(nested(m.getNestedObjects(i)));
      }
      o.setNestedObjects(set);
      return o;
    }

    private static NestedObject nested(NestedObjectMessage m) {
      List<Instant> instants = new ArrayList<>(m.getInstantMillisCount());
      for (int i = 0, n = m.getInstantMillisCount(); i < n; i++) {
        instants.add(Instant.ofEpochMilli(m.getInstantMillis(i)));
      }
      return new NestedObject(instants);
    }
  }
}
