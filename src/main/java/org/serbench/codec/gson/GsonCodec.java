package org.serbench.codec.gson;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.PojoBinding;

/**
 * Gson's reflective databinding, with defaults except for one {@link TypeAdapter} for {@link
 * Instant}.
 *
 * <p>Gson has no adapter of its own for {@code java.time}, and its reflection cannot reach into
 * {@code Instant}'s private fields on JDK 17, so an {@code Instant} travels as a JSON number of
 * epoch milliseconds, the precision of the data; one finer than that as its ISO-8601 string, so
 * that nothing is lost.
 */
final class GsonCodec implements Codec {
  private final Gson gson =
      new GsonBuilder()
          .registerTypeAdapter(Instant.class, new InstantAdapter().nullSafe())
          .create();

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) {
    return bind(type, (Type) type);
  }

  /** Bound by the declared type, so that a {@code Page<Order>}'s elements read back as orders. */
  @Override
  public <M> Binding<M, ?> bind(Class<M> type, Type genericType) {
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) {
        return gson.toJson(value, genericType).getBytes(StandardCharsets.UTF_8);
      }

      @Override
      public M deserialize(byte[] bytes) {
        return gson.fromJson(new String(bytes, StandardCharsets.UTF_8), genericType);
      }
    };
  }

  /** Writes an {@code Instant} as epoch milliseconds, or its ISO-8601 string when finer. */
  static final class InstantAdapter extends TypeAdapter<Instant> {
    @Override
    public void write(JsonWriter out, Instant value) throws IOException {
      if (value.getNano() % 1_000_000 == 0) {
        out.value(value.toEpochMilli());
      } else {
        out.value(value.toString());
      }
    }

    @Override
    public Instant read(JsonReader in) throws IOException {
      if (in.peek() == JsonToken.STRING) {
        return Instant.parse(in.nextString());
      }
      return Instant.ofEpochMilli(in.nextLong());
    }
  }
}
