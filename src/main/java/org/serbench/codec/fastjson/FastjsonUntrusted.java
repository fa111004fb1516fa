package org.serbench.codec.fastjson;

import com.alibaba.fastjson.parser.ParserConfig;
import com.alibaba.fastjson.serializer.SerializerFeature;
import com.alibaba.fastjson2.JSONB;
import com.alibaba.fastjson2.JSONWriter;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.PojoBinding;

/**
 * The fastjson set-ups of the gadget probe, none of them measured: writers that name classes in
 * {@code "@type"} (fastjson writes none by default, but reads them), and fastjson 1.x's documented
 * safe mode.
 */
final class FastjsonUntrusted {
  private FastjsonUntrusted() {}

  /** fastjson2's JSON with {@code JSONWriter.Feature.WriteClassName}. */
  static Codec fastjson2JsonNamingClasses() {
    return codec(
        value -> com.alibaba.fastjson2.JSON.toJSONBytes(value, JSONWriter.Feature.WriteClassName),
        com.alibaba.fastjson2.JSON::parseObject);
  }

  /** fastjson2's JSONB with {@code JSONWriter.Feature.WriteClassName}. */
  static Codec fastjson2JsonbNamingClasses() {
    return codec(
        value -> JSONB.toBytes(value, JSONWriter.Feature.WriteClassName), JSONB::parseObject);
  }

  /** fastjson 1.x with {@code SerializerFeature.WriteClassName}. */
  static Codec fastjsonNamingClasses() {
    return codec(
        value -> com.alibaba.fastjson.JSON.toJSONBytes(value, SerializerFeature.WriteClassName),
        com.alibaba.fastjson.JSON::parseObject);
  }

  /**
   * fastjson 1.x reading through a {@link ParserConfig} of its own in safe mode, which refuses
   * every {@code "@type"}, white-listed or not. The global configuration the measured codec uses is
   * left alone.
   */
  static Codec fastjsonSafeMode() {
    ParserConfig config = new ParserConfig();
    config.setSafeMode(true);
    return codec(
        com.alibaba.fastjson.JSON::toJSONBytes,
        new Reader() {
          @Override
          public <M> M read(byte[] bytes, Class<M> type) {
            return com.alibaba.fastjson.JSON.parseObject(
                bytes,
                StandardCharsets.UTF_8,
                type,
                config,
                null,
                com.alibaba.fastjson.JSON.DEFAULT_PARSER_FEATURE);
          }
        });
  }

  /** Decodes bytes to an object of a class. */
  private interface Reader {
    <M> M read(byte[] bytes, Class<M> type);
  }

  /** A POJO codec of a writer and a reader; never measured, so the indirection costs nothing. */
  private static Codec codec(Function<Object, byte[]> writer, Reader reader) {
    return new Codec() {
      @Override
      public <M> Binding<M, ?> bind(Class<M> type) {
        return new PojoBinding<M>(type) {
          @Override
          public byte[] serialize(M value) {
            return writer.apply(value);
          }

          @Override
          public M deserialize(byte[] bytes) {
            return reader.read(bytes, type);
          }
        };
      }
    };
  }
}
