package org.serbench.engine;

/**
 * How many times each timing loop passes over the batch, so that every timed phase lasts at least
 * {@code serbench.phaseMillis}, as a JMH iteration times many calls rather than one.
 *
 * <p>A phase timed over a single short pass measures the first call after another phase rather than
 * the steady state: the lazy decoders (Cap'n Proto, FlatBuffers) open a 10 MB Master in well under
 * a microsecond, yet one timed call right after the encoding phases cost them 40 to 76
 * microseconds, whichever decoding phase came first (swapping "deser" and "+shal" moved the cost
 * from one to the other; touching the input first or pausing did not remove it). Repeating the pass
 * until the phase lasts a millisecond leaves such a cost a few percent of the figure at most. The
 * figures stay per pass: the loops return the elapsed time divided by the passes, and the
 * allocation is divided alike.
 *
 * <p>The passes are set from the warm-up's last batch and stay fixed while measuring, so every
 * measured batch does the same work. The default is 1 ms; 0 makes one pass, as serbench did before.
 */
final class Passes {
  /** The most passes a phase makes: a pass of the harness floor on TestObject takes 1 to 3 us. */
  static final int MAX = 10_000;

  private final long minNanos;

  int create = 1;
  int ser = 1;
  int same = 1;
  int decode = 1;
  int shallow = 1;
  int deep = 1;

  /** Passes that make each phase last at least {@code phaseMillis}; 0 makes one pass. */
  Passes(int phaseMillis) {
    this.minNanos = phaseMillis * 1_000_000L;
  }

  /** Sets every phase's passes from the time of one pass of it, in nanoseconds. */
  void adapt(long create, long ser, long same, long decode, long shallow, long deep) {
    this.create = of(create, minNanos);
    this.ser = of(ser, minNanos);
    this.same = of(same, minNanos);
    this.decode = of(decode, minNanos);
    this.shallow = of(shallow, minNanos);
    this.deep = of(deep, minNanos);
  }

  /** How long a batch takes with these passes, from the time of one pass of each phase. */
  long batchNanos(long create, long ser, long same, long decode, long shallow, long deep) {
    return create * this.create
        + ser * this.ser
        + same * this.same
        + decode * this.decode
        + shallow * this.shallow
        + deep * this.deep;
  }

  /** The passes that make a phase of {@code passNanos} per pass last at least {@code minNanos}. */
  static int of(long passNanos, long minNanos) {
    if (passNanos >= minNanos) {
      return 1;
    }
    long pass = Math.max(passNanos, 1);
    return (int) Math.min(MAX, (minNanos + pass - 1) / pass);
  }
}
