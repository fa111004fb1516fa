package org.serbench.engine;

import org.serbench.codec.FieldSink;

/**
 * The sink every decoded value, every decoded object and every encoded array ends in, so that no
 * work is dead code (JMH samples 08, dead code, and 09, blackholes).
 *
 * <p>The JIT removes computations whose results nobody uses. A deep read that only touched fields
 * and threw them away could be compiled to nothing, so every value is folded into {@code state},
 * and {@link #publish()} writes the fold to a volatile field after each batch: the JIT cannot prove
 * the values unused, yet the fold is a couple of arithmetic operations per value.
 *
 * <p>An object is consumed as JMH's {@code Blackhole.consume(Object)} does: a comparison the JIT
 * cannot decide, and on a branch that is taken about once in a million calls, a store to a field.
 * The object therefore escapes, so escape analysis cannot scalar-replace a decoder's result and
 * remove its construction, as it could when only {@code result == null} was consumed; the store
 * itself almost never runs, so it costs nothing measurable.
 */
final class Sink implements FieldSink {
  private static final int RARE = (1 << 20) - 1;

  private long state = 1;
  private int calls;
  private Object escaped;
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

  /** Consumes an object so that it must exist: it escapes on a rarely taken branch. */
  void consumeObject(Object value) {
    if ((++calls & RARE) == 0) {
      escaped = value;
    }
  }

  /** Consumes an encoded message: it escapes as an object, and its length enters the fold. */
  void consume(byte[] bytes) {
    state = state * 31 + bytes.length;
    consumeObject(bytes);
  }

  /** Makes everything consumed so far visible outside the measured loop. */
  void publish() {
    published = state + (escaped == null ? 0 : 1);
  }

  long published() {
    return published;
  }
}
