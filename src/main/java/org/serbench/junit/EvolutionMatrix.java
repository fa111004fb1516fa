package org.serbench.junit;

import static org.serbench.junit.Verdicts.fail;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.serbench.codec.EvolutionSpec;
import org.serbench.engine.Settings;
import org.serbench.evolution.EvolutionRun;
import org.serbench.safety.SafetyFile;
import org.serbench.safety.SafetyOutcome;

/**
 * Runs a row of the evolution matrix and holds each of its cells (both directions of every change)
 * to its recorded outcome, or records them ({@code -Dserbench.updateOutcomes=true}). Any change of
 * a cell fails, a better one too, until it is recorded: the matrix documents what a library does,
 * and a reader must be able to trust each cell.
 */
final class EvolutionMatrix {
  /** The file of recorded outcomes, beside the safety matrices' one. */
  static final String FILE = "evolution-outcomes.properties";

  private final Settings settings;
  private final SafetyOutcomes outcomes;

  EvolutionMatrix(Settings settings) {
    this.settings = settings;
    Path file = settings.safetyOutcomesFile().resolveSibling(FILE);
    this.outcomes =
        new SafetyOutcomes(
            file,
            "evolution outcomes file",
            "# The recorded outcome of every cell of the evolution matrix (row|direction|message);\n"
                + "# rewritten by a run with -Dserbench.updateOutcomes=true. See"
                + " reports/evolution.md.\n");
  }

  SafetyFile.Results run(EvolutionSpec row, Consumer<String> print) throws Exception {
    long start = System.nanoTime();
    SafetyFile.Results results =
        EvolutionRun.run(row, settings, line -> print.accept("  | " + line));
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    Map<String, Map<String, String>> found = new LinkedHashMap<>();
    List<String> changed = new ArrayList<>();
    for (String direction : List.of(EvolutionRun.BACKWARD, EvolutionRun.FORWARD)) {
      Map<String, String> cells = new LinkedHashMap<>();
      for (SafetyOutcome cell : results.matrix(direction)) {
        cells.put(cell.probe(), cell.outcome());
        String expected = outcomes.expected(row.name(), direction, cell.probe());
        if (expected == null || !Outcomes.matches(expected, cell.outcome())) {
          changed.add(
              String.format(
                  Locale.ROOT,
                  "%s|%s|%s: expected %s but was %s (%s)",
                  row.name(),
                  direction,
                  cell.probe(),
                  expected == null ? "no recorded outcome" : expected,
                  cell.outcome(),
                  cell.detail()));
        }
      }
      found.put(direction, cells);
    }
    print.accept(
        String.format(
            Locale.ROOT,
            "%s: evolution matrix in %.1f s: %s",
            row.name(),
            took.toMillis() / 1000.0,
            SafetyMatrices.summary(results)));
    if (settings.updateOutcomes()) {
      outcomes.record(row.name(), found);
      print.accept(row.name() + ": evolution outcomes recorded in " + FILE);
    } else if (!changed.isEmpty()) {
      fail(
          String.format(
              Locale.ROOT,
              "%s: %d cell(s) of the evolution matrix differ from the recorded outcomes:%n  %s%n"
                  + "If this is the library's behaviour now, record it with ./mvnw test"
                  + " -Dtest=EvolutionBenchmarkTest -Dserbench.updateOutcomes=true"
                  + " -Dserbench.codecs=%s and commit %s.",
              row.name(),
              changed.size(),
              String.join(String.format("%n  "), changed),
              row.name(),
              FILE));
    }
    return results;
  }
}
