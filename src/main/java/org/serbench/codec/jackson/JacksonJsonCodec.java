package org.serbench.codec.jackson;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.lang.reflect.Type;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.PojoBinding;

/**
 * Jackson databind on JSON: one {@link JsonMapper} with the java.time module, which Jackson 2 needs
 * for {@code Instant}, plus an optional optimizer module (Afterburner, Blackbird).
 *
 * <p>Reads and writes go through an {@link ObjectReader}/{@link ObjectWriter} made once per model
 * class, as Jackson recommends for repeated use.
 */
final class JacksonJsonCodec implements Codec {
  private final JsonMapper mapper;

  JacksonJsonCodec(Module... optimizers) {
    this(JsonMapper.builder(), optimizers);
  }

  private JacksonJsonCodec(JsonMapper.Builder builder, Module... optimizers) {
    builder.addModule(new JavaTimeModule());
    for (Module optimizer : optimizers) {
      builder.addModule(optimizer);
    }
    this.mapper = builder.build();
  }

  /**
   * Instants as epoch milliseconds, the numbers performance-playground's Jackson wrote, instead of
   * the module's default decimal seconds with nanoseconds.
   */
  static JacksonJsonCodec epochMillis() {
    return new JacksonJsonCodec(
        JsonMapper.builder()
            .disable(SerializationFeature.WRITE_DATE_TIMESTAMPS_AS_NANOSECONDS)
            .disable(DeserializationFeature.READ_DATE_TIMESTAMPS_AS_NANOSECONDS));
  }

  /**
   * The mapper of json/jackson/databind (no optimizer) with {@link
   * DeserializationFeature#FAIL_ON_UNKNOWN_PROPERTIES} disabled: a property that the class does not
   * have is skipped instead of failing the read.
   */
  static JacksonJsonCodec ignoringUnknown() {
    return new JacksonJsonCodec(
        JsonMapper.builder().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES));
  }

  /**
   * As the default mapper, with {@code READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE}: an enum value
   * the reader's enum lacks reads as the constant marked {@code @JsonEnumDefaultValue}, where the
   * default fails. The evolution matrix's mode of json/jackson/databind, never measured.
   */
  static JacksonJsonCodec unknownEnumAsDefault() {
    return new JacksonJsonCodec(
        JsonMapper.builder()
            .enable(DeserializationFeature.READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE));
  }

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) {
    return binding(type, mapper.writerFor(type), mapper.readerFor(type));
  }

  /** Bound by the declared type, so that a {@code Page<Order>}'s elements read back as orders. */
  @Override
  public <M> Binding<M, ?> bind(Class<M> type, Type genericType) {
    JavaType declared = mapper.getTypeFactory().constructType(genericType);
    return binding(type, mapper.writerFor(declared), mapper.readerFor(declared));
  }

  /** The binding of databind's writer and reader for one model class. */
  static <M> Binding<M, ?> binding(Class<M> type, ObjectWriter writer, ObjectReader reader) {
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) throws Exception {
        return writer.writeValueAsBytes(value);
      }

      @Override
      public M deserialize(byte[] bytes) throws Exception {
        return reader.readValue(bytes);
      }
    };
  }
}
