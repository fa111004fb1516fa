package org.serbench.codec;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.serbench.avro.TestObjectRecord;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;

/**
 * Avro's binary encoding on {@link GenericRecord}s of the {@code avro-specific} codec's schema,
 * through {@link GenericDatumWriter} and {@link GenericDatumReader}: no generated code is used.
 *
 * <p>With no logical-type conversion registered, as in {@code GenericData}'s default, an instant is
 * the record's raw {@code long} of milliseconds, and a string decodes to Avro's {@code Utf8}.
 * Fields are read by position, resolved once from the schema. The encoder and decoder are reused as
 * in {@link AvroSpecificCodec}.
 */
final class AvroGenericCodec implements Codec {
  private static final Schema SCHEMA = TestObjectRecord.getClassSchema();
  private static final Schema NESTED = SCHEMA.getField("nestedObject").schema();
  private static final int BOOLEAN_VALUE = SCHEMA.getField("booleanValue").pos();
  private static final int INT_VALUE = SCHEMA.getField("intValue").pos();
  private static final int DOUBLE_VALUE = SCHEMA.getField("doubleValue").pos();
  private static final int LONG_VALUE = SCHEMA.getField("longValue").pos();
  private static final int STRING_VALUE = SCHEMA.getField("stringValue").pos();
  private static final int STRING_ARRAY = SCHEMA.getField("stringArray").pos();
  private static final int INSTANT = SCHEMA.getField("instant").pos();
  private static final int NESTED_OBJECT = SCHEMA.getField("nestedObject").pos();
  private static final int NESTED_OBJECTS = SCHEMA.getField("nestedObjects").pos();
  private static final int INSTANTS = NESTED.getField("instants").pos();

  @Override
  @SuppressWarnings("unchecked")
  public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
    if (type == TestObject.class) {
      return (Binding<M, ?>) new TestObjectBinding();
    }
    throw new UnsupportedDataException("no Avro schema for " + type.getSimpleName());
  }

  private static final class TestObjectBinding implements Binding<TestObject, GenericRecord> {
    private final GenericDatumWriter<GenericRecord> writer = new GenericDatumWriter<>(SCHEMA);
    private final GenericDatumReader<GenericRecord> reader = new GenericDatumReader<>(SCHEMA);
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private BinaryEncoder encoder;
    private BinaryDecoder decoder;

    @Override
    public GenericRecord create(TestObject o) {
      GenericRecord r = new GenericData.Record(SCHEMA);
      r.put(BOOLEAN_VALUE, o.isBooleanValue());
      r.put(INT_VALUE, o.getIntValue());
      r.put(DOUBLE_VALUE, o.getDoubleValue());
      r.put(LONG_VALUE, o.getLongValue());
      r.put(STRING_VALUE, o.getStringValue());
      r.put(STRING_ARRAY, Arrays.asList(o.getStringArray()));
      r.put(INSTANT, o.getInstant().toEpochMilli());
      r.put(NESTED_OBJECT, nested(o.getNestedObject()));
      List<GenericRecord> nestedObjects = new ArrayList<>(o.getNestedObjects().size());
      for (NestedObject n : o.getNestedObjects()) {
        nestedObjects.add(nested(n));
      }
      r.put(NESTED_OBJECTS, nestedObjects);
      return r;
    }

    private static GenericRecord nested(NestedObject n) {
      List<Long> millis = new ArrayList<>(n.getInstants().size());
      for (Instant instant : n.getInstants()) {
        millis.add(instant.toEpochMilli());
      }
      GenericRecord r = new GenericData.Record(NESTED);
      r.put(INSTANTS, millis);
      return r;
    }

    @Override
    public byte[] serialize(GenericRecord value) throws IOException {
      out.reset();
      encoder = EncoderFactory.get().binaryEncoder(out, encoder);
      writer.write(value, encoder);
      encoder.flush();
      return out.toByteArray();
    }

    @Override
    public GenericRecord deserialize(byte[] bytes) throws IOException {
      decoder = DecoderFactory.get().binaryDecoder(bytes, decoder);
      return reader.read(null, decoder);
    }

    @Override
    public void readDeep(GenericRecord r, FieldSink sink) {
      sink.consume((Boolean) r.get(BOOLEAN_VALUE));
      sink.consume((Integer) r.get(INT_VALUE));
      sink.consume((Double) r.get(DOUBLE_VALUE));
      sink.consume((Long) r.get(LONG_VALUE));
      sink.consume(((CharSequence) r.get(STRING_VALUE)).length());
      List<?> strings = (List<?>) r.get(STRING_ARRAY);
      for (int i = 0, n = strings.size(); i < n; i++) {
        sink.consume(((CharSequence) strings.get(i)).length());
      }
      sink.consume((Long) r.get(INSTANT));
      readNested((GenericRecord) r.get(NESTED_OBJECT), sink);
      List<?> nestedObjects = (List<?>) r.get(NESTED_OBJECTS);
      for (int i = 0, n = nestedObjects.size(); i < n; i++) {
        readNested((GenericRecord) nestedObjects.get(i), sink);
      }
    }

    private static void readNested(GenericRecord r, FieldSink sink) {
      List<?> millis = (List<?>) r.get(INSTANTS);
      for (int i = 0, n = millis.size(); i < n; i++) {
        sink.consume((Long) millis.get(i));
      }
    }

    @Override
    public TestObject toModel(GenericRecord r) {
      TestObject o = new TestObject();
      o.setBooleanValue((Boolean) r.get(BOOLEAN_VALUE));
      o.setIntValue((Integer) r.get(INT_VALUE));
      o.setDoubleValue((Double) r.get(DOUBLE_VALUE));
      o.setLongValue((Long) r.get(LONG_VALUE));
      o.setStringValue(r.get(STRING_VALUE).toString());
      o.setStringArray(
          ((List<?>) r.get(STRING_ARRAY)).stream().map(Object::toString).toArray(String[]::new));
      o.setInstant(Instant.ofEpochMilli((Long) r.get(INSTANT)));
      o.setNestedObject(nested((GenericRecord) r.get(NESTED_OBJECT)));
      Set<NestedObject> set = new HashSet<>();
      for (Object n : (List<?>) r.get(NESTED_OBJECTS)) {
        set.add(nested((GenericRecord) n));
      }
      o.setNestedObjects(set);
      return o;
    }

    private static NestedObject nested(GenericRecord r) {
      List<Instant> instants = new ArrayList<>();
      for (Object millis : (List<?>) r.get(INSTANTS)) {
        instants.add(Instant.ofEpochMilli((Long) millis));
      }
      return new NestedObject(instants);
    }
  }
}
