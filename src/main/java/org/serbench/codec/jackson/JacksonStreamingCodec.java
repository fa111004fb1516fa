package org.serbench.codec.jackson;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
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
 * Hand-written Jackson streaming code for the model, on any token format's factory (JSON, Smile):
 * the same objects and field names as databind writes, without databind.
 *
 * <p>Instants are written as epoch milliseconds, which the data's millisecond precision makes
 * lossless; enums by name and nulls as {@code null}, as databind's defaults write them. Fields are
 * read by name, not by position, as a reader of a document format must.
 */
final class JacksonStreamingCodec extends SchemaCodec {
  private static final SerializedString BOOLEAN_VALUE = new SerializedString("booleanValue");
  private static final SerializedString INT_VALUE = new SerializedString("intValue");
  private static final SerializedString DOUBLE_VALUE = new SerializedString("doubleValue");
  private static final SerializedString LONG_VALUE = new SerializedString("longValue");
  private static final SerializedString STRING_VALUE = new SerializedString("stringValue");
  private static final SerializedString STRING_ARRAY = new SerializedString("stringArray");
  private static final SerializedString INSTANT = new SerializedString("instant");
  private static final SerializedString NESTED_OBJECT = new SerializedString("nestedObject");
  private static final SerializedString NESTED_OBJECTS = new SerializedString("nestedObjects");
  private static final SerializedString INSTANTS = new SerializedString("instants");

  private final JsonFactory factory;

  JacksonStreamingCodec(JsonFactory factory) {
    this.factory = factory;
    register(
        TestObject.class,
        () ->
            new StreamingBinding<>(
                TestObject.class,
                JacksonStreamingCodec::write,
                JacksonStreamingCodec::readTestObject));
    register(
        MediaContent.class,
        () ->
            new StreamingBinding<>(
                MediaContent.class, JacksonStreamingMedia::write, JacksonStreamingMedia::read));
    register(
        Younglings.class,
        () ->
            new StreamingBinding<>(
                Younglings.class,
                JacksonStreamingJedi::writeYounglings,
                JacksonStreamingJedi::readYounglings));
    register(
        Padawans.class,
        () ->
            new StreamingBinding<>(
                Padawans.class,
                JacksonStreamingJedi::writePadawans,
                JacksonStreamingJedi::readPadawans));
    register(
        Masters.class,
        () ->
            new StreamingBinding<>(
                Masters.class, JacksonStreamingMasters::write, JacksonStreamingMasters::read));
  }

  static JacksonStreamingCodec json() {
    return new JacksonStreamingCodec(new JsonFactory());
  }

  static JacksonStreamingCodec smile() {
    return new JacksonStreamingCodec(new SmileFactory());
  }

  @Override
  protected String unsupported(Class<?> type) {
    return factory.getFormatName().toLowerCase(Locale.ROOT)
        + "/jackson/manual has no hand-written code for "
        + type.getSimpleName()
        + ": it is written for TestObject, MediaContent and the Jedi lists only";
  }

  /**
   * A generator and a parser of the codec's factory per message; the reader reads a JSON object
   * whose start it has consumed.
   */
  private final class StreamingBinding<M> extends HandWrittenBinding<M, JsonGenerator, JsonParser> {
    StreamingBinding(Class<M> type, Writer<JsonGenerator, M> writer, Reader<JsonParser, M> reader) {
      super(type, writer, reader);
    }

    @Override
    public byte[] serialize(M value) throws IOException {
      ByteArrayBuilder out = new ByteArrayBuilder();
      try (JsonGenerator g = factory.createGenerator(out)) {
        writer.write(g, value);
      }
      return out.toByteArray();
    }

    @Override
    public M deserialize(byte[] bytes) throws IOException {
      try (JsonParser p = factory.createParser(bytes)) {
        expect(p, p.nextToken(), JsonToken.START_OBJECT);
        return reader.read(p);
      }
    }
  }

