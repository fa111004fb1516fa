package org.serbench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/**
 * One measured result of a data set's page with its summaries computed once, across its JVMs.
 *
 * <p>Every table of the page ranks the same rows by a different key; computing the summaries here
 * once keeps each table's renderer to its columns.
 */
final class MeasuredRow {
  final Result result;
  final Summary create;
  final Summary ser;
  final Summary encode;
  final Summary deser;
  final Summary roundTrip;
  final double serAlloc;
  final double deserAlloc;

  /**
   * The rules of {@link Plausibility} this row breaks, each with its reason, empty for none: a row
   * that breaks one is shown with its reason and ranked nowhere.
   */
  final List<String> implausible;

  /**
   * A row checked on its own phases only (deser ≤ +shal ≤ +deep), for a table that shows no more.
   *
   * @param spread the variation between JVMs the intervals cover at least (see {@link JvmSpread})
   */
  MeasuredRow(Result r, JvmSpread spread) {
    this(r, new Plausibility(List.of(r), null, spread));
  }

  /** A row of the run {@code plausibility} checks, with its intervals. */
  MeasuredRow(Result r, Plausibility plausibility) {
    JvmSpread spread = plausibility.spread();
    this.result = r;
    Result.Samples s = r.samples();
    this.create = acrossJvms(r, s.createNs(), spread);
    this.ser = acrossJvms(r, s.serNs(), spread);
    this.deser = acrossJvms(r, s.deserNs(), spread);
    long[] trip = new long[s.serNs().length];
    long[] encoded = new long[s.serNs().length];
    for (int i = 0; i < trip.length; i++) {
      trip[i] = s.serNs()[i] + s.deserNs()[i];
      encoded[i] = s.createNs()[i] + s.serNs()[i];
    }
    this.roundTrip = acrossJvms(r, trip, spread);
    this.encode = acrossJvms(r, encoded, spread);
    this.serAlloc = meanOrUnknown(s.serAllocBytes());
    this.deserAlloc = meanOrUnknown(s.deserAllocBytes());
    this.implausible = plausibility.violations(r);
  }

  /** Whether the row is to be ranked: it breaks no rule of {@link Plausibility}. */
  boolean plausible() {
    return implausible.isEmpty();
  }

  String codec() {
    return result.codec();
  }

  private static Summary acrossJvms(Result r, long[] perBatch, JvmSpread spread) {
    double[] samples = new double[perBatch.length];
    for (int i = 0; i < samples.length; i++) {
      samples[i] = perBatch[i];
    }
    return spread.summary(r, samples);
  }

  private static double meanOrUnknown(long[] values) {
    for (long v : values) {
      if (v < 0) {
        return -1;
      }
    }
    return Summary.of(values).mean();
  }

  /** The rows ranked by {@code key}, ties by codec name. */
  static List<MeasuredRow> sorted(List<MeasuredRow> rows, ToDoubleFunction<MeasuredRow> key) {
    List<MeasuredRow> copy = new ArrayList<>(rows);
    copy.sort(Comparator.comparingDouble(key).thenComparing(MeasuredRow::codec));
    return copy;
  }

  /** Appends {@code intro}, then one line per row with its implausibility reasons. */
  static void listImplausible(StringBuilder out, String intro, List<MeasuredRow> rows) {
    out.append(intro).append("\n\n");
    for (MeasuredRow r : rows) {
      out.append("- `")
          .append(r.codec())
          .append("`: ")
          .append(String.join("; ", r.implausible))
          .append('\n');
    }
    out.append('\n');
  }
}
