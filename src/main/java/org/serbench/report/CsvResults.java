package org.serbench.report;

import java.util.List;
import java.util.Locale;
import org.serbench.engine.Metric;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/**
 * Writes results as CSV: a header row, then one row per codec, data set and metric. A time's
 * confidence interval covers the variation between JVMs ({@link JvmSpread}), as in the report and
 * results.json; the other metrics' that of their batches.
 */
public final class CsvResults {
  static final String HEADER =
      "codec,dataSet,metric,unit,n,mean,stddev,min,median,p90,p99,max,ci95Low,ci95High";

  private CsvResults() {}

  public static String render(List<Result> results) {
    JvmSpread spread = JvmSpread.of(results);
    StringBuilder out = new StringBuilder(HEADER).append('\n');
    for (Result r : results) {
      if (r.status() != Result.Status.OK) {
        continue;
      }
      for (Metric metric : Metric.values()) {
        double[] samples = metric.samples(r);
        if (samples.length == 0) {
          continue;
        }
        Summary s =
            metric.kind() == Metric.Kind.TIME ? spread.summary(r, samples) : Summary.of(samples);
        out.append(quote(r.codec()))
            .append(',')
            .append(quote(r.dataSet()))
            .append(',')
            .append(metric.label())
            .append(',')
            .append(metric.unit())
            .append(',')
            .append(s.n());
        for (double v :
            new double[] {
              s.mean(),
              s.standardDeviation(),
              s.min(),
              s.median(),
              s.p90(),
              s.p99(),
              s.max(),
              s.mean() - s.ciHalfWidth(),
              s.mean() + s.ciHalfWidth()
            }) {
          out.append(',').append(Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.3f", v));
        }
        out.append('\n');
      }
    }
    return out.toString();
  }

  /** RFC 4180 quoting where a value needs it. */
  private static String quote(String value) {
    return value.contains(",") || value.contains("\"") || value.contains("\n")
        ? "\"" + value.replace("\"", "\"\"") + "\""
        : value;
  }
}
