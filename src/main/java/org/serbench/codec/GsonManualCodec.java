package org.serbench.codec;

import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;

/**
 * Gson's streaming API driven by hand ({@link JsonWriter}, {@link JsonReader}), jvm-serializers'
 * "GSON2" row: the same JSON as {@link GsonCodec} writes, without reflection.
 */
final class GsonManualCodec implements Codec {

  @Override
  @SuppressWarnings("unchecked")
  public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
    if (type != TestObject.class) {
      throw new UnsupportedDataException(
          "no hand-written Gson adapter for " + type.getSimpleName());
    }
    TypeAdapter<TestObject> adapter = new TestObjectAdapter();
    return (Binding<M, ?>)
        new PojoBinding<TestObject>(TestObject.class) {
          @Override
          public byte[] serialize(TestObject value) {
            return adapter.toJson(value).getBytes(StandardCharsets.UTF_8);
          }

          @Override
          public TestObject deserialize(byte[] bytes) throws IOException {
            return adapter.fromJson(new String(bytes, StandardCharsets.UTF_8));
          }
        };
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
          case "stringArray" -> o.setStringArray(readStrings(in));
          case "instant" -> o.setInstant(Instant.ofEpochMilli(in.nextLong()));
          case "nestedObject" -> o.setNestedObject(readNested(in));
          case "nestedObjects" -> o.setNestedObjects(readNestedSet(in));
          default -> in.skipValue();
        }
      }
      in.endObject();
      return o;
    }

    private static String[] readStrings(JsonReader in) throws IOException {
      List<String> strings = new ArrayList<>();
      in.beginArray();
      while (in.hasNext()) {
        strings.add(in.nextString());
      }
      in.endArray();
      return strings.toArray(new String[0]);
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
      while (in.hasNext()) {
        if (in.nextName().equals("instants")) {
          in.beginArray();
          while (in.hasNext()) {
            instants.add(Instant.ofEpochMilli(in.nextLong()));
          }
          in.endArray();
        } else {
          in.skipValue();
        }
      }
      in.endObject();
      return new NestedObject(instants);
    }
  }
}
