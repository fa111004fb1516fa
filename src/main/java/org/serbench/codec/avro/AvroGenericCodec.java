package org.serbench.codec.avro;

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
import org.serbench.avro.TestObjectRecord;
import org.serbench.codec.EpochMillis;
import org.serbench.codec.FieldSink;
import org.serbench.codec.SchemaCodec;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Younglings;
import org.serbench.model.media.MediaContent;

/**
 * Avro's binary encoding on {@link GenericRecord}s of the {@code avro-specific} codec's schemas,
 * through {@link GenericDatumWriter} and {@link GenericDatumReader}: no generated code is used.
 *
 * <p>With no logical-type conversion registered, as in {@code GenericData}'s default, an instant is
 * the record's raw {@code long} of milliseconds, a string decodes to Avro's {@code Utf8} and an
 * enum to a {@code GenericData.EnumSymbol}. Fields are read by position, resolved once from the
 * schema. The encoder and decoder are reused as in {@link AvroSpecificCodec}. The conversions of
 * MediaContent and of the Jedi lists are in {@link AvroGenericMedia}, {@link AvroGenericJedi} and
 * {@link AvroGenericMasters}.
 */
final class AvroGenericCodec extends SchemaCodec {

  AvroGenericCodec() {
    register(TestObject.class, TestObjectBinding::new);
    register(MediaContent.class, AvroGenericMedia::new);
    register(Younglings.class, AvroGenericJedi.YounglingsBinding::new);
    register(Padawans.class, AvroGenericJedi.PadawansBinding::new);
    register(Masters.class, AvroGenericMasters::new);
  }

  @Override
  protected String unsupported(Class<?> type) {
    return "avro-generic has no schema for " + type.getName() + ": no record in src/main/avro";
  }

  /** The writer and reader of one schema, and the lookups of its fields. */
  abstract static class RecordBinding<M> extends AvroBinding<M, GenericRecord> {
    RecordBinding(Schema schema) {
      super(new GenericDatumWriter<>(schema), new GenericDatumReader<>(schema));
    }

    /** The position of a field, resolved once so that no read looks a name up. */
    static int pos(Schema record, String field) {
      return record.getField(field).pos();
    }

    /** The schema of an array field's items. */
    static Schema items(Schema record, String field) {
      return record.getField(field).schema().getElementType();
    }

    /** Consumes a string field by its length, {@code null} as its own value. */
    static void consumeString(Object value, FieldSink sink) {
      consume((CharSequence) value, sink);
    }
  }

  private static final class TestObjectBinding extends RecordBinding<TestObject> {
    private static final Schema SCHEMA = TestObjectRecord.getClassSchema();
    private static final Schema NESTED = SCHEMA.getField("nestedObject").schema();
    private static final int BOOLEAN_VALUE = pos(SCHEMA, "booleanValue");
    private static final int INT_VALUE = pos(SCHEMA, "intValue");
    private static final int DOUBLE_VALUE = pos(SCHEMA, "doubleValue");
    private static final int LONG_VALUE = pos(SCHEMA, "longValue");
    private static final int STRING_VALUE = pos(SCHEMA, "stringValue");
    private static final int STRING_ARRAY = pos(SCHEMA, "stringArray");
    private static final int INSTANT = pos(SCHEMA, "instant");
    private static final int NESTED_OBJECT = pos(SCHEMA, "nestedObject");
    private static final int NESTED_OBJECTS = pos(SCHEMA, "nestedObjects");
    private static final int INSTANTS = pos(NESTED, "instants");

    TestObjectBinding() {
      super(SCHEMA);
    }

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
      GenericRecord r = new GenericData.Record(NESTED);
      r.put(INSTANTS, EpochMillis.of(n.getInstants()));
      return r;
    }

    @Override
    public void readDeep(GenericRecord r, FieldSink sink) {
      sink.consume((Boolean) r.get(BOOLEAN_VALUE));
      sink.consume((Integer) r.get(INT_VALUE));
      sink.consume((Double) r.get(DOUBLE_VALUE));
      sink.consume((Long) r.get(LONG_VALUE));
      consumeString(r.get(STRING_VALUE), sink);
      List<?> strings = (List<?>) r.get(STRING_ARRAY);
      for (int i = 0, n = strings.size(); i < n; i++) {
        consumeString(strings.get(i), sink);
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
    public void readShallow(GenericRecord r, FieldSink sink) {
      sink.consume((Boolean) r.get(BOOLEAN_VALUE));
      sink.consume((Integer) r.get(INT_VALUE));
      sink.consume((Double) r.get(DOUBLE_VALUE));
      sink.consume((Long) r.get(LONG_VALUE));
      consumeString(r.get(STRING_VALUE), sink);
      sink.consume(((List<?>) r.get(STRING_ARRAY)).size());
      sink.consume((Long) r.get(INSTANT));
      sink.consume(r.get(NESTED_OBJECT) != null);
      sink.consume(((List<?>) r.get(NESTED_OBJECTS)).size());
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
