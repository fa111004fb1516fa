package org.serbench.codec.moshi;

import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.JsonReader;
import com.squareup.moshi.JsonWriter;
import com.squareup.moshi.Moshi;
import java.io.IOException;
import java.time.Instant;
import org.serbench.codec.Codec;
import org.serbench.codec.Codecs;

/**
 * Moshi's reflective adapters ({@code ClassJsonAdapter}: a class's fields, private ones too), with
 * defaults except for one adapter for {@link Instant}, through {@link Codecs#moshi(Moshi)}: an
 * adapter per bound type, made once (Moshi's adapters are immutable and thread-safe), to and from
 * Okio's {@code Buffer}, Moshi's own path to and from bytes.
 *
 * <p>Moshi refuses a platform class it has no adapter for ("Platform class java.time.Instant
 * requires explicit JsonAdapter to be registered"), so an {@code Instant} travels as its ISO-8601
 * string, registered with {@code Moshi.Builder.add}, the documented way to add a type.
 */
final class MoshiCodec {
  private MoshiCodec() {}

  static Codec defaults() {
    return Codecs.moshi(
        new Moshi.Builder().add(Instant.class, new InstantAdapter().nullSafe()).build());
  }

  /** Writes an {@code Instant} as its ISO-8601 string ({@link Instant#toString()}). */
  private static final class InstantAdapter extends JsonAdapter<Instant> {
    @Override
    public Instant fromJson(JsonReader reader) throws IOException {
      return Instant.parse(reader.nextString());
    }

    @Override
    public void toJson(JsonWriter writer, Instant value) throws IOException {
      writer.value(value.toString());
    }
  }
}
