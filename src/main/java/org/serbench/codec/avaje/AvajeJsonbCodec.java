package org.serbench.codec.avaje;

import io.avaje.jsonb.JsonType;
import io.avaje.jsonb.Jsonb;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.PojoBinding;
import org.serbench.codec.UnsupportedDataException;

/**
 * avaje-jsonb with its defaults: {@code Jsonb.builder().build()}, which finds the adapters
 * generated for {@link AvajeJsonbModels} ({@code java.time} built in, instants as ISO-8601 strings,
 * nulls left out), and a {@link JsonType} per bound class, to and from bytes.
 *
 * <p>avaje-jsonb has no reflection: a class without a generated adapter cannot be bound, so it
 * measures serbench's model only, not a project's own classes (a project would import them as
 * {@link AvajeJsonbModels} does).
 */
final class AvajeJsonbCodec implements Codec {
  private final Jsonb jsonb = Jsonb.builder().build();

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
    JsonType<M> json;
    try {
      json = jsonb.type(type);
    } catch (IllegalArgumentException e) {
      throw new UnsupportedDataException(e.getMessage(), e);
    }
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) {
        return json.toJsonBytes(value);
      }

      @Override
      public M deserialize(byte[] bytes) {
        return json.fromJson(bytes);
      }
    };
  }
}
