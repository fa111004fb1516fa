package org.serbench.codec.fastjson;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONB;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.PojoBinding;

/**
 * fastjson2's databinding with its defaults, on JSON text or on JSONB, its binary format.
 *
 * <p>fastjson2 builds and caches its reader and writer for a class on first use, so they come from
 * the static entry points the documentation shows.
 */
final class Fastjson2Codec implements Codec {
  private final boolean jsonb;

  private Fastjson2Codec(boolean jsonb) {
    this.jsonb = jsonb;
  }

  /** JSON text: {@code JSON.toJSONBytes} and {@code JSON.parseObject}. */
  static Fastjson2Codec json() {
    return new Fastjson2Codec(false);
  }

  /** JSONB: {@code JSONB.toBytes} and {@code JSONB.parseObject}. */
  static Fastjson2Codec jsonb() {
    return new Fastjson2Codec(true);
  }

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) {
    if (jsonb) {
      return new PojoBinding<M>(type) {
        @Override
        public byte[] serialize(M value) {
          return JSONB.toBytes(value);
        }

        @Override
        public M deserialize(byte[] bytes) {
          return JSONB.parseObject(bytes, type);
        }
      };
    }
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) {
        return JSON.toJSONBytes(value);
      }

      @Override
      public M deserialize(byte[] bytes) {
        return JSON.parseObject(bytes, type);
      }
    };
  }
}
