package org.serbench.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.UnsupportedDataException;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Younglings;
import org.serbench.model.media.MediaContent;

/**
 * Kryo with hand-written serializers for the model, registered, without reference tracking: the
 * fastest Kryo can be when the code knows the shape of the data, as jvm-serializers' "-manual"
 * rows.
 *
 * <p>Reference fields and arrays are null-safe in Kryo's own convention (a presence flag; a length
 * plus one, zero for null; an enum's ordinal plus one, as Kryo's {@code EnumSerializer}). Instants
 * are written losslessly as variable-length epoch milliseconds and nanoseconds of the millisecond.
 * Output and Input are reused as in {@link KryoCodec}.
 */
final class KryoManualCodec implements Codec {
  private static final Set<Class<?>> ROOTS =
      Set.of(TestObject.class, MediaContent.class, Younglings.class, Padawans.class, Masters.class);

  private final Kryo kryo = new Kryo();
  private final Output output = new Output(16 * 1024, -1);
  private final Input input = new Input();

  KryoManualCodec() {
    kryo.setRegistrationRequired(true);
    kryo.setReferences(false);
    NestedObjectSerializer nested = new NestedObjectSerializer();
    kryo.register(NestedObject.class, nested);
    kryo.register(TestObject.class, new TestObjectSerializer(nested));
    KryoManualMedia.register(kryo);
    KryoManualJedi.register(kryo);
  }

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
    if (!ROOTS.contains(type)) {
      throw new UnsupportedDataException(
          "kryo-manual has no hand-written Kryo serializer for "
              + type.getName()
              + ": they are written for TestObject, MediaContent and the Jedi lists only");
    }
    return KryoCodec.binding(kryo, output, input, type);
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
      writeNullableInstant(out, o.getInstant());
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
      o.setInstant(readNullableInstant(in));
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
  static void writeInstant(Output out, Instant instant) {
    out.writeVarLong(instant.toEpochMilli(), false);
    out.writeVarInt(instant.getNano() % 1_000_000, true);
  }

  static Instant readInstant(Input in) {
    long millis = in.readVarLong(false);
    int nanoOfMilli = in.readVarInt(true);
    return Instant.ofEpochSecond(
        Math.floorDiv(millis, 1000), Math.floorMod(millis, 1000) * 1_000_000L + nanoOfMilli);
  }

  /** Writes a nullable instant behind a presence flag. */
  static void writeNullableInstant(Output out, Instant instant) {
    out.writeBoolean(instant != null);
    if (instant != null) {
      writeInstant(out, instant);
    }
  }

  static Instant readNullableInstant(Input in) {
    return in.readBoolean() ? readInstant(in) : null;
  }

  /** Writes a nullable list of strings as its length plus one, zero for null. */
  static void writeStrings(Output out, List<String> strings) {
    out.writeVarInt(strings == null ? 0 : strings.size() + 1, true);
    if (strings != null) {
      for (int i = 0, size = strings.size(); i < size; i++) {
        out.writeString(strings.get(i));
      }
    }
  }

  static List<String> readStrings(Input in) {
    int size = in.readVarInt(true) - 1;
    if (size < 0) {
      return null;
    }
    List<String> strings = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      strings.add(in.readString());
    }
    return strings;
  }

  /** Writes a nullable list of non-null elements as its length plus one, then the elements. */
  static <T> void writeList(Kryo kryo, Output out, List<T> list, Serializer<T> elements) {
    out.writeVarInt(list == null ? 0 : list.size() + 1, true);
    if (list != null) {
      for (int i = 0, size = list.size(); i < size; i++) {
        elements.write(kryo, out, list.get(i));
      }
    }
  }

  static <T> List<T> readList(Kryo kryo, Input in, Serializer<T> elements, Class<T> type) {
    int size = in.readVarInt(true) - 1;
    if (size < 0) {
      return null;
    }
    List<T> list = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      list.add(elements.read(kryo, in, type));
    }
    return list;
  }

  /** Writes a nullable enum as its ordinal plus one, zero for null, as Kryo's EnumSerializer. */
  static void writeEnum(Output out, Enum<?> value) {
    out.writeVarInt(value == null ? 0 : value.ordinal() + 1, true);
  }

  static <E extends Enum<E>> E readEnum(Input in, E[] values) {
    int ordinal = in.readVarInt(true) - 1;
    return ordinal < 0 ? null : values[ordinal];
  }
}
