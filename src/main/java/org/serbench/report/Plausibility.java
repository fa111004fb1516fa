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
 */
final class Plausibility {
  private Plausibility() {}

  /** The violated invariants of a result, empty when it is plausible (or has no numbers). */
  static List<String> violations(Result r) {
    List<String> found = new ArrayList<>();
    if (r.status() != Result.Status.OK || r.batches() == 0) {
      return found;
    }
    check(r, Metric.DESER_ONLY, "deser", Metric.SHALLOW, "+shal", found);
    check(r, Metric.SHALLOW, "+shal", Metric.DECODE, "+deep", found);
    if (found.isEmpty()) {
      check(r, Metric.DESER_ONLY, "deser", Metric.DECODE, "+deep", found);
    }
    return found;
  }

  private static void check(
      Result r, Metric less, String lessName, Metric more, String moreName, List<String> found) {
    Summary a = summary(r, less);
    Summary b = summary(r, more);
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

  /** A metric's summary per object, its interval covering the variation between JVMs. */
  static Summary summary(Result r, Metric metric) {
    double[] samples = metric.samples(r);
    return Summary.of(samples).acrossJvms(Result.forkMeans(samples, r.forks()));
  }

  private static double nanToZero(double v) {
    return Double.isNaN(v) ? 0 : v;
  }
}
