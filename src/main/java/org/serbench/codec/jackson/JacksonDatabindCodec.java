package org.serbench.codec.jackson;

import com.fasterxml.jackson.core.FormatSchema;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.avro.AvroMapper;
import com.fasterxml.jackson.dataformat.avro.jsr310.AvroJavaTimeModule;
import com.fasterxml.jackson.dataformat.avro.schema.AvroSchemaGenerator;
import com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper;
import com.fasterxml.jackson.dataformat.ion.IonObjectMapper;
import com.fasterxml.jackson.dataformat.protobuf.ProtobufMapper;
import com.fasterxml.jackson.dataformat.smile.databind.SmileMapper;
import com.fasterxml.jackson.dataformat.xml.XmlMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import de.undercouch.bson4jackson.BsonFactory;
import java.lang.reflect.Type;
import org.msgpack.jackson.dataformat.MessagePackFactory;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.UnsupportedDataException;

/**
 * Jackson databind on any of its data formats: the format's own mapper (Smile, CBOR, Ion, XML,
 * MessagePack, BSON, Avro, Protobuf) binding the model classes directly.
 *
 * <p>The mapper gets the java.time module, which Jackson 2 needs for {@code Instant}, unless the
 * format brings its own (Avro's); everything else stays at the format's defaults. Reads and writes
 * go through an {@link ObjectReader}/{@link ObjectWriter} made once per model class, with the
 * schema of a format that needs one.
 */
final class JacksonDatabindCodec implements Codec {

  /** Makes the schema of a format that cannot write without one (Avro, Protobuf). */
  @FunctionalInterface
  interface SchemaFactory {
    FormatSchema schemaFor(Class<?> type) throws Exception;
  }

  private final ObjectMapper mapper;
  private final SchemaFactory schemas;

  /** A schema-less format, with the java.time module. */
  JacksonDatabindCodec(ObjectMapper mapper) {
    this(mapper.registerModule(new JavaTimeModule()), type -> null);
  }

  /** A format whose mapper comes configured and which writes with a schema made per class. */
  JacksonDatabindCodec(ObjectMapper mapper, SchemaFactory schemas) {
    this.mapper = mapper;
    this.schemas = schemas;
  }

  static JacksonDatabindCodec smile() {
    return new JacksonDatabindCodec(new SmileMapper());
  }

  static JacksonDatabindCodec cbor() {
    return new JacksonDatabindCodec(new CBORMapper());
  }

  /** Text Ion, which is {@link IonObjectMapper}'s default; binary Ion is an opt-in. */
  static JacksonDatabindCodec ion() {
    return new JacksonDatabindCodec(new IonObjectMapper());
  }

  static JacksonDatabindCodec msgpack() {
    return new JacksonDatabindCodec(new ObjectMapper(new MessagePackFactory()));
  }

  static JacksonDatabindCodec bson() {
    return new JacksonDatabindCodec(new ObjectMapper(new BsonFactory()));
  }

  static JacksonDatabindCodec xml() {
    return new JacksonDatabindCodec(new XmlMapper());
  }

  /**
   * Avro, with a schema generated from the class, and Avro's own java.time module in place of
   * Jackson's: it carries an {@code Instant} as an Avro {@code timestamp-millis} long, where
   * Jackson's module would make it a decimal string.
   */
  static JacksonDatabindCodec avro() {
    AvroMapper mapper = AvroMapper.builder().addModule(new AvroJavaTimeModule()).build();
    return new JacksonDatabindCodec(
        mapper,
        type -> {
          AvroSchemaGenerator generator = new AvroSchemaGenerator().enableLogicalTypes();
          mapper.acceptJsonFormatVisitor(type, generator);
          return generator.getGeneratedSchema();
        });
  }

  /**
   * Protobuf, with a schema generated from the class. The format has no java.time support of its
   * own: Jackson's module makes an {@code Instant} a {@code double} of seconds, exact at the data's
   * millisecond precision but rounding nanoseconds.
   */
  static JacksonDatabindCodec protobuf() {
    ProtobufMapper mapper = new ProtobufMapper();
    mapper.registerModule(new JavaTimeModule());
    return new JacksonDatabindCodec(mapper, mapper::generateSchemaFor);
  }

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
    return bind(type, (Type) type);
  }

  /** Bound by the declared type, so that a {@code Page<Order>}'s elements read back as orders. */
  @Override
  public <M> Binding<M, ?> bind(Class<M> type, Type genericType) throws UnsupportedDataException {
    FormatSchema schema;
    try {
      schema = schemas.schemaFor(type);
    } catch (Exception e) {
      throw new UnsupportedDataException(
          "no schema for " + type.getSimpleName() + ": " + e.getMessage(), e);
    }
    JavaType declared = mapper.getTypeFactory().constructType(genericType);
    return JacksonJsonCodec.binding(
        type, mapper.writerFor(declared).with(schema), mapper.readerFor(declared).with(schema));
  }
}
