package org.serbench.codec.jackson3;

import java.time.Instant;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.PojoBinding;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.jr.ob.JSON;
import tools.jackson.jr.ob.JacksonJrExtension;
import tools.jackson.jr.ob.api.ExtensionContext;
import tools.jackson.jr.ob.api.ReaderWriterProvider;
import tools.jackson.jr.ob.api.ValueReader;
import tools.jackson.jr.ob.api.ValueWriter;
import tools.jackson.jr.ob.impl.JSONReader;
import tools.jackson.jr.ob.impl.JSONWriter;

/**
 * jackson-jr 3's bean binding ({@code tools.jackson.jr:jackson-jr-objects}): {@code JSON.builder()}
 * with its defaults and one extension, a reader and a writer for {@link Instant} as its ISO-8601
 * string.
 *
 * <p>jackson-jr knows no {@code java.time} type but {@code LocalDateTime} (its javatime extension),
 * so an {@code Instant} needs a {@link ValueReader} and {@link ValueWriter} of the project's own,
 * registered as a {@link JacksonJrExtension}: the library's documented way to add a type.
 * jackson-jr binds classes by their getters and setters (and public fields), with no annotations
 * and no generic entry point: a {@code Page<Order>} reads back with maps for orders.
 */
final class Jackson3JrCodec implements Codec {
  private final JSON json = JSON.builder().register(new InstantExtension()).build();

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) {
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) {
        return json.asBytes(value);
      }

      @Override
      public M deserialize(byte[] bytes) {
        return json.beanFrom(type, bytes);
      }
    };
  }

  /** Registers {@link InstantReaderWriters}. */
  private static final class InstantExtension extends JacksonJrExtension {
    @Override
    protected void register(ExtensionContext context) {
      context.insertProvider(new InstantReaderWriters());
    }
  }

  /** An {@code Instant} as its ISO-8601 string ({@link Instant#toString()}), both ways. */
  private static final class InstantReaderWriters extends ReaderWriterProvider {
    private static final ValueReader READER =
        new ValueReader(Instant.class) {
          @Override
          public Object read(JSONReader reader, JsonParser parser) {
            return parser.hasToken(JsonToken.VALUE_NULL) ? null : Instant.parse(parser.getString());
          }
        };

    private static final ValueWriter WRITER =
        new ValueWriter() {
          @Override
          public void writeValue(JSONWriter context, JsonGenerator generator, Object value) {
            generator.writeString(value.toString());
          }

          @Override
          public Class<?> valueType() {
            return Instant.class;
          }
        };

    @Override
    public ValueReader findValueReader(JSONReader context, Class<?> type) {
      return type == Instant.class ? READER : null;
    }

    @Override
    public ValueWriter findValueWriter(JSONWriter context, Class<?> type) {
      return type == Instant.class ? WRITER : null;
    }
  }
}
