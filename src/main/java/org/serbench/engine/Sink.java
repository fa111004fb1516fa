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
 * cannot decide, and on a branch that is taken ever more rarely, a store to a field. The object
 * therefore escapes, so escape analysis cannot scalar-replace a decoder's result and remove its
 * construction, as it could when only {@code result == null} was consumed; the store itself almost
 * never runs, so it costs nothing measurable.
 *
 * <p>The branch is taken at the 2nd, 4th, 8th, ... call, then every 2^20th: it is taken while the
 * timing loops still run interpreted or in C1's profiling code, so C2 compiles it as a branch.
 * Taken for the first time at the 2^20th call, as it was, C2 had compiled it as a trap in every
 * timing loop it had compiled by then, and each later call that took it threw its loop out of
 * compiled code in the middle of whatever that loop was timing: the loop ran in the interpreter and
 * C1's code until C2 compiled it again. For a codec at a few microseconds an object, those calls
 * fell in the measured blocks: flatbuffers' decode loop, compiled at 3.0 s of its JVM on media.3,
 * was thrown out at 5.05 s, 0.5 s before the JVM's end, and recompiled by 5.07; that run's deser
 * measured 285 ns an object against +shal's 187.
 */
final class Sink implements FieldSink {
  /** The branch's period, less one, once it has grown: an object escapes every 2^20th call. */
  private static final int RARE = (1 << 20) - 1;

  private long state = 1;
  private int calls;
  private int period = 1;
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

  /**
   * Consumes an object so that it must exist: it escapes on a branch taken at the calls that are
   * powers of two up to 2^20, then at every 2^20th.
   */
  void consumeObject(Object value) {
    if ((++calls & period) == 0) {
      escaped = value;
      if (period < RARE) {
        period = period << 1 | 1;
      }
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

  /** The object that escaped last, or null. */
  Object escaped() {
    return escaped;
  }
}
