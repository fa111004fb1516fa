package org.serbench.codec;

/**
 * Takes every value a deep read touches, so that the JIT cannot skip the reads and a lazy decoder
 * must really decode (jvm-serializers' "+deep").
 *
 * <p>A string is handed over as its length, which forces a lazy decoder to build it.
 */
public interface FieldSink {
  void consume(long value);

  void consume(double value);

  void consume(boolean value);

  /** Consumes a string by its length; {@code null} counts as its own value. */
  default void consume(String value) {
    consume(value == null ? -1L : value.length());
  }
}
