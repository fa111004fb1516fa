package org.serbench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.serbench.engine.Metric;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/**
 * Whether a row of the run is to be believed: its phases in the order their work says, and its
 * encoder held to physics. A row that breaks either is marked with its reason and ranked nowhere
 * (not in At a glance, the fastest-first tables or the charts).
 *
 * <p>The phases: decoding alone cannot cost more than decoding and reading the root's fields, which
 * cannot cost more than decoding and reading every field (deser ≤ +shal ≤ +deep), each within the
 * two figures' confidence intervals. A violation means the harness measured something else than it
 * meant to (a loop compiled late, a result optimised away). The intervals cover the variation
 * between JVMs ({@link JvmSpread}): in one JVM, two loops doing nearly the same work are compiled
 * once each and can come out a few percent apart, which a second JVM may reverse; only a difference
 * beyond that is a harness fault.
 *
 * <p>Physics: an encoder that writes N bytes into a new array allocates at least those N bytes, so
 * a "ser" that allocates less than half of its encoded size an object returned bytes it did not
 * write in the timed pass (a message that cached its encoding, say). And writing more bytes costs
 * more time: a "ser" that stays near the harness floor (the same loops around a binding that does
 * nothing) while its encoded size grows from data set to data set did no work that grows with its
 * output. Unknown allocation (a JVM without the counter) and a run without the floor give no
 * verdict on those rules.
 */
final class Plausibility {
  /** A "ser" allocating less than this fraction of its encoded size did not write it. */
  static final double MIN_ALLOCATION_OF_SIZE = 0.5;

  /** A "ser" within this many times the floor's own "ser" is at the floor. */
  static final double NEAR_FLOOR = 3;

  /** The growth of the encoded size, from one data set to another, over which a floor is absurd. */
  static final double SIZE_GROWTH = 2;

  private final JvmSpread spread;
  private final double floorSer;
  private final Map<String, List<Result>> atFloorByCodec;

  /**
   * @param run every result of the run, whose data sets a codec's rows are compared across
   * @param floor the harness floor's result, or null when the run has none
   * @param spread the variation between JVMs the phases' intervals cover at least
   */
  Plausibility(List<Result> run, Result floor, JvmSpread spread) {
    this.spread = spread;
    this.floorSer =
        floor != null && floor.status() == Result.Status.OK && floor.batches() > 0
            ? Summary.of(Metric.SER.samples(floor)).mean()
            : Double.NaN;
    this.atFloorByCodec =
        run.stream()
            .filter(Plausibility::measured)
            .filter(this::atFloor)
            .collect(Collectors.groupingBy(Result::codec));
  }

  /** The checks of a run, its spread between JVMs taken from its results. */
  static Plausibility of(List<Result> run, Result floor) {
    return new Plausibility(run, floor, JvmSpread.of(run));
  }

  JvmSpread spread() {
    return spread;
  }

  /** Whether a result is to be ranked: measured and breaking no rule. */
  boolean plausible(Result r) {
    return measured(r) && violations(r).isEmpty();
  }

  /** Every rule a result breaks, each with its reason; empty when it holds (or has no numbers). */
  List<String> violations(Result r) {
    List<String> found = violations(r, spread);
    if (!measured(r)) {
      return found;
    }
    double objects = r.objects();
    double size = r.size().bytes() / objects;
    double[] alloc = Metric.SER_ALLOC.samples(r);
    if (alloc.length > 0) {
      double perObject = Summary.of(alloc).mean();
      if (perObject < MIN_ALLOCATION_OF_SIZE * size) {
        found.add(
            "ser allocates "
                + Format.integer(perObject)
                + " B an object for "
                + Format.integer(size)
                + " B encoded: the encoder returned bytes it did not write");
      }
    }
    List<Result> atFloor = atFloorByCodec.getOrDefault(r.codec(), List.of());
    if (atFloor.contains(r)) {
      Comparator<Result> bySize = Comparator.comparingDouble(Plausibility::bytesPerObject);
      Result smallest = atFloor.stream().min(bySize).orElseThrow();
      Result largest = atFloor.stream().max(bySize).orElseThrow();
      if (bytesPerObject(largest) >= SIZE_GROWTH * bytesPerObject(smallest)) {
        found.add(
            String.format(
                Locale.ROOT,
                "ser stays at %s ns an object, near the harness floor's %s ns, while its size grows"
                    + " from %s B (%s) to %s B (%s): the encoder did no work that grows with its"
                    + " output",
                Format.decimals(serPerObject(r), 1),
                Format.decimals(floorSer, 1),
                Format.integer(bytesPerObject(smallest)),
                smallest.dataSet(),
                Format.integer(bytesPerObject(largest)),
                largest.dataSet()));
      }
    }
    return found;
  }

  /** The violated phase invariants of a result, empty when it holds them (or has no numbers). */
  static List<String> violations(Result r, JvmSpread spread) {
    List<String> found = new ArrayList<>();
    if (!measured(r)) {
      return found;
    }
    check(r, spread, Metric.DESER_ONLY, "deser", Metric.SHALLOW, "+shal", found);
    check(r, spread, Metric.SHALLOW, "+shal", Metric.DECODE, "+deep", found);
    if (found.isEmpty()) {
      check(r, spread, Metric.DESER_ONLY, "deser", Metric.DECODE, "+deep", found);
    }
    return found;
  }

  private static boolean measured(Result r) {
    return r.status() == Result.Status.OK && r.batches() > 0;
  }

  private boolean atFloor(Result r) {
    return !Double.isNaN(floorSer) && serPerObject(r) < NEAR_FLOOR * floorSer;
  }

  private static double serPerObject(Result r) {
    return Summary.of(Metric.SER.samples(r)).mean();
  }

  private static double bytesPerObject(Result r) {
    return (double) r.size().bytes() / r.objects();
  }

  private static void check(
      Result r,
      JvmSpread spread,
      Metric less,
      String lessName,
      Metric more,
      String moreName,
      List<String> found) {
    Summary a = spread.summary(r, less);
    Summary b = spread.summary(r, more);
    double error = nanToZero(a.ciHalfWidth()) + nanToZero(b.ciHalfWidth());
    if (a.mean() - b.mean() > error) {
      found.add(
          String.format(
              Locale.ROOT,
              "%s > %s by %.0f%%",
              lessName,
              moreName,
              (a.mean() / b.mean() - 1) * 100));
    }
  }

  private static double nanToZero(double v) {
    return Double.isNaN(v) ? 0 : v;
  }
}
