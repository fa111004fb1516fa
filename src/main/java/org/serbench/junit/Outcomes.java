package org.serbench.junit;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
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
  static final String OR = " | ";

  private final OutcomeFile file;

  Outcomes(Path file) {
    this.file = new OutcomeFile(file, "outcomes file", "codec|dataSet");
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
    for (String alternative : expected.split(java.util.regex.Pattern.quote(OR))) {
      if (alternative.strip().equals(outcome)) {
        return true;
      }
    }
    return false;
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
}
