package org.serbench.codec.protostuff;

import io.protostuff.JsonIOUtil;
import io.protostuff.LinkedBuffer;
import io.protostuff.ProtobufIOUtil;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.RuntimeSchema;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.PojoBinding;

/**
 * Protostuff's runtime schema on the model classes, in one of the three formats protostuff writes
 * with the same schema: its own, protobuf-compatible, or JSON.
 *
 * <p>{@link RuntimeSchema#getSchema} builds the schema by reflection once per class (in {@code
 * bind}) and caches it. The encoders want a {@link LinkedBuffer} reused by the encoding thread: a
 * binding is used by one thread, so it keeps one and clears it after each message.
 */
final class ProtostuffRuntimeCodec implements Codec {

  /** Which of protostuff's IO utilities encodes. */
  enum Format {
    PROTOSTUFF {
      @Override
      <T> byte[] write(T value, Schema<T> schema, LinkedBuffer buffer) {
        return ProtostuffIOUtil.toByteArray(value, schema, buffer);
      }

      @Override
      <T> void merge(byte[] bytes, T value, Schema<T> schema) {
        ProtostuffIOUtil.mergeFrom(bytes, value, schema);
      }
    },
    PROTOBUF {
      @Override
      <T> byte[] write(T value, Schema<T> schema, LinkedBuffer buffer) {
        return ProtobufIOUtil.toByteArray(value, schema, buffer);
      }

      @Override
      <T> void merge(byte[] bytes, T value, Schema<T> schema) {
        ProtobufIOUtil.mergeFrom(bytes, value, schema);
      }
    },
    /**
     * Field names rather than numbers as keys ({@code numeric = false}, the documented default).
     */
    JSON {
      @Override
      <T> byte[] write(T value, Schema<T> schema, LinkedBuffer buffer) {
        return JsonIOUtil.toByteArray(value, schema, false, buffer);
      }

      @Override
      <T> void merge(byte[] bytes, T value, Schema<T> schema) throws Exception {
        JsonIOUtil.mergeFrom(bytes, value, schema, false);
      }
    };

    abstract <T> byte[] write(T value, Schema<T> schema, LinkedBuffer buffer);

    abstract <T> void merge(byte[] bytes, T value, Schema<T> schema) throws Exception;
  }

  private final Format format;

  ProtostuffRuntimeCodec(Format format) {
    this.format = format;
  }

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) {
    Schema<M> schema = RuntimeSchema.getSchema(type);
    LinkedBuffer buffer = LinkedBuffer.allocate();
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) {
        try {
          return format.write(value, schema, buffer);
        } finally {
          buffer.clear();
        }
      }

      @Override
      public M deserialize(byte[] bytes) throws Exception {
        M value = schema.newMessage();
        format.merge(bytes, value, schema);
        return value;
      }
    };
  }
}
