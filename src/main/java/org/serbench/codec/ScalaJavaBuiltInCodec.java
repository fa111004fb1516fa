package org.serbench.codec;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;
import org.serbench.scalamodel.NestedObjectCase;
import org.serbench.scalamodel.TestObjectCase;
import scala.collection.Iterator;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The JDK's serialization of Scala case classes, jvm-serializers' {@code scala/java-built-in}: the
 * same serializer as {@code java-built-in}, on the object graph Scala's immutable collections make.
 *
 * <p>"create" converts the model to the case classes, which is not timed with "ser".
 */
final class ScalaJavaBuiltInCodec implements Codec {

  @Override
  @SuppressWarnings("unchecked")
  public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
    if (type == TestObject.class) {
      return (Binding<M, ?>) new TestObjectBinding();
    }
    throw new UnsupportedDataException("no Scala case class for " + type.getSimpleName());
  }

  private static final class TestObjectBinding implements Binding<TestObject, TestObjectCase> {

    @Override
    public TestObjectCase create(TestObject o) {
      List<NestedObjectCase> set = new ArrayList<>(o.getNestedObjects().size());
      for (NestedObject n : o.getNestedObjects()) {
        set.add(nested(n));
      }
      return new TestObjectCase(
          o.isBooleanValue(),
          o.getIntValue(),
          o.getDoubleValue(),
          o.getLongValue(),
          o.getStringValue(),
          CollectionConverters.asScala(Arrays.asList(o.getStringArray())).toList(),
          o.getInstant(),
          nested(o.getNestedObject()),
          CollectionConverters.asScala(set).toSet());
    }

    private static NestedObjectCase nested(NestedObject n) {
      return new NestedObjectCase(CollectionConverters.asScala(n.getInstants()).toList());
    }

    @Override
    public byte[] serialize(TestObjectCase value) throws IOException {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
        out.writeObject(value);
      }
      return bytes.toByteArray();
    }

    @Override
    public TestObjectCase deserialize(byte[] bytes) throws IOException, ClassNotFoundException {
      try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
        return (TestObjectCase) in.readObject();
      }
    }

    @Override
    public void readDeep(TestObjectCase c, FieldSink sink) {
      sink.consume(c.booleanValue());
      sink.consume(c.intValue());
      sink.consume(c.doubleValue());
      sink.consume(c.longValue());
      sink.consume(c.stringValue());
      for (Iterator<String> i = c.stringArray().iterator(); i.hasNext(); ) {
        sink.consume(i.next());
      }
      readInstant(c.instant(), sink);
      readNested(c.nestedObject(), sink);
      for (Iterator<NestedObjectCase> i = c.nestedObjects().iterator(); i.hasNext(); ) {
        readNested(i.next(), sink);
      }
    }

    private static void readNested(NestedObjectCase n, FieldSink sink) {
      for (Iterator<Instant> i = n.instants().iterator(); i.hasNext(); ) {
        readInstant(i.next(), sink);
      }
    }

    private static void readInstant(Instant instant, FieldSink sink) {
      sink.consume(instant.getEpochSecond());
      sink.consume(instant.getNano());
    }

    @Override
    public TestObject toModel(TestObjectCase c) {
      TestObject o = new TestObject();
      o.setBooleanValue(c.booleanValue());
      o.setIntValue(c.intValue());
      o.setDoubleValue(c.doubleValue());
      o.setLongValue(c.longValue());
      o.setStringValue(c.stringValue());
      o.setStringArray(CollectionConverters.asJava(c.stringArray()).toArray(new String[0]));
      o.setInstant(c.instant());
      o.setNestedObject(nested(c.nestedObject()));
      Set<NestedObject> set = new HashSet<>();
      for (NestedObjectCase n : CollectionConverters.asJava(c.nestedObjects())) {
        set.add(nested(n));
      }
      o.setNestedObjects(set);
      return o;
    }

    private static NestedObject nested(NestedObjectCase n) {
      return new NestedObject(new ArrayList<>(CollectionConverters.asJava(n.instants())));
    }
  }
}
