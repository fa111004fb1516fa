package org.serbench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.serbench.engine.Differences;
import org.serbench.engine.Differences.Difference;

/**
 * The gate page: every difference the run found from its baseline and recorded outcomes, worse
 * first, then better, then changed, each with the command that accepts it.
 */
final class GatePage {
  /** The page's file name in the report directory. */
  static final String FILE = "gate.md";

  private static final Map<String, Integer> ORDER =
      Map.of(Differences.WORSE, 0, Differences.BETTER, 1, Differences.CHANGED, 2);

  private GatePage() {}

  /**
   * The page, or an empty string when the run's gate kept no list (it was off).
   *
   * @param gate what the gate did in the run, as its record says
   */
  static String render(List<Difference> differences, String gate) {
    if (differences == null) {
      return "";
    }
    long worse = count(differences, Differences.WORSE);
    long better = count(differences, Differences.BETTER);
    long changed = count(differences, Differences.CHANGED);
    StringBuilder out = new StringBuilder("# The gate: differences from the baseline\n\n");
    out.append("The gate was ").append(Format.printable(gate)).append(".\n\n");
    if (differences.isEmpty()) {
      out.append(
          "This run found no difference from the baseline's sizes and times or from the recorded"
              + " outcomes.\n");
      return out.toString();
    }
    out.append(
        String.format(
            java.util.Locale.ROOT,
            "%d worse (these fail the build), %d better, %d changed. Only a worse difference fails"
                + " the build: lost data, an error where the cell measured, a new unsafe safety"
                + " cell, a size grown beyond the size tolerance, or a time regression on the"
                + " machine that took the baseline. A better or changed one is accepted by"
                + " recording it:\n\n",
            worse,
            better,
            changed));
    out.append(
        "- sizes and times: `./mvnw test -Dserbench.updateBaseline=true -Dserbench.codecs=CODEC`,"
            + " then commit `src/test/resources/baseline/`;\n"
            + "- outcomes: `./mvnw test -Dserbench.updateOutcomes=true -Dserbench.codecs=CODEC`"
            + " (add `-Dtest=SafetyBenchmarkTest` for the safety cells), then commit the outcomes"
            + " files.\n\n");
    List<Difference> sorted = new ArrayList<>(differences);
    sorted.sort(Comparator.comparing((Difference d) -> ORDER.getOrDefault(d.verdict(), 3)));
    Table table = new Table(2, "Cell", "What", "Baseline or recorded", "Now", "Verdict");
    for (Difference d : sorted) {
      table.row(
          Format.printable(d.cell()),
          d.what(),
          Format.printable(d.before()),
          Format.printable(d.now()),
          d.verdict().equals(Differences.WORSE) ? "**worse**" : d.verdict());
    }
    table.appendTo(out);
    return out.toString();
  }

  private static long count(List<Difference> differences, String verdict) {
    return differences.stream().filter(d -> d.verdict().equals(verdict)).count();
  }
}
