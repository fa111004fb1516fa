package org.serbench.codec.avro;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericEnumSymbol;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.generic.GenericRecordBuilder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.serbench.codec.EvolutionCodec;

/**
 * The {@code avro-generic} row of the evolution matrix: {@link GenericRecord}s of the schemas in
 * the resources {@code evolution/v1/*.avsc} and {@code evolution/v2/*.avsc} beside this class, one
 * record per message with the same full name in both versions.
 *
 * <p>A record is written with {@link GenericDatumWriter} and this version's schema. Bytes are read
 * with a {@link GenericDatumReader} given the writer's schema and this version's as the reader's,
 * as Avro's schema resolution requires. Avro's binary encoding does not say which schema wrote it;
 * the matrix tells {@code read} which version wrote the bytes, as a schema registry or an Avro
 * container file's header tells a real reader, and the writer's schema is that version's.
 * Resolution matches fields by name, promotes {@code int} to {@code long}, fills a reader's field
 * that the writer lacks from its default and fails ({@code AvroTypeException}) where the
 * specification says it does.
 *
 * <p>The schemas follow Avro's specification for a change that a version-2 reader must read from
 * version-1 bytes (the "backward" direction, the Confluent Schema Registry's default mode), and do
 * nothing in advance for the other direction:
 *
 * <ul>
 *   <li>AddField: version 2's {@code email} is a {@code string} with the default {@code ""}, a
 *       reader's field that the writer lacks needing a default; a {@code ["null", "string"]} union
 *       with default {@code null} would have read {@code null} instead.
 *   <li>RenameField: version 2's {@code fullName} has the alias {@code name}, Avro's way to rename
 *       a field; version 1 cannot know the new name, so its reader misses {@code name}.
 *   <li>MakeNullable: version 2's {@code count} is {@code ["null", "int"]} with default {@code
 *       null}.
 *   <li>AddEnumConstant: no enum {@code "default"} in either version. Version 2's reader knows
 *       every symbol of version 1 and needs none; only version 1's enum could use one, to read
 *       {@code BLUE}, and it would have had to be declared before BLUE existed: without it version
 *       1 fails on {@code BLUE}, as Avro specifies for a symbol the reader does not have.
 *   <li>Version 1's fields have no defaults: RemoveField's {@code email} is missing to a version-1
 *       reader of version-2 bytes.
 * </ul>
 *
 * <p>Values: an enum is written as a {@link GenericData.EnumSymbol} of its name and read by its
 * symbol; strings decode as {@code Utf8} and are returned as {@code String}s. {@code write} builds
 * the record with {@link GenericRecordBuilder}, which gives a field left unset its schema default
 * and fails for one that has none. {@code defaults} returns the reader schema's default of each
 * field, {@code null} for a field without one.
 */
final class AvroEvolution implements EvolutionCodec {
  private final int ownVersion;
  private final String folder;
  private final String version;
  private final String otherVersion;
  private final Map<String, Message> messages = new HashMap<>();

  /** The codec of version 1 or 2 of the messages, on the schemas of {@code evolution/}. */
  AvroEvolution(int version) {
    this(version, "evolution");
  }

  /**
   * The codec of version 1 or 2 of the messages on the schemas of a resource folder beside this
   * class: {@code evolution/} or {@code evolution-full/}, where every field of both versions has a
   * default and Color a default symbol (Avro's full compatibility).
   */
  AvroEvolution(int version, String folder) {
    this.folder = folder;
    if (version != 1 && version != 2) {
      throw new IllegalArgumentException("no version " + version + " of the evolution messages");
    }
    this.ownVersion = version;
    this.version = "v" + version;
    this.otherVersion = "v" + (3 - version);
  }

  @Override
  public byte[] write(String message, Map<String, Object> values) throws IOException {
    Message m = message(message);
    GenericRecordBuilder record = new GenericRecordBuilder(m.schema());
    for (Map.Entry<String, Object> entry : values.entrySet()) {
      Schema.Field field = field(m.schema(), entry.getKey());
      if (entry.getValue() != null) {
        record.set(field, datum(field.schema(), entry.getValue()));
      }
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(bytes, null);
    m.writer().write(record.build(), encoder);
    encoder.flush();
    return bytes.toByteArray();
  }

  @Override
  public Map<String, Object> read(String message, byte[] bytes, int writer) throws IOException {
    Message m = message(message);
    GenericDatumReader<GenericRecord> reader = writer == ownVersion ? m.own() : m.other();
    GenericRecord record = reader.read(null, DecoderFactory.get().binaryDecoder(bytes, null));
    Map<String, Object> values = new LinkedHashMap<>();
    for (Schema.Field field : m.schema().getFields()) {
      values.put(field.name(), value(record.get(field.pos())));
    }
    return values;
  }

  @Override
  public Map<String, Object> defaults(String message) throws IOException {
    Map<String, Object> values = new LinkedHashMap<>();
    for (Schema.Field field : message(message).schema().getFields()) {
      Object value = field.hasDefaultValue() ? GenericData.get().getDefaultValue(field) : null;
      values.put(field.name(), value(value));
    }
    return values;
  }

  /**
   * A message's schema in this version, its writer, and its readers of this version's bytes and of
   * the other version's.
   */
  private record Message(
      Schema schema,
      GenericDatumWriter<GenericRecord> writer,
      GenericDatumReader<GenericRecord> own,
      GenericDatumReader<GenericRecord> other) {}

  private Message message(String name) throws IOException {
    Message m = messages.get(name);
    if (m == null) {
      Schema schema = schema(folder, version, name);
      Schema writerSchema = schema(folder, otherVersion, name);
      m =
          new Message(
              schema,
              new GenericDatumWriter<>(schema),
              new GenericDatumReader<>(schema),
              new GenericDatumReader<>(writerSchema, schema));
      messages.put(name, m);
    }
    return m;
  }

  /** Parses a message's schema, each with a parser of its own: the versions share record names. */
  private static Schema schema(String folder, String version, String message) throws IOException {
    String resource = folder + "/" + version + "/" + message + ".avsc";
    try (InputStream in = AvroEvolution.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalArgumentException("no evolution message " + message + ": no " + resource);
      }
      return new Schema.Parser().parse(in);
    }
  }

  private static Schema.Field field(Schema record, String name) {
    Schema.Field field = record.getField(name);
    if (field == null) {
      throw new IllegalArgumentException(record.getName() + " has no field " + name);
    }
    return field;
  }

  /** A value of the map as Avro's generic representation: an enum constant as its symbol. */
  private static Object datum(Schema schema, Object value) {
    return schema.getType() == Schema.Type.ENUM
        ? new GenericData.EnumSymbol(schema, (String) value)
        : value;
  }

  /** A decoded value as the map holds it: {@code Utf8} and enum symbols as strings. */
  private static Object value(Object datum) {
    return datum instanceof CharSequence || datum instanceof GenericEnumSymbol<?>
        ? datum.toString()
        : datum;
  }
}
