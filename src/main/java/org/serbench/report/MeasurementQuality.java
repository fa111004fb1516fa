package org.serbench.report;

import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.serbench.engine.JvmDeviations;
import org.serbench.engine.Metric;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/**
 * The index's Measurement quality section: the harness's own floor, the warm-ups that never
 * settled, the implausible rows, and the machine's drift.
 */
final class MeasurementQuality {
  private MeasurementQuality() {}

  /**
   * What a reader needs to judge the numbers: the harness's own floor, the warm-ups that never
   * settled, the rows that break an invariant, and the machine's drift seen by the calibration.
   */
  static void render(
      StringBuilder out, List<Result> results, Result floor, Plausibility plausibility) {
    JvmSpread spread = plausibility.spread();
    out.append("## Measurement quality\n\n");
    if (floor != null && floor.status() == Result.Status.OK) {
      out.append(
          "**Harness floor**: the same loops, sink and protocol around a binding that does no"
              + " work (create returns the model, ser a constant array, deser a constant object),"
              + " in a JVM of its own. Every figure of the report includes this much harness"
              + " time per object.\n\n");
      Table t = new Table("Phase", "ns/object", "±95% CI");
      for (Metric m :
          List.of(
              Metric.CREATE,
              Metric.SER,
              Metric.SAME,
              Metric.DESER_ONLY,
              Metric.SHALLOW,
              Metric.DECODE)) {
        Summary s = Summary.of(m.samples(floor));
        t.row(
            m == Metric.DECODE ? "+deep" : m.phase(),
            Format.decimals(s.mean(), 2),
            Format.decimals(s.ciHalfWidth(), 2));
      }
      t.appendTo(out);
    } else {
      out.append("**Harness floor**: not measured in this run (it needs forked JVMs).\n\n");
    }
    List<Result> ok = results.stream().filter(r -> r.status() == Result.Status.OK).toList();
    List<String> unsettled = ok.stream().filter(r -> !r.settled()).map(Result::key).toList();
    // Each cell's violations once: the list of cells and the table per data set both read them.
    Map<Result, List<String>> violations = new IdentityHashMap<>();
    ok.forEach(r -> violations.put(r, plausibility.violations(r)));
    List<String> implausible =
        ok.stream()
            .filter(r -> !violations.get(r).isEmpty())
            .map(r -> r.key() + " (" + String.join("; ", violations.get(r)) + ")")
            .toList();
    out.append("**Warm-up**: ")
        .append(Format.integer(ok.size() - unsettled.size()))
        .append(" of ")
        .append(Format.integer(ok.size()))
        .append(
            " measured cells reached a steady state (the JIT quiet, the trailing half of the"
                + " warm-up in agreement) before the warm-up cap; a cell that did not settle was"
                + " measured after the whole cap, with the JIT still compiling or its batches"
                + " still drifting.")
        .append(listed(unsettled))
        .append(betweenJvms(spread))
        .append(setAside(ok))
        .append(
            "**Plausibility** (deser ≤ +shal ≤ +deep within the error; ser allocating at least"
                + " half its encoded size, and not staying near the harness floor while its size"
                + " grows from data set to data set; an implausible row is ranked nowhere): ")
        .append(
            implausible.isEmpty()
                ? "every row holds.\n\n"
                : (implausible.size() == 1
                        ? "1 row does not."
                        : implausible.size() + " rows do not.")
                    + listed(implausible));
    Table byDataSet = new Table("Data set", "Measured cells", "Settled", "Implausible rows");
    for (String dataSet :
        ok.stream().map(Result::dataSet).collect(Collectors.toCollection(LinkedHashSet::new))) {
      List<Result> cells = ok.stream().filter(r -> r.dataSet().equals(dataSet)).toList();
      byDataSet.row(
          dataSet,
          Format.integer(cells.size()),
          Format.integer(cells.stream().filter(Result::settled).count()),
          Format.integer(cells.stream().filter(r -> !violations.get(r).isEmpty()).count()));
    }
    if (!byDataSet.isEmpty()) {
      byDataSet.appendTo(out);
    }
    double[] calibrations =
        ok.stream().mapToDouble(Result::calibrationNs).filter(v -> v > 0).toArray();
    if (calibrations.length >= 2) {
      Summary c = Summary.of(calibrations);
      out.append("**Machine drift**: a fixed calibration workload took ")
          .append(Format.millis(c.min()))
          .append(" to ")
          .append(Format.millis(c.max()))
          .append(" ms (median ")
          .append(Format.millis(c.median()))
          .append(" ms, CV ")
          .append(Format.percent(c.coefficientOfVariation()))
          .append(") across the ")
          .append(calibrations.length)
          .append(
              " calibrated cells of the run (those measured in several JVMs): differences below that between two codecs, or two"
                  + " runs, are the machine's, not the libraries'.\n\n");
    }
  }

