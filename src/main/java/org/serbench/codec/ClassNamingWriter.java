package org.serbench.codec;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * The library's own writer, set up to name the class of every value in a polymorphic slot, for a
 * codec whose measured configuration cannot or does not: the gadget probe's bytes come from it.
 *
 * <p>A registering codec's writer refuses a class it does not know (Kryo's and Fory's registration
 * required), and some libraries name classes only when asked (fastjson's {@code WriteClassName}).
 * The question the probe asks is about the reader: does it build a class the bytes name? The bytes
 * must therefore name one, written by the same library; the codec's own reader then decodes them.
 *
 * @param codec the name of the codec ({@link CodecSpec#name()}) whose reader reads these bytes
 * @param description one line on how this writer differs from the codec's own
 * @param factory sets the writing library up
 */
public record ClassNamingWriter(String codec, String description, Supplier<Codec> factory) {

  public ClassNamingWriter {
    Objects.requireNonNull(codec, "codec");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(factory, "factory");
  }
}
