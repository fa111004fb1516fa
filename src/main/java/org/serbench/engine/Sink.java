package org.serbench.engine;

import org.serbench.codec.FieldSink;

/**
 * The sink every decoded value and every encoded array ends in, so that no work is dead code.
 *
 * <p>The JIT removes computations whose results nobody uses (JMH sample 08, dead code). A deep read
 * that only touched fields and threw them away could be compiled to nothing. So every value is
 * folded into {@code state}, and {@link #publish()} writes the fold to a volatile field after each
 * batch: the JIT cannot prove the values unused, yet the fold is a couple of arithmetic operations
 * per value, far below the cost of decoding it.
 */
final class Sink implements FieldSink {
  private long state = 1;
  private volatile long published;

  @Override
  public void consume(long value) {
    state = state * 31 + value;
  }

  @Override
  public void consume(double value) {
    state = state * 31 + Double.doubleToRawLongBits(value);
  }

  @Override
  public void consume(boolean value) {
    state = state * 31 + (value ? 1 : 2);
  }

  /** Consumes an encoded message by its length and first byte. */
  void consume(byte[] bytes) {
    state = state * 31 + bytes.length + (bytes.length > 0 ? bytes[0] : 0);
  }

  /** Makes everything consumed so far visible outside the measured loop. */
  void publish() {
    published = state;
  }

  long published() {
    return published;
  }
}
