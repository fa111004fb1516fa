package org.serbench.engine;

/**
 * How many times each timing loop passes over the batch, so that every timed phase lasts at least
 * {@link #MIN_NANOS}, as a JMH iteration times many calls rather than one.
 *
 * <p>A phase timed over a single short pass measures the first call after another phase rather than
 * the steady state: the lazy decoders (Cap'n Proto, FlatBuffers) open a 10 MB Master in about a
 * microsecond, yet one timed call right after the encoding phases cost them 40 to 50 microseconds,
 * whichever decoding phase came first (swapping "deser" and "+shal" moved the cost from one to the
 * other; touching the input first or pausing did not remove it). Repeating the pass until the phase
 * lasts a millisecond leaves such a cost a few percent of the figure at most, and every phase of a
 * batch does the same work as every other batch. The figures stay per pass: the loops return the
 * elapsed time divided by the passes, and the allocation is divided alike.
 *
 * <p>The passes are set from the warm-up's last batch and stay fixed while measuring.
 */
final class Passes {
  /** The shortest time a phase is timed for, in nanoseconds. */
  static final long MIN_NANOS = 1_000_000;

  /** The most passes a phase makes: a pass of the harness floor on TestObject takes 2 us. */
  static final int MAX = 10_000;

  int create = 1;
  int ser = 1;
  int same = 1;
  int decode = 1;
  int shallow = 1;
  int deep = 1;

  /** Sets every phase's passes from the time of one pass of it, in nanoseconds. */
  void adapt(long create, long ser, long same, long decode, long shallow, long deep) {
    this.create = of(create);
    this.ser = of(ser);
    this.same = of(same);
    this.decode = of(decode);
    this.shallow = of(shallow);
    this.deep = of(deep);
  }

  /** The passes that make a phase of {@code passNanos} per pass last at least MIN_NANOS. */
  static int of(long passNanos) {
    if (passNanos >= MIN_NANOS) {
      return 1;
    }
    long passes = (MIN_NANOS + Math.max(passNanos, 1) - 1) / Math.max(passNanos, 1);
    return (int) Math.min(MAX, passes);
  }
}
