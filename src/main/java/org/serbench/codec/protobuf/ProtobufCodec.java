package org.serbench.codec.protobuf;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.serbench.codec.Binding;
import org.serbench.codec.FieldSink;
import org.serbench.codec.SchemaCodec;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Younglings;
import org.serbench.model.media.MediaContent;
import org.serbench.proto.NestedObjectMessage;
import org.serbench.proto.TestObjectMessage;

/**
 * Protocol Buffers on the messages generated from {@code src/main/proto}, with protobuf-java's
 * defaults: {@code toByteArray()} and {@code parseFrom(byte[])}.
 *
 * <p>Building the message from the model is "create" and is timed apart from "ser". The deep read
 * walks the decoded message, so strings, which protobuf-java decodes from UTF-8 lazily on first
 * access, are paid for in "deser".
 */
final class ProtobufCodec extends SchemaCodec {

  ProtobufCodec() {
    register(TestObject.class, TestObjectBinding::new);
    register(MediaContent.class, ProtobufMedia::new);
    register(Younglings.class, ProtobufJedi.YounglingsBinding::new);
    register(Padawans.class, ProtobufJedi.PadawansBinding::new);
    register(Masters.class, ProtobufMasters::new);
  }

  @Override
  protected String unsupported(Class<?> type) {
    return "protobuf has no schema for "
        + type.getSimpleName()
        + ": src/main/proto has messages for TestObject, MediaContent and the Jedi lists only";
  }

  /**
   * The wire half of a binding, the same for every message: {@code toByteArray()}, and the
   * message's parser, which its generated {@code parseFrom(byte[])} calls.
   */
  abstract static class MessageBinding<M, P extends MessageLite> implements Binding<M, P> {
    private final Parser<P> parser;

    MessageBinding(Parser<P> parser) {
      this.parser = parser;
    }

    @Override
    public final byte[] serialize(P value) {
      return value.toByteArray();
    }

    @Override
    public final P deserialize(byte[] bytes) throws InvalidProtocolBufferException {
      return parser.parseFrom(bytes);
    }
  }

  private static final class TestObjectBinding
      extends MessageBinding<TestObject, TestObjectMessage> {
    TestObjectBinding() {
      super(TestObjectMessage.parser());
    }

    @Override
    public TestObjectMessage create(TestObject o) {
      TestObjectMessage.Builder b =
          TestObjectMessage.newBuilder()
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
      return b.build();
    }

    private static NestedObjectMessage nested(NestedObject n) {
      NestedObjectMessage.Builder b = NestedObjectMessage.newBuilder();
      for (Instant instant : n.getInstants()) {
        b.addInstantMillis(instant.toEpochMilli());
      }
      return b.build();
    }

    @Override
    public void readDeep(TestObjectMessage m, FieldSink sink) {
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
    public void readShallow(TestObjectMessage m, FieldSink sink) {
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
    public TestObject toModel(TestObjectMessage m) {
      TestObject o = new TestObject();
      o.setBooleanValue(m.getBooleanValue());
      o.setIntValue(m.getIntValue());
      o.setDoubleValue(m.getDoubleValue());
      o.setLongValue(m.getLongValue());
      o.setStringValue(m.getStringValue());
      o.setStringArray(m.getStringArrayList().toArray(new String[0]));
      o.setInstant(Instant.ofEpochMilli(m.getInstantMillis()));
      o.setNestedObject(nested(m.getNestedObject()));
      Set<NestedObject> set = new HashSet<>();
      for (NestedObjectMessage n : m.getNestedObjectsList()) {
        set.add(nested(n));
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
