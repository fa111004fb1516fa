package org.serbench.codec;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;

/**
 * Kryo with hand-written serializers for the model, registered, without reference tracking: the
 * fastest Kryo can be when the code knows the shape of the data, as jvm-serializers' "-manual"
 * rows.
 *
 * <p>Reference fields and arrays are null-safe in Kryo's own convention (a presence flag; a length
 * plus one, zero for null). Instants are written losslessly as variable-length epoch milliseconds
 * and nanoseconds of the millisecond. Output and Input are reused as in {@link KryoCodec}.
 */
final class KryoManualCodec implements Codec {
  private final Kryo kryo = new Kryo();
  private final Output output = new Output(16 * 1024, -1);
  private final Input input = new Input();

  KryoManualCodec() {
    kryo.setRegistrationRequired(true);
    kryo.setReferences(false);
    NestedObjectSerializer nested = new NestedObjectSerializer();
    kryo.register(NestedObject.class, nested);
    kryo.register(TestObject.class, new TestObjectSerializer(nested));
  }

  @Override
  @SuppressWarnings("unchecked")
  public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
    if (type != TestObject.class) {
      throw new UnsupportedDataException("no hand-written Kryo serializer for " + type.getName());
    }
    return (Binding<M, ?>)
        new PojoBinding<TestObject>(TestObject.class) {
          @Override
          public byte[] serialize(TestObject value) {
            output.reset();
            kryo.writeObject(output, value);
            return output.toBytes();
          }

          @Override
          public TestObject deserialize(byte[] bytes) {
            input.setBuffer(bytes);
            return kryo.readObject(input, TestObject.class);
          }
        };
  }

  private static final class TestObjectSerializer extends Serializer<TestObject> {
    private final NestedObjectSerializer nested;

    TestObjectSerializer(NestedObjectSerializer nested) {
      this.nested = nested;
    }

    @Override
    public void write(Kryo kryo, Output out, TestObject o) {
      out.writeBoolean(o.isBooleanValue());
      out.writeInt(o.getIntValue());
      out.writeDouble(o.getDoubleValue());
      out.writeLong(o.getLongValue());
      out.writeString(o.getStringValue());
      String[] strings = o.getStringArray();
      out.writeVarInt(strings == null ? 0 : strings.length + 1, true);
      if (strings != null) {
        for (String s : strings) {
          out.writeString(s);
        }
      }
      out.writeBoolean(o.getInstant() != null);
      if (o.getInstant() != null) {
        writeInstant(out, o.getInstant());
      }
      out.writeBoolean(o.getNestedObject() != null);
      if (o.getNestedObject() != null) {
        nested.write(kryo, out, o.getNestedObject());
      }
      Set<NestedObject> set = o.getNestedObjects();
      out.writeVarInt(set == null ? 0 : set.size() + 1, true);
      if (set != null) {
        for (NestedObject n : set) {
          nested.write(kryo, out, n);
        }
      }
    }

    @Override
    public TestObject read(Kryo kryo, Input in, Class<? extends TestObject> type) {
      TestObject o = new TestObject();
      o.setBooleanValue(in.readBoolean());
      o.setIntValue(in.readInt());
      o.setDoubleValue(in.readDouble());
      o.setLongValue(in.readLong());
      o.setStringValue(in.readString());
      int strings = in.readVarInt(true) - 1;
      if (strings >= 0) {
        String[] array = new String[strings];
        for (int i = 0; i < strings; i++) {
          array[i] = in.readString();
        }
        o.setStringArray(array);
      }
      o.setInstant(in.readBoolean() ? readInstant(in) : null);
      o.setNestedObject(in.readBoolean() ? nested.read(kryo, in, NestedObject.class) : null);
      int size = in.readVarInt(true) - 1;
      Set<NestedObject> set = null;
      if (size >= 0) {
        set = new HashSet<>((int) (size / 0.75f) + 1);
        for (int i = 0; i < size; i++) {
          set.add(nested.read(kryo, in, NestedObject.class));
        }
      }
      o.setNestedObjects(set);
      return o;
    }
  }

  private static final class NestedObjectSerializer extends Serializer<NestedObject> {
    @Override
    public void write(Kryo kryo, Output out, NestedObject n) {
      List<Instant> instants = n.getInstants();
      out.writeVarInt(instants == null ? 0 : instants.size() + 1, true);
      if (instants != null) {
        for (int i = 0, size = instants.size(); i < size; i++) {
          writeInstant(out, instants.get(i));
        }
      }
    }

    @Override
    public NestedObject read(Kryo kryo, Input in, Class<? extends NestedObject> type) {
      int size = in.readVarInt(true) - 1;
      if (size < 0) {
        return new NestedObject(null);
      }
      List<Instant> instants = new ArrayList<>(size);
      for (int i = 0; i < size; i++) {
        instants.add(readInstant(in));
      }
      return new NestedObject(instants);
    }
  }

  /**
   * Writes epoch milliseconds and the nanoseconds within the millisecond: lossless, and for
   * millisecond-precision instants 7 bytes where epoch seconds and nanoseconds would take 10.
   */
  private static void writeInstant(Output out, Instant instant) {
    out.writeVarLong(instant.toEpochMilli(), false);
    out.writeVarInt(instant.getNano() % 1_000_000, true);
  }

  private static Instant readInstant(Input in) {
    long millis = in.readVarLong(false);
    int nanoOfMilli = in.readVarInt(true);
    return Instant.ofEpochSecond(
        Math.floorDiv(millis, 1000), Math.floorMod(millis, 1000) * 1_000_000L + nanoOfMilli);
  }
}
