package org.serbench.codec.gson;

import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
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

/**
 * Gson's streaming API driven by hand ({@link JsonWriter}, {@link JsonReader}), jvm-serializers'
 * "GSON2" row: the same JSON as {@link GsonCodec} writes, without reflection.
 *
 * <p>As Gson's defaults, a null field is left out and an enum is written by name; instants are
 * epoch millis, as {@link GsonCodec}'s registered adapter writes them. Unknown fields are skipped.
 */
final class GsonManualCodec extends SchemaCodec {

  GsonManualCodec() {
    register(
        TestObject.class, () -> new AdapterBinding<>(TestObject.class, new TestObjectAdapter()));
    register(
        MediaContent.class, () -> new AdapterBinding<>(MediaContent.class, new GsonManualMedia()));
    register(
        Younglings.class,
        () -> new AdapterBinding<>(Younglings.class, new GsonManualJedi.YounglingsAdapter()));
    register(
        Padawans.class,
        () -> new AdapterBinding<>(Padawans.class, new GsonManualJedi.PadawansAdapter()));
    register(Masters.class, () -> new AdapterBinding<>(Masters.class, new GsonManualMasters()));
  }

  @Override
  protected String unsupported(Class<?> type) {
    return "json/gson/manual has no hand-written Gson adapter for "
        + type.getSimpleName()
        + ": adapters are written for TestObject, MediaContent and the Jedi lists only";
  }

  /** A hand-written adapter's own {@code toJson}/{@code fromJson}, through a String. */
  private static final class AdapterBinding<M> extends PojoBinding<M> {
    private final TypeAdapter<M> adapter;

    AdapterBinding(Class<M> type, TypeAdapter<M> adapter) {
      super(type);
      this.adapter = adapter;
    }

    @Override
    public byte[] serialize(M value) {
      return adapter.toJson(value).getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public M deserialize(byte[] bytes) throws IOException {
      return adapter.fromJson(new String(bytes, StandardCharsets.UTF_8));
    }
  }

  /** Reads a string that may be null. */
  static String nextNullableString(JsonReader in) throws IOException {
    if (in.peek() == JsonToken.NULL) {
      in.nextNull();
      return null;
    }
    return in.nextString();
  }

  static void writeStrings(JsonWriter out, List<String> strings) throws IOException {
    out.beginArray();
    for (int i = 0, size = strings.size(); i < size; i++) {
      out.value(strings.get(i));
    }
    out.endArray();
  }

  /**
   * Moves to the value of the next field called {@code name} of the object being read, skipping any
   * other field: false at the end of the object.
   */
  static boolean nextField(JsonReader in, String name) throws IOException {
    while (in.hasNext()) {
      if (in.nextName().equals(name)) {
        return true;
      }
      in.skipValue();
    }
    return false;
  }

  static List<String> readStringList(JsonReader in) throws IOException {
    List<String> strings = new ArrayList<>();
    in.beginArray();
    while (in.hasNext()) {
      strings.add(in.nextString());
    }
    in.endArray();
    return strings;
  }

  private static final class TestObjectAdapter extends TypeAdapter<TestObject> {

    @Override
    public void write(JsonWriter out, TestObject o) throws IOException {
      out.beginObject();
      out.name("booleanValue").value(o.isBooleanValue());
      out.name("intValue").value(o.getIntValue());
      out.name("doubleValue").value(o.getDoubleValue());
      out.name("longValue").value(o.getLongValue());
      out.name("stringValue").value(o.getStringValue());
      out.name("stringArray").beginArray();
      for (String s : o.getStringArray()) {
        out.value(s);
      }
      out.endArray();
      out.name("instant").value(o.getInstant().toEpochMilli());
      out.name("nestedObject");
      writeNested(out, o.getNestedObject());
      out.name("nestedObjects").beginArray();
      for (NestedObject n : o.getNestedObjects()) {
        writeNested(out, n);
      }
      out.endArray();
      out.endObject();
    }

    private static void writeNested(JsonWriter out, NestedObject n) throws IOException {
      out.beginObject().name("instants").beginArray();
      for (Instant instant : n.getInstants()) {
        out.value(instant.toEpochMilli());
      }
      out.endArray().endObject();
    }

    @Override
    public TestObject read(JsonReader in) throws IOException {
      TestObject o = new TestObject();
      in.beginObject();
      while (in.hasNext()) {
        switch (in.nextName()) {
          case "booleanValue" -> o.setBooleanValue(in.nextBoolean());
          case "intValue" -> o.setIntValue(in.nextInt());
          case "doubleValue" -> o.setDoubleValue(in.nextDouble());
          case "longValue" -> o.setLongValue(in.nextLong());
          case "stringValue" -> o.setStringValue(in.nextString());
          case "stringArray" -> o.setStringArray(readStringList(in).toArray(new String[0]));
          case "instant" -> o.setInstant(Instant.ofEpochMilli(in.nextLong()));
          case "nestedObject" -> o.setNestedObject(readNested(in));
          case "nestedObjects" -> o.setNestedObjects(readNestedSet(in));
          default -> in.skipValue();
        }
      }
      in.endObject();
      return o;
    }

    private static Set<NestedObject> readNestedSet(JsonReader in) throws IOException {
      Set<NestedObject> set = new HashSet<>();
      in.beginArray();
      while (in.hasNext()) {
        set.add(readNested(in));
      }
      in.endArray();
      return set;
    }

    private static NestedObject readNested(JsonReader in) throws IOException {
      List<Instant> instants = new ArrayList<>();
      in.beginObject();
      while (nextField(in, "instants")) {
        in.beginArray();
        while (in.hasNext()) {
          instants.add(Instant.ofEpochMilli(in.nextLong()));
        }
        in.endArray();
      }
      in.endObject();
      return new NestedObject(instants);
    }
  }
}
