package org.serbench.codec.jackson3;

import java.lang.reflect.Type;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.PojoBinding;
import org.serbench.codec.UnsupportedDataException;
import tools.jackson.core.FormatSchema;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.dataformat.cbor.CBORMapper;
import tools.jackson.dataformat.protobuf.ProtobufMapper;
import tools.jackson.dataformat.smile.SmileMapper;
import tools.jackson.dataformat.xml.XmlMapper;

/**
 * Jackson 3 databind on one of its formats: an immutable mapper made by the format's {@code
 * builder()}, with java.time built in, so no module is added. Reads and writes go through an {@link
 * ObjectReader}/{@link ObjectWriter} made once per bound type, with the schema of a format that
 * needs one (Protobuf).
 */
final class Jackson3Codec implements Codec {

  /** Makes the schema of a format that cannot write without one. */
  @FunctionalInterface
  interface SchemaFactory {
    FormatSchema schemaFor(Class<?> type) throws Exception;
  }

  private final ObjectMapper mapper;
  private final SchemaFactory schemas;

  private Jackson3Codec(ObjectMapper mapper, SchemaFactory schemas) {
    this.mapper = mapper;
    this.schemas = schemas;
  }

  private Jackson3Codec(ObjectMapper mapper) {
    this(mapper, type -> null);
  }

  /** JSON with Jackson 3's defaults. */
  static Jackson3Codec json() {
    return new Jackson3Codec(JsonMapper.builder().build());
  }

  /** JSON with the defaults of Jackson 2 where Jackson 3's differ. */
  static Jackson3Codec jsonWithJackson2Defaults() {
    return new Jackson3Codec(JsonMapper.builderWithJackson2Defaults().build());
  }

  static Jackson3Codec smile() {
    return new Jackson3Codec(SmileMapper.builder().build());
  }

  static Jackson3Codec cbor() {
    return new Jackson3Codec(CBORMapper.builder().build());
  }

  static Jackson3Codec xml() {
    return new Jackson3Codec(XmlMapper.builder().build());
  }

  /** Protobuf, with a schema generated from the class. */
  static Jackson3Codec protobuf() {
    ProtobufMapper mapper = ProtobufMapper.builder().build();
    return new Jackson3Codec(mapper, mapper::generateSchemaFor);
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
    ObjectWriter writer = mapper.writerFor(declared).with(schema);
    ObjectReader reader = mapper.readerFor(declared).with(schema);
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) {
        return writer.writeValueAsBytes(value);
      }

      @Override
      public M deserialize(byte[] bytes) {
        return reader.readValue(bytes);
      }
    };
  }
}
