package org.serbench.codec.sbinary;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.serbench.codec.PojoBinding;
import org.serbench.codec.SchemaCodec;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Younglings;
import org.serbench.model.media.MediaContent;
import sbinary.DefaultProtocol$;
import sbinary.Format;
import sbinary.Input;
import sbinary.Operations;
import sbinary.Output;
import scala.Option;

/**
 * sbinary, the Scala type-class serializer, called from Java with hand-written {@link Format}s of
 * the model.
 *
 * <p>sbinary has no reflection: every type needs a format, and its documented way for a type of
 * your own is a format that reads and writes the fields in order with the default protocol's
 * formats. jvm-serializers derived one for Scala case classes with {@code asProduct}; a Java class
 * has no {@code apply}/{@code unapply}, so these formats are written out by hand, the same calls in
 * the same order. Collections are written as sbinary's own collection formats write them: an {@code
 * Int} length, then the elements. A nullable field is an {@code Option} in the protocol's option
 * format, an enum its ordinal as an {@code Int} (as the protocol's {@code enumerationFormat} writes
 * a Scala enumeration), an instant its epoch millis as a {@code Long}.
 */
final class SbinaryCodec extends SchemaCodec {
  static final DefaultProtocol$ PROTOCOL = DefaultProtocol$.MODULE$;
  static final Format<Object> BOOLEANS = PROTOCOL.BooleanFormat();
  static final Format<Object> INTS = PROTOCOL.IntFormat();
  static final Format<Object> LONGS = PROTOCOL.LongFormat();
  static final Format<Object> DOUBLES = PROTOCOL.DoubleFormat();
  static final Format<String> STRINGS = PROTOCOL.StringFormat();
  static final Format<Option<String>> OPTIONAL_STRINGS = PROTOCOL.optionsAreFormat(STRINGS);
  static final Format<Option<Object>> OPTIONAL_INTS = PROTOCOL.optionsAreFormat(INTS);

  SbinaryCodec() {
    register(TestObject.class, () -> new FormatBinding<>(TestObject.class, new TestObjectFormat()));
    register(
        MediaContent.class,
        () -> new FormatBinding<>(MediaContent.class, new SbinaryMedia.MediaContentFormat()));
    register(
        Younglings.class,
        () -> new FormatBinding<>(Younglings.class, new SbinaryJedi.YounglingsFormat()));
    register(
        Padawans.class,
        () -> new FormatBinding<>(Padawans.class, new SbinaryJedi.PadawansFormat()));
    register(
        Masters.class, () -> new FormatBinding<>(Masters.class, new SbinaryJedi.MastersFormat()));
  }

  @Override
  protected String unsupported(Class<?> type) {
    return "scala/sbinary has no sbinary format for "
        + type.getSimpleName()
        + ": formats are written for TestObject, MediaContent and the Jedi lists only";
  }

  private static final class FormatBinding<M> extends PojoBinding<M> {
    private final Format<M> format;

    FormatBinding(Class<M> type, Format<M> format) {
      super(type);
      this.format = format;
    }

    @Override
    public byte[] serialize(M value) {
      return Operations.toByteArray(value, format);
    }

    @Override
    public M deserialize(byte[] bytes) {
      return Operations.fromByteArray(bytes, format);
    }
  }

  /** Writes a list as sbinary's collection formats do: its size, then its elements. */
  static <T> void writeList(Output out, List<T> list, Format<T> elements) {
    INTS.writes(out, list.size());
    for (int i = 0, size = list.size(); i < size; i++) {
      elements.writes(out, list.get(i));
    }
  }

  static <T> List<T> readList(Input in, Format<T> elements) {
    int size = (Integer) INTS.reads(in);
    List<T> list = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      list.add(elements.reads(in));
    }
    return list;
  }

  /**
   * Writes a list of strings as {@link #writeList} does, calling the string format directly: the
   * strings of the Masters' forces are the formats' hottest loop, kept free of a format chosen at
   * run time.
   */
  static void writeStrings(Output out, List<String> strings) {
    INTS.writes(out, strings.size());
    for (int i = 0, size = strings.size(); i < size; i++) {
      STRINGS.writes(out, strings.get(i));
    }
  }

  static List<String> readStrings(Input in) {
    int size = (Integer) INTS.reads(in);
    List<String> strings = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      strings.add(STRINGS.reads(in));
    }
    return strings;
  }

  static void writeOptional(Output out, String s) {
    OPTIONAL_STRINGS.writes(out, Option.apply(s));
  }

  static String readOptional(Input in) {
    Option<String> s = OPTIONAL_STRINGS.reads(in);
    return s.isEmpty() ? null : s.get();
  }

  static void writeInstant(Output out, Instant instant) {
    LONGS.writes(out, instant.toEpochMilli());
  }

  static Instant readInstant(Input in) {
    return Instant.ofEpochMilli((Long) LONGS.reads(in));
  }

  static void writeEnum(Output out, Enum<?> value) {
    INTS.writes(out, value.ordinal());
  }

  static <E extends Enum<E>> E readEnum(Input in, E[] values) {
    return values[(Integer) INTS.reads(in)];
  }

  /** The format of {@link TestObject}; the default protocol's formats take primitives boxed. */
  private static final class TestObjectFormat implements Format<TestObject> {

    @Override
    public void writes(Output out, TestObject o) {
      BOOLEANS.writes(out, o.isBooleanValue());
      INTS.writes(out, o.getIntValue());
      DOUBLES.writes(out, o.getDoubleValue());
      LONGS.writes(out, o.getLongValue());
      STRINGS.writes(out, o.getStringValue());
      String[] array = o.getStringArray();
      INTS.writes(out, array.length);
      for (String s : array) {
        STRINGS.writes(out, s);
      }
      writeInstant(out, o.getInstant());
      writeNested(out, o.getNestedObject());
      INTS.writes(out, o.getNestedObjects().size());
      for (NestedObject n : o.getNestedObjects()) {
        writeNested(out, n);
      }
    }

    private void writeNested(Output out, NestedObject n) {
      List<Instant> instants = n.getInstants();
      INTS.writes(out, instants.size());
      for (int i = 0, size = instants.size(); i < size; i++) {
        writeInstant(out, instants.get(i));
      }
    }

    @Override
    public TestObject reads(Input in) {
      TestObject o = new TestObject();
      o.setBooleanValue((Boolean) BOOLEANS.reads(in));
      o.setIntValue((Integer) INTS.reads(in));
      o.setDoubleValue((Double) DOUBLES.reads(in));
      o.setLongValue((Long) LONGS.reads(in));
      o.setStringValue(STRINGS.reads(in));
      String[] array = new String[(Integer) INTS.reads(in)];
      for (int i = 0; i < array.length; i++) {
        array[i] = STRINGS.reads(in);
      }
      o.setStringArray(array);
      o.setInstant(readInstant(in));
      o.setNestedObject(readNested(in));
      int size = (Integer) INTS.reads(in);
      Set<NestedObject> set = new HashSet<>();
      for (int i = 0; i < size; i++) {
        set.add(readNested(in));
      }
      o.setNestedObjects(set);
      return o;
    }

    private NestedObject readNested(Input in) {
      int size = (Integer) INTS.reads(in);
      List<Instant> instants = new ArrayList<>(size);
      for (int i = 0; i < size; i++) {
        instants.add(readInstant(in));
      }
      return new NestedObject(instants);
    }
  }
}
