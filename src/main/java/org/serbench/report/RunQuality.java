package org.serbench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.serbench.data.DataSets;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/**
 * The warning at the top of the index when the run fails the project's own rules for a run to be
 * trusted, with what that means for its numbers: a calibration CV above {@link #MAX_CALIBRATION_CV}
 * (docs/reading-a-report.md: "measure again"), or fewer than {@link #MIN_SETTLED} of the measured
 * cells settled in their warm-up. The figures are those of the Measurement quality page.
 */
final class RunQuality {
  /** The machine's drift beyond which the docs say to measure again. */
  static final double MAX_CALIBRATION_CV = 0.10;

  /** The share of cells that must reach a steady state in warm-up. */
  static final double MIN_SETTLED = 0.5;

  private RunQuality() {}

  /** The warning, empty when the run holds both rules (or measured nothing). */
  static String warning(List<Result> results) {
    List<Result> ok = results.stream().filter(r -> r.status() == Result.Status.OK).toList();
    if (ok.isEmpty()) {
      return "";
    }
    List<String> failed = new ArrayList<>();
    double[] calibrations =
        ok.stream().mapToDouble(Result::calibrationNs).filter(v -> v > 0).toArray();
    if (calibrations.length >= 2) {
      double cv = Summary.of(calibrations).coefficientOfVariation();
      if (cv > MAX_CALIBRATION_CV) {
        failed.add(
            "its calibration CV is "
                + Format.percent(cv)
                + ", above the "
                + Format.percent(MAX_CALIBRATION_CV)
                + " beyond which the machine was too busy to trust small differences (measure"
                + " again, says docs/reading-a-report.md)");
      }
    }
    long settled = ok.stream().filter(Result::settled).count();
    if (settled < MIN_SETTLED * ok.size()) {
      List<Result> testObject =
          ok.stream().filter(r -> r.dataSet().equals(DataSets.TEST_OBJECT.name())).toList();
      failed.add(
          "only "
              + Format.integer(settled)
              + " of "
              + Format.integer(ok.size())
              + " measured cells"
              + (testObject.isEmpty() || testObject.size() == ok.size()
                  ? ""
                  : String.format(
                      Locale.ROOT,
                      " (%s of %s on TestObject)",
                      Format.integer(testObject.stream().filter(Result::settled).count()),
                      Format.integer(testObject.size())))
              + " reached a steady state in warm-up; the others were measured after the whole"
              + " warm-up cap, with the JIT still compiling or their batches still drifting");
    }
    if (failed.isEmpty()) {
      return "";
    }
    return "> **This run fails the project's own rules for a run to be trusted**: "
        + String.join("; and ", failed)
        + ". Its numbers are what this machine measured, but a difference smaller than that"
        + " drift is the machine's, not the libraries': read close figures as ties, and measure"
        + " again on a quiet machine before relying on a ranking. See [Measurement quality]("
        + "quality.md).\n\n";
  }
}
