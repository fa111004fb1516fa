package org.serbench.codec;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * TestObject's lists of instants as the boxed {@code long} milliseconds since the epoch that a
 * schema's list of 64-bit integers holds in the classes of more than one family (the data set's
 * instants have millisecond precision).
 */
public final class EpochMillis {
  private EpochMillis() {}

  /** The milliseconds of each instant, in a list of the instants' size. */
  public static List<Long> of(List<Instant> instants) {
    List<Long> millis = new ArrayList<>(instants.size());
    for (Instant instant : instants) {
      millis.add(instant.toEpochMilli());
    }
    return millis;
  }

  /** The instant of each count of milliseconds, in a list of the counts' size. */
  public static List<Instant> instants(List<Long> millis) {
    List<Instant> instants = new ArrayList<>(millis.size());
    for (long m : millis) {
      instants.add(Instant.ofEpochMilli(m));
    }
    return instants;
  }
}
