package org.serbench.codec;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificDatumWriter;
import org.serbench.avro.NestedObjectRecord;
import org.serbench.avro.TestObjectRecord;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;

/**
 * Avro's binary encoding on the classes avro-maven-plugin generates from {@code src/main/avro},
 * through {@link SpecificDatumWriter} and {@link SpecificDatumReader}.
 *
 * <p>Instants use the {@code timestamp-millis} logical type: a long on the wire, an {@link Instant}
 * in the generated class. Strings keep the plugin's default type, {@code CharSequence}, which Avro
 * decodes to its {@code Utf8}. As Avro recommends, the encoder and decoder are reused through their
 * factories; a binding is used by one thread, so they are its own.
 */
final class AvroSpecificCodec implements Codec {

  @Override
  @SuppressWarnings("unchecked")
  public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
    if (type == TestObject.class) {
      return (Binding<M, ?>) new TestObjectBinding();
    }
    throw new UnsupportedDataException("no Avro schema for " + type.getSimpleName());
  }

  private static final class TestObjectBinding implements Binding<TestObject, TestObjectRecord> {
    private final SpecificDatumWriter<TestObjectRecord> writer =
        new SpecificDatumWriter<>(TestObjectRecord.class);
    private final SpecificDatumReader<TestObjectRecord> reader =
        new SpecificDatumReader<>(TestObjectRecord.class);
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private BinaryEncoder encoder;
    private BinaryDecoder decoder;

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
    public byte[] serialize(TestObjectRecord value) throws IOException {
      out.reset();
      encoder = EncoderFactory.get().binaryEncoder(out, encoder);
      writer.write(value, encoder);
      encoder.flush();
      return out.toByteArray();
    }

    @Override
    public TestObjectRecord deserialize(byte[] bytes) throws IOException {
      decoder = DecoderFactory.get().binaryDecoder(bytes, decoder);
      return reader.read(null, decoder);
    }

    @Override
    public void readDeep(TestObjectRecord r, FieldSink sink) {
      sink.consume(r.getBooleanValue());
      sink.consume(r.getIntValue());
      sink.consume(r.getDoubleValue());
      sink.consume(r.getLongValue());
      sink.consume(r.getStringValue().length());
      List<CharSequence> strings = r.getStringArray();
      for (int i = 0, n = strings.size(); i < n; i++) {
        sink.consume(strings.get(i).length());
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
