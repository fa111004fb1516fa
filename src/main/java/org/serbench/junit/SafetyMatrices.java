package org.serbench.junit;

import static org.serbench.junit.Verdicts.fail;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.serbench.codec.CodecSpec;
import org.serbench.engine.Differences;
import org.serbench.engine.Settings;
import org.serbench.safety.Keywords;
import org.serbench.safety.SafetyFile;
import org.serbench.safety.SafetyOutcome;
import org.serbench.safety.SafetyRun;

/**
 * Runs a codec's safety matrices and asserts each cell's recorded outcome, or records them ({@code
 * -Dserbench.updateOutcomes=true}).
 */
final class SafetyMatrices {
  private final Settings settings;
  private final SafetyOutcomes outcomes;

  SafetyMatrices(Settings settings) {
    this.settings = settings;
    this.outcomes = new SafetyOutcomes(settings.safetyOutcomesFile());
  }

  /**
   * Runs, prints and asserts (or records) a codec's cells: a worse outcome than the recorded one
   * (or none recorded) fails naming the cell; a better one, or another of the same rank, is
   * printed.
   */
  SafetyFile.Results run(CodecSpec spec, Consumer<String> print) throws Exception {
    long start = System.nanoTime();
    SafetyFile.Results results = SafetyRun.run(spec, settings, line -> print.accept("  | " + line));
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    Map<String, Map<String, String>> found = new LinkedHashMap<>();
    List<String> changed = new ArrayList<>();
    int worse = 0;
    for (var matrix : results.matrices().entrySet()) {
      Map<String, String> cells = new LinkedHashMap<>();
      for (SafetyOutcome cell : matrix.getValue()) {
        cells.put(cell.probe(), cell.outcome());
        String expected = outcomes.expected(spec.name(), matrix.getKey(), cell.probe());
        if (expected == null || !Outcomes.matches(expected, cell.outcome())) {
          // A cell without a recorded outcome is a worse one: every cell must have its line.
          OutcomeChange change =
              expected == null
                  ? OutcomeChange.WORSE
                  : OutcomeChange.ofSafety(matrix.getKey(), expected, cell.outcome());
          if (change == OutcomeChange.WORSE) {
            worse++;
          }
          if (!settings.updateOutcomes()) {
            Differences.add(
                settings.runResultsDir(),
                new Differences.Difference(
                    spec.name() + "|" + matrix.getKey() + "|" + cell.probe(),
                    "safety outcome",
                    expected == null ? "no recorded outcome" : expected,
                    cell.outcome(),
                    change.word()));
          }
          changed.add(
              String.format(
                  Locale.ROOT,
                  "%s: %s|%s|%s: expected %s but was %s%s",
                  change.word(),
                  spec.name(),
                  matrix.getKey(),
                  cell.probe(),
                  expected == null ? "no recorded outcome" : expected,
                  cell.outcome(),
                  Keywords.FAILURES.contains(cell.outcome()) || expected == null
                      ? " (" + cell.detail() + ")"
                      : ""));
        }
      }
      found.put(matrix.getKey(), cells);
    }
    print.accept(
        String.format(
            Locale.ROOT,
            "%s: safety matrices in %.1f s: %s",
            spec.name(),
            took.toMillis() / 1000.0,
            summary(results)));
    if (settings.updateOutcomes()) {
      outcomes.record(spec.name(), found);
      print.accept(spec.name() + ": safety outcomes recorded in " + outcomes.file().getFileName());
    } else if (!changed.isEmpty()) {
      String message =
          String.format(
              Locale.ROOT,
              "%s: %d safety cell(s) differ from the recorded outcomes, %d of them worse:%n  %s%n"
                  + "If this is the library's behaviour now, record it with ./mvnw test"
                  + " -Dtest=SafetyBenchmarkTest -Dserbench.updateOutcomes=true"
                  + " -Dserbench.codecs=%s and commit %s.",
              spec.name(),
              changed.size(),
              worse,
              String.join(String.format("%n  "), changed),
              spec.name(),
              outcomes.file().getFileName());
      if (worse > 0) {
        fail(message);
      }
      // Better or another outcome of the same rank: said, not failed.
      print.accept(message);
    }
    return results;
  }

  /** Per matrix, how many cells had each outcome: {@code fidelity 3 exact}. */
  static String summary(SafetyFile.Results results) {
    List<String> parts = new ArrayList<>();
    results
        .matrices()
        .forEach(
            (matrix, cells) -> {
              Map<String, Integer> counts = new LinkedHashMap<>();
              cells.forEach(c -> counts.merge(c.outcome(), 1, Integer::sum));
              List<String> each = new ArrayList<>();
              counts.forEach((outcome, n) -> each.add(n + " " + outcome));
              parts.add(matrix + " " + String.join(", ", each));
            });
    return String.join("; ", parts);
  }
}
