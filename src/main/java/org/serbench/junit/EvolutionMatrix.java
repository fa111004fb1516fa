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

  /** The results of the rows run so far, by name. */
  private final Map<String, SafetyFile.Results> ran = new LinkedHashMap<>();

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

  /**
   * Runs a row, and with it the rows of {@code together} not run yet, which share its JVMs ({@link
   * EvolutionRun#runTogether}), and holds the row's cells to their outcomes; a row run with an
   * earlier one is only judged.
   */
  synchronized SafetyFile.Results run(
      EvolutionSpec row, List<EvolutionSpec> together, Consumer<String> print) throws Exception {
    if (!ran.containsKey(row.name())) {
      List<EvolutionSpec> rows = new ArrayList<>(List.of(row));
      together.stream()
          .filter(r -> !r.name().equals(row.name()) && !ran.containsKey(r.name()))
          .forEach(rows::add);
      long start = System.nanoTime();
      ran.putAll(EvolutionRun.runTogether(rows, settings, line -> print.accept("  | " + line)));
      Duration took = Duration.ofNanos(System.nanoTime() - start);
      print.accept(
          String.format(
              Locale.ROOT,
              "%s: evolution matrix of %d row(s), sharing their JVMs, in %.1f s",
              row.name(),
              rows.size(),
              took.toMillis() / 1000.0));
    }
    return judge(row, ran.get(row.name()), print);
  }

  private SafetyFile.Results judge(
      EvolutionSpec row, SafetyFile.Results results, Consumer<String> print) throws Exception {
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
            Locale.ROOT, "%s: evolution matrix: %s", row.name(), SafetyMatrices.summary(results)));
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
