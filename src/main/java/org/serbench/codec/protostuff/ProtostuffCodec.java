package org.serbench.codec.protostuff;

import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.serbench.codec.Binding;
import org.serbench.codec.EpochMillis;
import org.serbench.codec.FieldSink;
import org.serbench.codec.SchemaCodec;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Younglings;
import org.serbench.model.media.MediaContent;
import org.serbench.protostuff.NestedObjectBean;
import org.serbench.protostuff.TestObjectBean;

/**
 * Protostuff on the beans its own compiler generates from {@code src/main/protostuff}: each bean is
 * its own {@link Schema}, and {@link ProtostuffIOUtil} writes the protostuff format.
 *
 * <p>The compiler's default {@code java_bean} output boxes scalars, optional and required alike,
 * and repeated int64s ({@code Long}, {@code List<Long>}), and that is what is measured. Protostuff
 * expects a {@link LinkedBuffer} to be reused by the thread that encodes: a binding is used by one
 * thread, so it keeps one and clears it after each message.
 */
final class ProtostuffCodec extends SchemaCodec {

  ProtostuffCodec() {
    register(TestObject.class, TestObjectBinding::new);
    register(MediaContent.class, ProtostuffMedia::new);
    register(Younglings.class, ProtostuffJedi.YounglingsBinding::new);
    register(Padawans.class, ProtostuffJedi.PadawansBinding::new);
    register(Masters.class, ProtostuffMasters::new);
  }

  @Override
  protected String unsupported(Class<?> type) {
    return "protostuff has no schema for "
        + type.getSimpleName()
        + ": src/main/protostuff has beans for TestObject, MediaContent and the Jedi lists"
        + " only";
  }

  /** Encodes and decodes one generated bean, which is its own schema. */
  abstract static class BeanBinding<M, B> implements Binding<M, B> {
    private final Schema<B> schema;
    private final LinkedBuffer buffer = LinkedBuffer.allocate();

    BeanBinding(Schema<B> schema) {
      this.schema = schema;
    }

    @Override
    public final byte[] serialize(B value) {
      try {
        return ProtostuffIOUtil.toByteArray(value, schema, buffer);
      } finally {
        buffer.clear();
      }
    }

    @Override
    public final B deserialize(byte[] bytes) {
      B value = schema.newMessage();
      ProtostuffIOUtil.mergeFrom(bytes, value, schema);
      return value;
    }
  }

  /** The generated bean leaves a repeated field {@code null} when no element was decoded. */
  static <T> List<T> orEmpty(List<T> list) {
    return list == null ? List.of() : list;
  }

  private static final class TestObjectBinding extends BeanBinding<TestObject, TestObjectBean> {

    TestObjectBinding() {
      super(TestObjectBean.getSchema());
    }

    @Override
    public TestObjectBean create(TestObject o) {
      TestObjectBean b = new TestObjectBean();
      b.setBooleanValue(o.isBooleanValue());
      b.setIntValue(o.getIntValue());
      b.setDoubleValue(o.getDoubleValue());
      b.setLongValue(o.getLongValue());
      b.setStringValue(o.getStringValue());
      b.setStringArrayList(Arrays.asList(o.getStringArray()));
      b.setInstantMillis(o.getInstant().toEpochMilli());
      b.setNestedObject(nested(o.getNestedObject()));
      List<NestedObjectBean> nestedObjects = new ArrayList<>(o.getNestedObjects().size());
      for (NestedObject n : o.getNestedObjects()) {
        nestedObjects.add(nested(n));
      }
      b.setNestedObjectsList(nestedObjects);
      return b;
    }

    private static NestedObjectBean nested(NestedObject n) {
      NestedObjectBean b = new NestedObjectBean();
      b.setInstantMillisList(EpochMillis.of(n.getInstants()));
      return b;
    }

    @Override
    public void readDeep(TestObjectBean b, FieldSink sink) {
      sink.consume(b.getBooleanValue());
      sink.consume(b.getIntValue());
      sink.consume(b.getDoubleValue());
      sink.consume(b.getLongValue());
      sink.consume(b.getStringValue());
      List<String> strings = orEmpty(b.getStringArrayList());
      for (int i = 0, n = strings.size(); i < n; i++) {
        sink.consume(strings.get(i));
      }
      sink.consume(b.getInstantMillis());
      readNested(b.getNestedObject(), sink);
      List<NestedObjectBean> nestedObjects = orEmpty(b.getNestedObjectsList());
      for (int i = 0, n = nestedObjects.size(); i < n; i++) {
        readNested(nestedObjects.get(i), sink);
      }
    }

    @Override
    public void readShallow(TestObjectBean b, FieldSink sink) {
      sink.consume(b.getBooleanValue());
      sink.consume(b.getIntValue());
      sink.consume(b.getDoubleValue());
      sink.consume(b.getLongValue());
      sink.consume(b.getStringValue());
      sink.consume(orEmpty(b.getStringArrayList()).size());
      sink.consume(b.getInstantMillis());
      sink.consume(b.getNestedObject() != null);
      sink.consume(orEmpty(b.getNestedObjectsList()).size());
    }

    private static void readNested(NestedObjectBean b, FieldSink sink) {
      List<Long> millis = orEmpty(b.getInstantMillisList());
      for (int i = 0, n = millis.size(); i < n; i++) {
        sink.consume(millis.get(i));
      }
    }

    @Override
    public TestObject toModel(TestObjectBean b) {
      TestObject o = new TestObject();
      o.setBooleanValue(b.getBooleanValue());
      o.setIntValue(b.getIntValue());
      o.setDoubleValue(b.getDoubleValue());
      o.setLongValue(b.getLongValue());
      o.setStringValue(b.getStringValue());
      o.setStringArray(orEmpty(b.getStringArrayList()).toArray(new String[0]));
      o.setInstant(Instant.ofEpochMilli(b.getInstantMillis()));
      o.setNestedObject(nested(b.getNestedObject()));
      Set<NestedObject> set = new HashSet<>();
      for (NestedObjectBean n : orEmpty(b.getNestedObjectsList())) {
        set.add(nested(n));
      }
      o.setNestedObjects(set);
      return o;
    }

    private static NestedObject nested(NestedObjectBean b) {
      return new NestedObject(EpochMillis.instants(orEmpty(b.getInstantMillisList())));
    }
  }
}
