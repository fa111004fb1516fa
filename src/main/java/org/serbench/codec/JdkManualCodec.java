package org.serbench.codec;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;

/**
 * Hand-written {@link DataOutputStream}/{@link DataInputStream} code for {@link TestObject}: the
 * floor of what the JDK's streams cost without reflection, class descriptors or handles.
 *
 * <p>Fields are written in declaration order, strings with {@code writeUTF}, arrays and collections
 * behind an {@code int} count, instants as {@code long} epoch millis (the data has millisecond
 * precision; a finer instant is refused rather than truncated). Fields must be non-null.
 */
final class JdkManualCodec implements Codec {

  @Override
  @SuppressWarnings("unchecked")
  public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
    if (type == TestObject.class) {
      return (Binding<M, ?>) new TestObjectBinding();
    }
    throw new UnsupportedDataException("no hand-written code for " + type.getSimpleName());
  }

  private static final class TestObjectBinding extends PojoBinding<TestObject> {

    TestObjectBinding() {
      super(TestObject.class);
    }

    @Override
    public byte[] serialize(TestObject o) throws IOException {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      DataOutputStream out = new DataOutputStream(bytes);
      out.writeBoolean(o.isBooleanValue());
      out.writeInt(o.getIntValue());
      out.writeDouble(o.getDoubleValue());
      out.writeLong(o.getLongValue());
      out.writeUTF(o.getStringValue());
      String[] strings = o.getStringArray();
      out.writeInt(strings.length);
      for (String s : strings) {
        out.writeUTF(s);
      }
      writeInstant(out, o.getInstant());
      writeNested(out, o.getNestedObject());
      out.writeInt(o.getNestedObjects().size());
      for (NestedObject n : o.getNestedObjects()) {
        writeNested(out, n);
      }
      return bytes.toByteArray();
    }

    private static void writeNested(DataOutputStream out, NestedObject n) throws IOException {
      List<Instant> instants = n.getInstants();
      out.writeInt(instants.size());
      for (int i = 0, size = instants.size(); i < size; i++) {
        writeInstant(out, instants.get(i));
      }
    }

    private static void writeInstant(DataOutputStream out, Instant instant) throws IOException {
      if (instant.getNano() % 1_000_000 != 0) {
        throw new IOException("java-manual carries epoch millis; " + instant + " is finer");
      }
      out.writeLong(instant.toEpochMilli());
    }

    @Override
    public TestObject deserialize(byte[] bytes) throws IOException {
      DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
      TestObject o = new TestObject();
      o.setBooleanValue(in.readBoolean());
      o.setIntValue(in.readInt());
      o.setDoubleValue(in.readDouble());
      o.setLongValue(in.readLong());
      o.setStringValue(in.readUTF());
      String[] strings = new String[in.readInt()];
      for (int i = 0; i < strings.length; i++) {
        strings[i] = in.readUTF();
      }
      o.setStringArray(strings);
      o.setInstant(Instant.ofEpochMilli(in.readLong()));
      o.setNestedObject(readNested(in));
      int count = in.readInt();
      Set<NestedObject> set = new HashSet<>(count * 4 / 3 + 1);
      for (int i = 0; i < count; i++) {
        set.add(readNested(in));
      }
      o.setNestedObjects(set);
      return o;
    }

    private static NestedObject readNested(DataInputStream in) throws IOException {
      int count = in.readInt();
      List<Instant> instants = new ArrayList<>(count);
      for (int i = 0; i < count; i++) {
        instants.add(Instant.ofEpochMilli(in.readLong()));
      }
      return new NestedObject(instants);
    }
  }
}
