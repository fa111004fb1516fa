package org.serbench.codec.mongo;

import java.util.List;
import org.serbench.codec.CodecSpec;

/**
 * The registry entries of the {@code mongo} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class MongoBsonCodecs {
  public static final CodecSpec MONGODB =
      new CodecSpec(
              "bson/mongodb",
              "PojoCodecProvider.automatic(true) behind Bson.DEFAULT_CODEC_REGISTRY, plus a"
                  + " hand-written Codec<String[]> (none built in); BsonBinaryWriter over a fresh"
                  + " BasicOutputBuffer; instants as BSON date-times",
              List.of("org.mongodb:bson"),
              MongoBsonCodec::new)
          .ofAnyClass();

  private MongoBsonCodecs() {}
}
