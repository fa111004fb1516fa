package org.serbench.junit;

import static org.serbench.junit.Verdicts.fail;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.serbench.data.DataSet;
import org.serbench.engine.Differences;
import org.serbench.engine.RecordedFailures;
import org.serbench.engine.Result;

/**
 * The recorded outcome of every codec and data set that does not measure: the support matrix's
 * findings, which the tests hold the library to.
 *
 * <p>One line per combination, {@code codec|dataSet=outcome} (see {@link Result#outcome()}); a
 * combination without a line must measure. Where a library fails in one of two ways depending on
 * how deep the JIT lets the stack grow (a depth limit of its own, or the JVM's StackOverflowError
 * first), the line lists both, separated by {@value #OR}. {@code -Dserbench.updateOutcomes=true}
 * records a run's outcomes instead of asserting them.
 */
final class Outcomes {
  static final String OK = "OK";

  /** Separates the alternatives of an outcome that depends on the stack depth reached. */
  static final String OR = RecordedFailures.OR;

  private final OutcomeFile file;

  /** Where a changed outcome is listed ({@link Differences}); null for nowhere. */
  private final Path differences;

  Outcomes(Path file) {
    this(file, null);
  }

  /** Outcomes whose changes are listed in the run's differences, in {@code runResultsDir}. */
  Outcomes(Path file, Path runResultsDir) {
    this.file = new OutcomeFile(file, "outcomes file", "codec|dataSet");
    this.differences = runResultsDir;
  }

  Path file() {
    return file.path();
  }

  /** The recorded outcome of a codec on a data set: {@code OK} unless a line says otherwise. */
  String expected(String codec, String dataSet) throws IOException {
    return file.read().getOrDefault(key(codec, dataSet), OK);
  }

  /** Whether an outcome is the recorded one, or one of its alternatives. */
  static boolean matches(String expected, String outcome) {
    return RecordedFailures.matches(expected, outcome);
  }

  /**
   * The recorded failures of a codec on data sets, for its run to confirm ({@link
   * RecordedFailures}); none while a run records outcomes, so that each is measured afresh.
   */
  RecordedFailures failures(String codec, List<DataSet<?>> dataSets, boolean update)
      throws IOException {
    Map<String, String> failures = new LinkedHashMap<>();
    if (!update) {
      for (DataSet<?> dataSet : dataSets) {
        String expected = expected(codec, dataSet.name());
        if (!expected.equals(OK)) {
          failures.put(dataSet.name(), expected);
        }
      }
    }
    return new RecordedFailures(failures);
  }

  /**
   * Records a result's outcome, keeping every other line, and a line whose alternatives already
   * name it; the file is replaced atomically.
   */
  synchronized void record(Result result) throws IOException {
    Map<String, String> outcomes = file.read();
    String outcome = result.outcome();
    String key = key(result.codec(), result.dataSet());
    if (outcomes.containsKey(key) && matches(outcomes.get(key), outcome)) {
      return;
    }
    if (outcome.equals(OK)) {
      outcomes.remove(key);
    } else {
      outcomes.put(key, outcome);
    }
    file.write(
        "# The recorded outcome of each codec and data set that does not measure; every\n"
            + "# combination without a line must measure. Rewritten by a run with\n"
            + "# -Dserbench.updateOutcomes=true.\n",
        outcomes);
  }

  private static String key(String codec, String dataSet) {
    return codec + "|" + dataSet;
  }

  /**
   * Holds a result to its recorded outcome, or records it ({@code serbench.updateOutcomes}). An
   * outcome worse than the recorded one ({@link OutcomeChange}: a lost or changed field, an error
   * where it measured) fails the test with its message; a better one (a recorded failure that now
   * measures) or another of the same rank is printed with the command that records it, not failed.
   * A cell without numbers is then marked skipped with its reason, never passed.
   */
  void hold(Result result, boolean update) throws IOException {
    Verdicts.failOutsideTheLibrary(result);
    String codec = result.codec();
    String expected = expected(codec, result.dataSet());
    OutcomeChange change = OutcomeChange.of(expected, result.outcome());
    if (!update && change != OutcomeChange.SAME && differences != null) {
      Differences.add(
          differences,
          new Differences.Difference(
              result.codec() + " on " + result.dataSet(),
              "outcome",
              expected,
              result.outcome(),
              change.word()));
    }
    if (update) {
      record(result);
      Progress.print("%s: outcome recorded: %s", result.key(), result.outcome());
    } else if (change == OutcomeChange.BETTER || change == OutcomeChange.CHANGED) {
      // A fix (a failure that now measures, a silent loss that now fails loudly) or another error
      // of the same rank: said, with the command that records it, and not failed.
      Progress.print(
          "%s: %s than recorded: %s, was %s; record it with ./mvnw test"
              + " -Dserbench.updateOutcomes=true -Dserbench.codecs=%s",
          result.key(),
          change == OutcomeChange.BETTER ? "better" : "changed, no worse,",
          result.outcome(),
          expected,
          codec);
    } else if (change == OutcomeChange.WORSE) {
      String found = result.message().isEmpty() ? "" : ": " + result.message();
      if (result.status() == Result.Status.MISMATCH) {
        fail(
            String.format(
                Locale.ROOT,
                "%s lost or changed data (expected %s)%s%nA round trip must give back every field"
                    + " unchanged: look at the object index and field path above, and fix the"
                    + " codec's conversion or configuration, or report the loss to the library's"
                    + " maintainers.",
                result.key(),
                expected,
                found));
      }
      fail(
          String.format(
              Locale.ROOT,
              "%s: expected %s but was %s%s%nIf this is the library's behaviour now, record it"
                  + " with ./mvnw test -Dserbench.updateOutcomes=true -Dserbench.codecs=%s and"
                  + " commit %s.",
              result.key(),
              expected,
              result.outcome(),
              found,
              codec,
              file().getFileName()));
    }
    if (result.status() != Result.Status.OK) {
      // A known limitation, held to exactly: shown as skipped with its reason, never as passed.
      Verdicts.abort(
          result.key()
              + ": known outcome "
              + result.outcome()
              + (result.message().isEmpty() ? "" : ": " + Result.firstLine(result.message())));
    }
  }
}