  /** How far a cell's mean moves from one JVM to the next, and what the intervals make of it. */
  private static String betweenJvms(JvmSpread spread) {
    if (spread.relative() == 0) {
      return "**Between JVMs**: no spread between JVMs is known, so the interval of a cell"
          + " measured in one covers the variation of its batches only, not that of its JVM.\n\n";
    }
    if (spread.assumed()) {
      return "**Between JVMs**: "
          + Format.integer(spread.cells())
          + " cells of this run were measured in several JVMs, fewer than the "
          + JvmDeviations.CELLS_FOR_OWN
          + " that show how far a cell's mean moves from one fresh JVM to the next, so every"
          + " time interval of this report assumes a typical "
          + Format.percent(spread.relative())
          + " (a standard deviation, what serbench assumes until a run shows its own), combined"
          + " with a cell's own batches' error, or its JVMs' disagreement where that is larger."
          + "\n\n";
    }
    StringBuilder perDataSet = new StringBuilder();
    spread
        .byDataSet()
        .forEach(
            (dataSet, sigma) ->
                perDataSet
                    .append(perDataSet.isEmpty() ? "" : ", ")
                    .append(dataSet)
                    .append(' ')
                    .append(Format.percent(sigma)));
    return "**Between JVMs**: a cell's mean time moves by a typical "
        + Format.percent(spread.relative())
        + " from one fresh JVM to the next (a standard deviation, estimated robustly from every"
        + " timed phase of the "
        + Format.integer(spread.cells())
        + " cells measured in several JVMs: "
        + perDataSet
        + "): each JVM compiles the library and the timing loops in its own way, which the"
        + " batches of one JVM cannot show. Every time interval of this report covers at least that much:"
        + " a cell measured in one JVM has its batches' error combined with it, one measured in"
        + " several the larger of that and its JVMs' own disagreement.\n\n";
  }

  /** A list of cells after a sentence: in full when short, else in a collapsed block. */
  /**
   * The cells that set aside one of their JVMs, and why; empty where no cell measured in three or
   * more JVMs.
   */
  static String setAside(List<Result> ok) {
    long several = ok.stream().filter(r -> r.jvms() >= 3).count();
    if (several == 0) {
      return "";
    }
    List<String> cells =
        ok.stream()
            .filter(r -> !r.setAside().isEmpty())
            .map(r -> r.key() + ", " + r.setAside())
            .toList();
    String text =
        "**JVMs set aside**: "
            + Format.integer(cells.size())
            + " of the "
            + Format.integer(several)
            + " cells measured in three or more JVMs found them further apart than"
            + " `serbench.forkAgreement` and set aside the one farthest from the median of their"
            + " JVMs: a JVM that compiled the code differently or ran through a slow spell of the"
            + " machine. Such a cell's figures, errors and gate come from its other JVMs; the"
            + " set-aside JVM's samples stay in its own file in the results directory.";
    if (cells.isEmpty()) {
      return text + "\n\n";
    }
    if (cells.size() <= 10) {
      return text + " " + String.join("; ", cells) + ".\n\n";
    }
    return text
        + "\n\n<details><summary>The "
        + cells.size()
        + " cells</summary>\n\n"
        + String.join("; ", cells)
        + ".\n\n</details>\n\n";
  }

  private static String listed(List<String> cells) {
    if (cells.isEmpty()) {
      return "\n\n";
    }
    if (cells.size() <= 10) {
      return " Not: " + String.join("; ", cells) + ".\n\n";
    }
    return "\n\n<details><summary>The "
        + cells.size()
        + " cells</summary>\n\n"
        + String.join("; ", cells)
        + ".\n\n</details>\n\n";
  }
}
