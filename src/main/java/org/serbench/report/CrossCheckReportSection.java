package org.serbench.report;

import static org.serbench.report.CrossCheckPage.outsideCount;
import static org.serbench.report.CrossCheckPage.phaseName;
import static org.serbench.report.JmhCrossCheck.MARK;
import static org.serbench.report.JmhCrossCheck.key;
import static org.serbench.report.JmhCrossCheck.rows;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.serbench.report.ChangeStatistics.Calibrations;
import org.serbench.report.JmhCrossCheck.Row;

/**
 * The section of the {@link JmhCrossCheck} page that sets the committed report's numbers against
 * this JMH run (left out, saying why, when the two ran on different machines) and the machine's own
 * drift between the report's run and the cross-check, from the calibration workload.
 */
final class CrossCheckReportSection {
  private CrossCheckReportSection() {}

  /**
   * The committed report's numbers against this JMH run: they were measured earlier, so their ratio
   * adds the machine's drift between the runs to what the harness does; their ratio to the
   * measurements taken in turns with JMH's forks is that drift (and the noise of the JVMs) alone.
   */
  static void reportSection(
      JsonNode jmh,
      JsonNode serbench,
      JsonNode report,
      String jmhMachine,
      String reportMachine,
      StringBuilder out) {
    out.append("## The report's run against this JMH run\n\n");
    if (report == null) {
      out.append("No report's results.json to compare.\n\n");
      return;
    }
    if (jmhMachine == null || !jmhMachine.equals(reportMachine)) {
      out.append("**Not comparable: ")
          .append(
              jmhMachine == null
                  ? "JMH's results do not record the machine they were measured on"
                  : "JMH ran on " + jmhMachine + ", the report's run on " + reportMachine)
          .append(
              ".** The report's numbers are left out: run `./mvnw -Pjmh verify` on the machine"
                  + " of the report's run.\n\n");
      return;
    }
    List<Row> rows = rows(jmh, report);
    Map<String, Double> here = new HashMap<>();
    rows(jmh, serbench)
        .forEach(r -> here.put(key(r.codec(), r.dataSet(), r.phase()), r.serbench()));
    out.append(
        "The committed report's numbers come from a run of their own, hours or days away from"
            + " this one. Their ratio to JMH adds the drift of the machine's speed between the two"
            + " runs to whatever the harness does; the last column, the report's number over"
            + " serbench's measurement above, is that drift (and the noise of the JVMs)"
            + " alone. The report's JVMs are clean, without the link of JMH's forks.\n\n");
    Table t =
        new Table(
            3,
            "Codec",
            "Data set",
            "Phase",
            "report ns/object",
            "report / JMH",
            "",
            "report / above");
    int outside = 0;
    for (Row r : rows) {
      Double above = here.get(key(r.codec(), r.dataSet(), r.phase()));
      t.row(
          r.codec(),
          r.dataSet(),
          phaseName(r),
          Format.decimals(r.serbench(), 1),
          Format.decimals(r.ratio(), 2),
          r.outside() ? MARK : "",
          above == null ? "" : Format.decimals(r.serbench() / above, 2));
      if (r.outside()) {
        outside++;
      }
    }
    t.appendTo(out);
    out.append(outsideCount(outside, rows.size(), "of the report's ratios"));
    out.append(machineDrift(Calibrations.of(serbench, report)));
  }

  /**
   * The machine's own part of the last column: the fixed calibration workload, timed in the
   * report's JVMs and in serbench's JVMs of the cross-check, moves with the machine and not with
   * any codec.
   */
  static String machineDrift(Calibrations calibrations) {
    if (calibrations == null) {
      return "The calibration workload was not timed in both runs' cells, so the machine's own"
          + " drift is not measured apart from the codecs'.\n\n";
    }
    return "**The machine's speed in both runs.** The fixed calibration workload, which no codec"
        + " touches, took a median "
        + Format.millis(calibrations.newNs())
        + " ms in the report's run and "
        + Format.millis(calibrations.oldNs())
        + " ms in serbench's JVMs of the cross-check (report / above: "
        + Format.decimals(calibrations.speed(), 2)
        + ", over the "
        + calibrations.benchmarks()
        + " benchmarks both calibrated): the part of the last column that is the machine's.\n\n";
  }
}
