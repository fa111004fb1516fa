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

  MeasuredRow(Result r) {
    this.result = r;
    Result.Samples s = r.samples();
    this.create = acrossJvms(r, s.createNs());
    this.ser = acrossJvms(r, s.serNs());
    this.deser = acrossJvms(r, s.deserNs());
    long[] trip = new long[s.serNs().length];
    long[] encoded = new long[s.serNs().length];
    for (int i = 0; i < trip.length; i++) {
      trip[i] = s.serNs()[i] + s.deserNs()[i];
      encoded[i] = s.createNs()[i] + s.serNs()[i];
    }
    this.roundTrip = acrossJvms(r, trip);
    this.encode = acrossJvms(r, encoded);
    this.serAlloc = meanOrUnknown(s.serAllocBytes());
    this.deserAlloc = meanOrUnknown(s.deserAllocBytes());
  }

  String codec() {
    return result.codec();
  }

  private static Summary acrossJvms(Result r, long[] perBatch) {
    double[] samples = new double[perBatch.length];
    for (int i = 0; i < samples.length; i++) {
      samples[i] = perBatch[i];
    }
    return Summary.of(samples).acrossJvms(Result.forkMeans(samples, r.forks()));
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
}
