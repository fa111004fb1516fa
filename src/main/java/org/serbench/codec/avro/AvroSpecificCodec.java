package org.serbench.codec.avro;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificDatumWriter;
import org.apache.avro.specific.SpecificRecord;
import org.serbench.avro.NestedObjectRecord;
import org.serbench.avro.TestObjectRecord;
import org.serbench.codec.FieldSink;
import org.serbench.codec.SchemaCodec;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Younglings;
import org.serbench.model.media.MediaContent;

/**
 * Avro's binary encoding on the classes avro-maven-plugin generates from {@code src/main/avro},
 * through {@link SpecificDatumWriter} and {@link SpecificDatumReader}.
 *
 * <p>Instants use the {@code timestamp-millis} logical type: a long on the wire, an {@link Instant}
 * in the generated class. Strings keep the plugin's default type, {@code CharSequence}, which Avro
 * decodes to its {@code Utf8}; a string is read by its length, which a {@code Utf8} knows without
 * building a {@code String}. As Avro recommends, the encoder and decoder are reused through their
 * factories; a binding is used by one thread, so they are its own. The conversions of MediaContent
 * and of the Jedi lists are in {@link AvroSpecificMedia}, {@link AvroSpecificJedi} and {@link
 * AvroSpecificMasters}.
 */
final class AvroSpecificCodec extends SchemaCodec {

  AvroSpecificCodec() {
    register(TestObject.class, TestObjectBinding::new);
    register(MediaContent.class, AvroSpecificMedia::new);
    register(Younglings.class, AvroSpecificJedi.YounglingsBinding::new);
    register(Padawans.class, AvroSpecificJedi.PadawansBinding::new);
    register(Masters.class, AvroSpecificMasters::new);
  }

  @Override
  protected String unsupported(Class<?> type) {
    return "avro-specific has no schema for " + type.getName() + ": no record in src/main/avro";
  }

  /** The writer and reader of one generated record class. */
  abstract static class RecordBinding<M, R extends SpecificRecord> extends AvroBinding<M, R> {
    RecordBinding(Class<R> type) {
      super(new SpecificDatumWriter<>(type), new SpecificDatumReader<>(type));
    }
  }

  private static final class TestObjectBinding extends RecordBinding<TestObject, TestObjectRecord> {
    TestObjectBinding() {
      super(TestObjectRecord.class);
    }

    @Override
    public TestObjectRecord create(TestObject o) {
      List<NestedObjectRecord> nestedObjects = new ArrayList<>(o.getNestedObjects().size());
      for (NestedObject n : o.getNestedObjects()) {
        nestedObjects.add(new NestedObjectRecord(n.getInstants()));
      }
      return new TestObjectRecord(
          o.isBooleanValue(),
          o.getIntValue(),
          o.getDoubleValue(),
          o.getLongValue(),
          o.getStringValue(),
          Arrays.<CharSequence>asList(o.getStringArray()),
          o.getInstant(),
          new NestedObjectRecord(o.getNestedObject().getInstants()),
          nestedObjects);
    }

    @Override
    public void readDeep(TestObjectRecord r, FieldSink sink) {
      sink.consume(r.getBooleanValue());
      sink.consume(r.getIntValue());
      sink.consume(r.getDoubleValue());
      sink.consume(r.getLongValue());
      consume(r.getStringValue(), sink);
      List<CharSequence> strings = r.getStringArray();
      for (int i = 0, n = strings.size(); i < n; i++) {
        consume(strings.get(i), sink);
      }
      sink.consume(r.getInstant().toEpochMilli());
      readNested(r.getNestedObject(), sink);
      List<NestedObjectRecord> nestedObjects = r.getNestedObjects();
      for (int i = 0, n = nestedObjects.size(); i < n; i++) {
        readNested(nestedObjects.get(i), sink);
      }
    }

    private static void readNested(NestedObjectRecord r, FieldSink sink) {
      List<Instant> instants = r.getInstants();
      for (int i = 0, n = instants.size(); i < n; i++) {
        sink.consume(instants.get(i).toEpochMilli());
      }
    }

    @Override
    public void readShallow(TestObjectRecord r, FieldSink sink) {
      sink.consume(r.getBooleanValue());
      sink.consume(r.getIntValue());
      sink.consume(r.getDoubleValue());
      sink.consume(r.getLongValue());
      consume(r.getStringValue(), sink);
      sink.consume(r.getStringArray().size());
      sink.consume(r.getInstant().toEpochMilli());
      sink.consume(r.getNestedObject() != null);
      sink.consume(r.getNestedObjects().size());
    }

    @Override
    public TestObject toModel(TestObjectRecord r) {
      TestObject o = new TestObject();
      o.setBooleanValue(r.getBooleanValue());
      o.setIntValue(r.getIntValue());
      o.setDoubleValue(r.getDoubleValue());
      o.setLongValue(r.getLongValue());
      o.setStringValue(r.getStringValue().toString());
      o.setStringArray(
          r.getStringArray().stream().map(CharSequence::toString).toArray(String[]::new));
      o.setInstant(r.getInstant());
      o.setNestedObject(new NestedObject(new ArrayList<>(r.getNestedObject().getInstants())));
      Set<NestedObject> set = new HashSet<>();
      for (NestedObjectRecord n : r.getNestedObjects()) {
        set.add(new NestedObject(new ArrayList<>(n.getInstants())));
      }
      o.setNestedObjects(set);
      return o;
    }
  }
}
