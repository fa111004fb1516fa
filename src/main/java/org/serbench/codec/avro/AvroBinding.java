package org.serbench.codec.avro;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DatumReader;
import org.apache.avro.io.DatumWriter;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.serbench.codec.Binding;
import org.serbench.codec.FieldSink;

/**
 * The encoding and decoding of both Avro codecs: a datum writer and reader of one schema, and the
 * encoder and decoder reused through their factories, as Avro recommends; a binding is used by one
 * thread, so they are its own. Also the string conversions both codecs' bindings make, as Avro
 * decodes a string to its {@code Utf8}.
 */
abstract class AvroBinding<M, R> implements Binding<M, R> {
  private final DatumWriter<R> writer;
  private final DatumReader<R> reader;
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private BinaryEncoder encoder;
  private BinaryDecoder decoder;

  AvroBinding(DatumWriter<R> writer, DatumReader<R> reader) {
    this.writer = writer;
    this.reader = reader;
  }

  @Override
  public final byte[] serialize(R value) throws IOException {
    out.reset();
    encoder = EncoderFactory.get().binaryEncoder(out, encoder);
    writer.write(value, encoder);
    encoder.flush();
    return out.toByteArray();
  }

  @Override
  public final R deserialize(byte[] bytes) throws IOException {
    decoder = DecoderFactory.get().binaryDecoder(bytes, decoder);
    return reader.read(null, decoder);
  }

  /**
   * Consumes a string by its length, {@code null} as its own value, as {@link FieldSink} does; a
   * {@code Utf8} knows its length without building a {@code String}.
   */
  static void consume(CharSequence value, FieldSink sink) {
    sink.consume(value == null ? -1L : value.length());
  }

  /** A string field's value ({@code Utf8} or {@code String}) as a {@code String}. */
  static String string(Object value) {
    return value == null ? null : value.toString();
  }

  /** A list of strings ({@code Utf8} or {@code String}) as {@code String}s. */
  static List<String> strings(List<?> values) {
    List<String> strings = new ArrayList<>(values.size());
    for (int i = 0, n = values.size(); i < n; i++) {
      strings.add(values.get(i).toString());
    }
    return strings;
  }
}
