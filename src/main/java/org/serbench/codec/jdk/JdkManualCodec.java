package org.serbench.codec.jdk;

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
import org.serbench.codec.HandWrittenBinding;
import org.serbench.codec.SchemaCodec;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Younglings;
import org.serbench.model.media.MediaContent;

/**
 * Hand-written {@link DataOutputStream}/{@link DataInputStream} code for the model: the floor of
 * what the JDK's streams cost without reflection, class descriptors or handles.
 *
 * <p>Fields are written in declaration order, strings with {@code writeUTF}, lists and arrays
 * behind an {@code int} count, enums as their ordinal byte, instants as {@code long} epoch millis
 * (the data has millisecond precision; a finer instant is refused rather than truncated). Fields
 * must be non-null, except those the model declares nullable, which follow a presence flag.
 */
final class JdkManualCodec extends SchemaCodec {

  JdkManualCodec() {
    register(
        TestObject.class,
        () ->
            new StreamBinding<>(
                TestObject.class, JdkManualCodec::writeTestObject, JdkManualCodec::readTestObject));
    register(
        MediaContent.class,
        () -> new StreamBinding<>(MediaContent.class, JdkManualMedia::write, JdkManualMedia::read));
    register(
        Younglings.class,
        () ->
            new StreamBinding<>(
                Younglings.class, JdkManualJedi::writeYounglings, JdkManualJedi::readYounglings));
    register(
        Padawans.class,
        () ->
            new StreamBinding<>(
                Padawans.class, JdkManualJedi::writePadawans, JdkManualJedi::readPadawans));
    register(
        Masters.class,
        () ->
            new StreamBinding<>(
                Masters.class, JdkManualJedi::writeMasters, JdkManualJedi::readMasters));
  }

  @Override
  protected String unsupported(Class<?> type) {
    return "java-manual has no hand-written code for "
        + type.getSimpleName()
        + ": it is written for TestObject, MediaContent and the Jedi lists only";
  }

  /** Fresh streams per message, as a caller of the JDK's streams would write it. */
  private static final class StreamBinding<M>
      extends HandWrittenBinding<M, DataOutputStream, DataInputStream> {
    StreamBinding(
        Class<M> type, Writer<DataOutputStream, M> writer, Reader<DataInputStream, M> reader) {
      super(type, writer, reader);
    }

    @Override
    public byte[] serialize(M value) throws IOException {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      writer.write(new DataOutputStream(bytes), value);
      return bytes.toByteArray();
    }

    @Override
    public M deserialize(byte[] bytes) throws IOException {
      return reader.read(new DataInputStream(new ByteArrayInputStream(bytes)));
    }
  }

  private static void writeTestObject(DataOutputStream out, TestObject o) throws IOException {
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
  }

  private static void writeNested(DataOutputStream out, NestedObject n) throws IOException {
    List<Instant> instants = n.getInstants();
    out.writeInt(instants.size());
    for (int i = 0, size = instants.size(); i < size; i++) {
      writeInstant(out, instants.get(i));
    }
  }

  static void writeInstant(DataOutputStream out, Instant instant) throws IOException {
    if (instant.getNano() % 1_000_000 != 0) {
      throw new IOException("java-manual carries epoch millis; " + instant + " is finer");
    }
    out.writeLong(instant.toEpochMilli());
  }

  static Instant readInstant(DataInputStream in) throws IOException {
    return Instant.ofEpochMilli(in.readLong());
  }

  static void writeStrings(DataOutputStream out, List<String> strings) throws IOException {
    out.writeInt(strings.size());
    for (int i = 0, size = strings.size(); i < size; i++) {
      out.writeUTF(strings.get(i));
    }
  }

  static List<String> readStrings(DataInputStream in) throws IOException {
    int count = in.readInt();
    List<String> strings = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      strings.add(in.readUTF());
    }
    return strings;
  }

  private static TestObject readTestObject(DataInputStream in) throws IOException {
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
    o.setInstant(readInstant(in));
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
      instants.add(readInstant(in));
    }
    return new NestedObject(instants);
  }
}