  private static void write(JsonGenerator g, TestObject o) throws IOException {
    g.writeStartObject(o);
    g.writeFieldName(BOOLEAN_VALUE);
    g.writeBoolean(o.isBooleanValue());
    g.writeFieldName(INT_VALUE);
    g.writeNumber(o.getIntValue());
    g.writeFieldName(DOUBLE_VALUE);
    g.writeNumber(o.getDoubleValue());
    g.writeFieldName(LONG_VALUE);
    g.writeNumber(o.getLongValue());
    g.writeFieldName(STRING_VALUE);
    g.writeString(o.getStringValue());
    g.writeFieldName(STRING_ARRAY);
    String[] strings = o.getStringArray();
    g.writeStartArray(strings, strings.length);
    for (String s : strings) {
      g.writeString(s);
    }
    g.writeEndArray();
    g.writeFieldName(INSTANT);
    g.writeNumber(o.getInstant().toEpochMilli());
    g.writeFieldName(NESTED_OBJECT);
    writeNested(g, o.getNestedObject());
    g.writeFieldName(NESTED_OBJECTS);
    Set<NestedObject> nested = o.getNestedObjects();
    g.writeStartArray(nested, nested.size());
    for (NestedObject n : nested) {
      writeNested(g, n);
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  private static void writeNested(JsonGenerator g, NestedObject n) throws IOException {
    g.writeStartObject(n);
    g.writeFieldName(INSTANTS);
    List<Instant> instants = n.getInstants();
    g.writeStartArray(instants, instants.size());
    for (int i = 0, size = instants.size(); i < size; i++) {
      g.writeNumber(instants.get(i).toEpochMilli());
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  private static TestObject readTestObject(JsonParser p) throws IOException {
    TestObject o = new TestObject();
    for (String name = p.nextFieldName(); name != null; name = p.nextFieldName()) {
      JsonToken value = p.nextToken();
      switch (name) {
        case "booleanValue" -> o.setBooleanValue(p.getBooleanValue());
        case "intValue" -> o.setIntValue(p.getIntValue());
        case "doubleValue" -> o.setDoubleValue(p.getDoubleValue());
        case "longValue" -> o.setLongValue(p.getLongValue());
        case "stringValue" -> o.setStringValue(p.getValueAsString());
        case "stringArray" -> o.setStringArray(readStrings(p, value).toArray(new String[0]));
        case "instant" -> o.setInstant(Instant.ofEpochMilli(p.getLongValue()));
        case "nestedObject" -> o.setNestedObject(readNested(p, value));
        case "nestedObjects" -> {
          expect(p, value, JsonToken.START_ARRAY);
          Set<NestedObject> nested = new HashSet<>();
          for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
            nested.add(readNested(p, t));
          }
          o.setNestedObjects(nested);
        }
        default -> throw new JsonParseException(p, "unknown TestObject field '" + name + "'");
      }
    }
    return o;
  }

  private static NestedObject readNested(JsonParser p, JsonToken start) throws IOException {
    expect(p, start, JsonToken.START_OBJECT);
    List<Instant> instants = new ArrayList<>();
    for (String name = p.nextFieldName(); name != null; name = p.nextFieldName()) {
      if (!name.equals("instants")) {
        throw new JsonParseException(p, "unknown NestedObject field '" + name + "'");
      }
      expect(p, p.nextToken(), JsonToken.START_ARRAY);
      while (p.nextToken() != JsonToken.END_ARRAY) {
        instants.add(Instant.ofEpochMilli(p.getLongValue()));
      }
    }
    return new NestedObject(instants);
  }

  static void expect(JsonParser p, JsonToken actual, JsonToken expected) throws JsonParseException {
    if (actual != expected) {
      throw new JsonParseException(p, "expected " + expected + ", found " + actual);
    }
  }

  /** Writes a field whose value may be null, as databind writes it by default. */
  static void writeNullable(JsonGenerator g, SerializedString name, String value)
      throws IOException {
    g.writeFieldName(name);
    if (value == null) {
      g.writeNull();
    } else {
      g.writeString(value);
    }
  }

  static void writeStrings(JsonGenerator g, SerializedString name, List<String> strings)
      throws IOException {
    g.writeFieldName(name);
    g.writeStartArray(strings, strings.size());
    for (int i = 0, size = strings.size(); i < size; i++) {
      g.writeString(strings.get(i));
    }
    g.writeEndArray();
  }

  static List<String> readStrings(JsonParser p, JsonToken start) throws IOException {
    expect(p, start, JsonToken.START_ARRAY);
    List<String> strings = new ArrayList<>();
    while (p.nextToken() != JsonToken.END_ARRAY) {
      strings.add(p.getValueAsString());
    }
    return strings;
  }

  static JsonParseException unknown(JsonParser p, String type, String field) {
    return new JsonParseException(p, "unknown " + type + " field '" + field + "'");
  }
}
