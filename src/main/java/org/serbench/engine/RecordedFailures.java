package org.serbench.engine;

import java.util.Map;
import java.util.regex.Pattern;

/**
 * The recorded outcomes of a codec's cells that do not measure (the outcomes file's lines other
 * than {@code OK}), by data set: a run confirms each of them in the JVM of one of the codec's
 * measured cells, after that cell's measurement, instead of starting a JVM to fail in ({@link
 * Turn}). A failure needs no isolation to be observed, only a fresh JVM to be timed; a cell whose
 * outcome differs there from the recorded one is measured again in a JVM of its own, so the outcome
 * reported is always one a fresh JVM gave or the recorded one confirmed.
 *
 * @param byDataSet each expected outcome, by data set name, as {@link Result#outcome()} words it,
 *     alternatives separated by {@value #OR}
 */
public record RecordedFailures(Map<String, String> byDataSet) {
  /** No recorded failures: every cell in a JVM of its own (a run that records outcomes). */
  public static final RecordedFailures NONE = new RecordedFailures(Map.of());

  /** Separates the alternatives of an outcome that depends on the stack depth reached. */
  public static final String OR = " | ";

  /** The isolation recorded for a recorded failure confirmed after another cell's measurement. */
  public static final String CONFIRMED_AFTER_A_MEASURED_CELL =
      "forked JVM, after a measured cell of its codec (a recorded failure, confirmed there)";

  public RecordedFailures {
    byDataSet = Map.copyOf(byDataSet);
  }

  /** Whether the data set's cell is recorded as not measuring. */
  public boolean expected(String dataSet) {
    return byDataSet.containsKey(dataSet);
  }

  /** Whether a result is a failure its cell is recorded with. */
  public boolean confirmedBy(Result result) {
    String expected = byDataSet.get(result.dataSet());
    return expected != null
        && result.status() != Result.Status.OK
        && matches(expected, result.outcome());
  }

  /** Whether an outcome is the recorded one, or one of its alternatives. */
  public static boolean matches(String expected, String outcome) {
    for (String alternative : expected.split(Pattern.quote(OR))) {
      if (alternative.strip().equals(outcome)) {
        return true;
      }
    }
    return false;
  }
}
