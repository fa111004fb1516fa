package org.serbench.report;

import java.util.ArrayList;
import java.util.List;
import org.serbench.engine.Metric;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/**
 * The invariants a row of phases must satisfy, checked on every result: decoding alone cannot cost
 * more than decoding and reading the root's fields, which cannot cost more than decoding and
 * reading every field (deser ≤ +shal ≤ +deep), each within the two figures' confidence intervals. A
 * violation means the harness measured something else than it meant to (a loop compiled late, a
 * result optimised away), so the row is flagged rather than believed.
 *
 * <p>The intervals cover the variation between JVMs ({@link JvmSpread}): in one JVM, two loops
 * doing nearly the same work are compiled once each and can come out a few percent apart, which a
 * second JVM may reverse; only a difference beyond that is a harness fault.
 */
final class Plausibility {
  private Plausibility() {}

  /** The violated invariants of a result, empty when it is plausible (or has no numbers). */
  static List<String> violations(Result r, JvmSpread spread) {
    List<String> found = new ArrayList<>();
    if (r.status() != Result.Status.OK || r.batches() == 0) {
      return found;
    }
    check(r, spread, Metric.DESER_ONLY, "deser", Metric.SHALLOW, "+shal", found);
    check(r, spread, Metric.SHALLOW, "+shal", Metric.DECODE, "+deep", found);
    if (found.isEmpty()) {
      check(r, spread, Metric.DESER_ONLY, "deser", Metric.DECODE, "+deep", found);
    }
    return found;
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
              java.util.Locale.ROOT,
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
