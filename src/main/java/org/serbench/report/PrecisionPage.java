package org.serbench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.serbench.engine.Precision;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/**
 * The precision page: how far each cell was measured. A cell is measured JVM after JVM until the
 * 95% intervals of its encode and decode are within its target, or a cap ends it ({@code
 * Settings#stop}); this page shows, per data set, how many met the target, what the intervals are
 * and what they cost, and the curve of interval width against machine time that the targets and
 * caps are chosen from.
 */
final class PrecisionPage {
  static final String FILE = "precision.md";

  private PrecisionPage() {}

  static void render(StringBuilder out, List<Result> results) {
    JvmSpread spread = JvmSpread.of(results);
    List<Result> ok = results.stream().filter(r -> r.status() == Result.Status.OK).toList();
    out.append("## Precision\n\n")
        .append(
            "Each cell is measured JVM after JVM until the 95% intervals of its encode and its"
                + " decode are both within its target (a half-width as a fraction of the mean:"
                + " `serbench.forkPrecision` for the data sets of `serbench.forkDatasets`,"
                + " `serbench.precision` for the others), or until a cap ends it: the JVMs a cell"
                + " may add (`serbench.extraForks`), the machine time a cell may take"
                + " (`serbench.cellSeconds`), or the run's time (`serbench.runMinutes`, after which"
                + " no cell takes a JVM beyond its planned ones); the last two are its time cap."
                + " The intervals are those of every page of this"
                + " report: a cell's batches' error combined with the run's spread between JVMs (")
        .append(Format.percent(spread.relative()))
        .append(spread.assumed() ? ", assumed" : "")
        .append("), or its own JVMs' disagreement where that is larger. A machine time is from")
        .append(" the end of the JVM before to reading the JVM's results, its start included.")
        .append(" \"Within it\" counts the cells whose intervals are within their target with the")
        .append(" whole run's spread; a cell was judged, when it stopped, with the spread of the")
        .append(" cells complete by then (10% before ten were), so a cell can be within its target")
        .append(" here and have stopped on a cap.\n\n");
    Map<String, List<Result>> byDataSet = new LinkedHashMap<>();
    for (Result r : ok) {
      byDataSet.computeIfAbsent(r.dataSet(), d -> new ArrayList<>()).add(r);
    }
    out.append(
            "| Data set | Target | Cells | Within it | Stopped: met | JVM cap | Time cap | Not"
                + " judged | JVMs a cell (median) | Machine time a cell (median) | Encode ± (median,"
                + " p90) | Decode ± (median, p90) |\n")
        .append(
            "| :--- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    byDataSet.forEach((dataSet, cells) -> row(out, dataSet, cells, spread));
    row(out, "all", ok, spread);
    out.append('\n');
    curve(out, ok, spread);
    out.append("### Each cell\n\n");
    byDataSet.forEach(
        (dataSet, cells) -> {
          out.append("<details><summary>")
              .append(dataSet)
              .append(": ")
              .append(cells.size())
              .append(" cells</summary>\n\n")
              .append("| Codec | JVMs | Machine time | Encode ± | Decode ± | Target | Stopped |\n")
              .append("| :--- | ---: | ---: | ---: | ---: | ---: | :--- |\n");
          for (Result r : cells) {
            Precision p = Precision.of(r, spread.relative());
            out.append("| `")
                .append(r.codec())
                .append("` | ")
                .append(r.jvms())
                .append(" | ")
                .append(seconds(r.wallNs()))
                .append(" | ")
                .append(percent(p.encode()))
                .append(" | ")
                .append(percent(p.decode()))
                .append(" | ")
                .append(r.stop().judged() ? "±" + Format.percent(r.stop().target()) : "")
                .append(" | ")
                .append(stopped(r, p))
                .append(" |\n");
          }
          out.append("\n</details>\n\n");
        });
  }

  /** One data set's (or the run's) row of the summary. */
  private static void row(StringBuilder out, String name, List<Result> cells, JvmSpread spread) {
    int met = 0, jvmCap = 0, timeCap = 0, none = 0, within = 0;
    double[] jvms = new double[cells.size()];
    double[] machine = new double[cells.size()];
    double[] encode = new double[cells.size()];
    double[] decode = new double[cells.size()];
    List<Double> targets = new ArrayList<>();
    for (int i = 0; i < cells.size(); i++) {
      Result r = cells.get(i);
      switch (r.stop().reason()) {
        case Result.Stop.MET -> met++;
        case Result.Stop.JVM_CAP -> jvmCap++;
        case Result.Stop.TIME_CAP -> timeCap++;
        default -> none++;
      }
      if (r.stop().judged() && !targets.contains(r.stop().target())) {
        targets.add(r.stop().target());
      }
      Precision p = Precision.of(r, spread.relative());
      if (r.stop().judged() && p.within(r.stop().target())) {
        within++;
      }
      jvms[i] = r.jvms();
      machine[i] = r.wallNs() / 1e9;
      encode[i] = finite(p.encode());
      decode[i] = finite(p.decode());
    }
    if (cells.isEmpty()) {
      return;
    }
    out.append("| ")
        .append(name)
        .append(" | ")
        .append(
            String.join(", ", targets.stream().sorted().map(t -> "±" + Format.percent(t)).toList()))
        .append(" | ")
        .append(cells.size())
        .append(" | ")
        .append(within)
        .append(" | ")
        .append(met)
        .append(" | ")
        .append(jvmCap)
        .append(" | ")
        .append(timeCap)
        .append(" | ")
        .append(none)
        .append(" | ")
        .append(Format.integer(Summary.of(jvms).median()))
        .append(" | ")
        .append(String.format(Locale.ROOT, "%.1f s", Summary.of(machine).median()))
        .append(" | ")
        .append(medianAndP90(encode))
        .append(" | ")
        .append(medianAndP90(decode))
        .append(" |\n");
  }

  /**
   * The width of the intervals after each cell's first k JVMs, against the machine time they took,
   * over the cells measured in k or more.
   */
  private static void curve(StringBuilder out, List<Result> ok, JvmSpread spread) {
    int most = ok.stream().mapToInt(r -> r.forks().size()).max().orElse(0);
    out.append("### Width against machine time\n\n")
        .append(
            "Every cell's intervals after its first k JVMs, over the cells measured in k or more"
                + " (a JVM set aside counts in none), with the machine time those k JVMs took."
                + " A cell stops taking JVMs once it meets its target, so the cells of a larger k"
                + " are those whose JVMs were noisier; a run with `-Dserbench.precision=0"
                + " -Dserbench.forkPrecision=0` measures every cell to its caps and shows the curve"
                + " of all.\n\n")
        .append(
            "| JVMs | Cells | Machine time (median) | Wider of encode and decode ± (median) | p90 |"
                + " Within ±10% | Within ±15% |\n")
        .append("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    for (int k = 1; k <= most; k++) {
      List<Double> widths = new ArrayList<>();
      List<Double> times = new ArrayList<>();
      for (Result r : ok) {
        if (r.forks().size() < k) {
          continue;
        }
        widths.add(finite(Precision.ofFirst(r, k, spread.relative()).widest()));
        long nanos = 0;
        for (Result.Fork f : r.forks().subList(0, k)) {
          nanos += f.wallNs();
        }
        times.add(nanos / 1e9);
      }
      if (widths.isEmpty()) {
        continue;
      }
      double[] w = widths.stream().mapToDouble(Double::doubleValue).toArray();
      Summary ws = Summary.of(w);
      out.append("| ")
          .append(k)
          .append(" | ")
          .append(widths.size())
          .append(" | ")
          .append(
              String.format(
                  Locale.ROOT,
                  "%.1f s",
                  Summary.of(times.stream().mapToDouble(Double::doubleValue).toArray()).median()))
          .append(" | ")
          .append(percent(ws.median()))
          .append(" | ")
          .append(percent(ws.p90()))
          .append(" | ")
          .append(share(w, 0.10))
          .append(" | ")
          .append(share(w, 0.15))
          .append(" |\n");
    }
    out.append('\n');
  }

  private static String share(double[] widths, double target) {
    long within = java.util.Arrays.stream(widths).filter(w -> w <= target).count();
    return Format.percent((double) within / widths.length);
  }

  private static String stopped(Result r, Precision p) {
    if (!r.stop().judged()) {
      return "not judged";
    }
    String reason = r.stop().reason();
    boolean within = p.within(r.stop().target());
    if (reason.equals(Result.Stop.MET)) {
      return within ? reason : "met when it stopped, wider with the whole run's spread";
    }
    return within ? reason + ", within the target with the whole run's spread" : reason;
  }

  /** A width too wide to be known (one batch) as 100%, so that medians stay finite. */
  private static double finite(double width) {
    return Double.isFinite(width) ? width : 1.0;
  }

  private static String medianAndP90(double[] widths) {
    Summary s = Summary.of(widths);
    return percent(s.median()) + ", " + percent(s.p90());
  }

  private static String percent(double fraction) {
    return Double.isFinite(fraction) ? "±" + Format.percent(fraction) : "?";
  }

  private static String seconds(long nanos) {
    return nanos == 0 ? "?" : String.format(Locale.ROOT, "%.1f s", nanos / 1e9);
  }
}
