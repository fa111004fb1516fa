package org.serbench.codec;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;
import sbinary.DefaultProtocol$;
import sbinary.Format;
import sbinary.Input;
import sbinary.Operations;
import sbinary.Output;

/**
 * sbinary, the Scala type-class serializer, called from Java with a hand-written {@link Format} of
 * the model.
 *
 * <p>sbinary has no reflection: every type needs a format, and its documented way for a type of
 * your own is a format that reads and writes the fields in order with the default protocol's
 * formats. jvm-serializers derived one for Scala case classes with {@code asProduct}; a Java class
 * has no {@code apply}/{@code unapply}, so this format is written out by hand, the same calls in
 * the same order. Collections are written as sbinary's own collection formats write them: an {@code
 * Int} length, then the elements.
 */
final class SbinaryCodec implements Codec {

  @Override
  @SuppressWarnings("unchecked")
  public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
    if (type == TestObject.class) {
      return (Binding<M, ?>) new TestObjectBinding();
    }
    throw new UnsupportedDataException("no sbinary format for " + type.getSimpleName());
  }

  private static final class TestObjectBinding extends PojoBinding<TestObject> {
    private final Format<TestObject> format = new TestObjectFormat();

    TestObjectBinding() {
      super(TestObject.class);
    }

    @Override
    public byte[] serialize(TestObject value) {
      return Operations.toByteArray(value, format);
    }

    @Override
    public TestObject deserialize(byte[] bytes) {
      return Operations.fromByteArray(bytes, format);
    }
  }

  /** The format of {@link TestObject}; the default protocol's formats take primitives boxed. */
  private static final class TestObjectFormat implements Format<TestObject> {
    private static final DefaultProtocol$ PROTOCOL = DefaultProtocol$.MODULE$;
    private final Format<Object> booleans = PROTOCOL.BooleanFormat();
    private final Format<Object> ints = PROTOCOL.IntFormat();
    private final Format<Object> doubles = PROTOCOL.DoubleFormat();
    private final Format<Object> longs = PROTOCOL.LongFormat();
    private final Format<String> strings = PROTOCOL.StringFormat();

    @Override
    public void writes(Output out, TestObject o) {
      booleans.writes(out, o.isBooleanValue());
      ints.writes(out, o.getIntValue());
      doubles.writes(out, o.getDoubleValue());
      longs.writes(out, o.getLongValue());
      strings.writes(out, o.getStringValue());
      String[] array = o.getStringArray();
      ints.writes(out, array.length);
      for (String s : array) {
        strings.writes(out, s);
      }
      longs.writes(out, o.getInstant().toEpochMilli());
      writeNested(out, o.getNestedObject());
      ints.writes(out, o.getNestedObjects().size());
      for (NestedObject n : o.getNestedObjects()) {
        writeNested(out, n);
      }
    }

    private void writeNested(Output out, NestedObject n) {
      List<Instant> instants = n.getInstants();
      ints.writes(out, instants.size());
      for (int i = 0, size = instants.size(); i < size; i++) {
        longs.writes(out, instants.get(i).toEpochMilli());
      }
    }

    @Override
    public TestObject reads(Input in) {
      TestObject o = new TestObject();
      o.setBooleanValue((Boolean) booleans.reads(in));
      o.setIntValue((Integer) ints.reads(in));
      o.setDoubleValue((Double) doubles.reads(in));
      o.setLongValue((Long) longs.reads(in));
      o.setStringValue(strings.reads(in));
      String[] array = new String[(Integer) ints.reads(in)];
      for (int i = 0; i < array.length; i++) {
        array[i] = strings.reads(in);
      }
      o.setStringArray(array);
      o.setInstant(Instant.ofEpochMilli((Long) longs.reads(in)));
      o.setNestedObject(readNested(in));
      int size = (Integer) ints.reads(in);
      Set<NestedObject> set = new HashSet<>();
      for (int i = 0; i < size; i++) {
        set.add(readNested(in));
      }
      o.setNestedObjects(set);
      return o;
    }

    private NestedObject readNested(Input in) {
      int size = (Integer) ints.reads(in);
      List<Instant> instants = new ArrayList<>(size);
      for (int i = 0; i < size; i++) {
        instants.add(Instant.ofEpochMilli((Long) longs.reads(in)));
      }
      return new NestedObject(instants);
    }
  }
}
