package org.serbench.codec.jackson;

import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.avro.AvroMapper;
import com.fasterxml.jackson.dataformat.avro.AvroSchema;
import com.fasterxml.jackson.dataformat.avro.jsr310.AvroJavaTimeModule;
import com.fasterxml.jackson.dataformat.avro.schema.AvroSchemaGenerator;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.PojoBinding;
import org.serbench.codec.UnsupportedDataException;

/**
 * The evolution mode of {@code avro/jackson/databind}: the same mapper and generated schema, and a
 * reader given the writer's schema, which jackson-dataformat-avro documents for reading data of
 * another version ({@link AvroSchema#withReaderSchema}: the writer's schema resolved against the
 * reader's, by Avro's rules).
 *
 * <p>Avro's binary encoding does not say which schema wrote it; a real reader gets the writer's
 * schema from a container file's header or a schema registry. Here it travels ahead of the datum:
 * the bytes are the schema's JSON (its length as a 4-byte int, then UTF-8) and then the Avro datum
 * as {@code avro/jackson/databind} writes it. A reader whose own schema is the writer's reads with
 * it; any other is resolved with {@code withReaderSchema}, which fails for schemas Avro does not
 * consider compatible.
 */
final class JacksonAvroWriterSchemaCodec implements Codec {
  private final AvroMapper mapper =
      AvroMapper.builder().addModule(new AvroJavaTimeModule()).build();

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
    AvroSchema own;
    try {
      AvroSchemaGenerator generator = new AvroSchemaGenerator().enableLogicalTypes();
      mapper.acceptJsonFormatVisitor(type, generator);
      own = generator.getGeneratedSchema();
    } catch (IOException e) {
      throw new UnsupportedDataException(
          "no schema for " + type.getSimpleName() + ": " + e.getMessage(), e);
    }
    byte[] header = own.getAvroSchema().toString().getBytes(StandardCharsets.UTF_8);
    ObjectWriter writer = mapper.writerFor(type).with(own);
    ObjectReader reader = mapper.readerFor(type);
    Map<String, ObjectReader> byWriterSchema = new HashMap<>();
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeInt(header.length);
        out.write(header);
        out.write(writer.writeValueAsBytes(value));
        out.flush();
        return bytes.toByteArray();
      }

      @Override
      public M deserialize(byte[] bytes) throws Exception {
        DataInputStream in = new DataInputStream(new java.io.ByteArrayInputStream(bytes));
        int length = in.readInt();
        if (length < 0 || length > bytes.length - 4) {
          throw new IOException("the writer's schema is " + length + " bytes long, past the end");
        }
        byte[] schema = new byte[length];
        in.readFully(schema);
        String json = new String(schema, StandardCharsets.UTF_8);
        ObjectReader resolving = byWriterSchema.get(json);
        if (resolving == null) {
          AvroSchema writerSchema = mapper.schemaFrom(json);
          resolving =
              reader.with(Arrays.equals(schema, header) ? own : writerSchema.withReaderSchema(own));
          byWriterSchema.put(json, resolving);
        }
        return resolving.readValue(bytes, 4 + length, bytes.length - 4 - length);
      }
    };
  }
}
