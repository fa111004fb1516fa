package org.serbench.codec.mongo;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.bson.conversions.Bson;
import org.bson.io.BasicOutputBuffer;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.PojoBinding;
import org.serbench.codec.UnsupportedDataException;

/**
 * The MongoDB Java driver's BSON library on the model classes: its POJO codec in automatic mode,
 * behind the library's default codec registry, which carries {@code Instant} as a BSON date-time
 * (epoch milliseconds). One codec is registered by hand, for {@code String[]}, which the library
 * cannot carry otherwise.
 *
 * <p>Each object is written with a {@link BsonBinaryWriter} into a fresh {@link BasicOutputBuffer}
 * and read back with a {@link BsonBinaryReader}, as the driver does for a document on the wire.
 */
final class MongoBsonCodec implements Codec {
  private static final EncoderContext ENCODE = EncoderContext.builder().build();
  private static final DecoderContext DECODE = DecoderContext.builder().build();

  private final CodecRegistry registry =
      CodecRegistries.fromRegistries(
          CodecRegistries.fromCodecs(new StringArrayCodec()),
          Bson.DEFAULT_CODEC_REGISTRY,
          CodecRegistries.fromProviders(PojoCodecProvider.builder().automatic(true).build()));

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
    org.bson.codecs.Codec<M> codec;
    try {
      codec = registry.get(type);
    } catch (CodecConfigurationException e) {
      throw new UnsupportedDataException("no BSON codec for " + type.getSimpleName(), e);
    }
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) {
        BasicOutputBuffer buffer = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
          codec.encode(writer, value, ENCODE);
        }
        return buffer.toByteArray();
      }

      @Override
      public M deserialize(byte[] bytes) {
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(bytes))) {
          return codec.decode(reader, DECODE);
        }
      }
    };
  }

  /**
   * A {@code String[]} as a BSON array: the library has codecs for collections but none for Java
   * arrays, and its error ("Can't find a codec for ... class [Ljava.lang.String;") asks for one.
   */
  private static final class StringArrayCodec implements org.bson.codecs.Codec<String[]> {
    @Override
    public void encode(BsonWriter writer, String[] value, EncoderContext context) {
      writer.writeStartArray();
      for (String s : value) {
        writer.writeString(s);
      }
      writer.writeEndArray();
    }

    @Override
    public String[] decode(BsonReader reader, DecoderContext context) {
      List<String> strings = new ArrayList<>();
      reader.readStartArray();
      while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
        strings.add(reader.readString());
      }
      reader.readEndArray();
      return strings.toArray(new String[0]);
    }

    @Override
    public Class<String[]> getEncoderClass() {
      return String[].class;
    }
  }
}
