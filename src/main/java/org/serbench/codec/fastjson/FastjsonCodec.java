package org.serbench.codec.fastjson;

import com.alibaba.fastjson.JSON;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.PojoBinding;

/**
 * fastjson 1.x, the library jvm-serializers measured, with its defaults: {@code JSON.toJSONBytes}
 * and {@code JSON.parseObject}.
 */
final class FastjsonCodec implements Codec {

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) {
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
