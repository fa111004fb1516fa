package org.serbench.junit;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import org.serbench.engine.AtomicWrite;
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

  private final Path file;

  Outcomes(Path file) {
    this.file = file;
  }

  Path file() {
    return file;
  }

  /** The recorded outcome of a codec on a data set: {@code OK} unless a line says otherwise. */
  String expected(String codec, String dataSet) throws IOException {
    return read().getOrDefault(key(codec, dataSet), OK);
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
    Map<String, String> outcomes = read();
    String outcome = result.outcome();
    String key = key(result.codec(), result.dataSet());
    if (outcomes.containsKey(key) && matches(outcomes.get(key), outcome)) {
      return;
    }
    if (outcome.equals(OK)) {
      outcomes.remove(key(result.codec(), result.dataSet()));
    } else {
      outcomes.put(key(result.codec(), result.dataSet()), outcome);
    }
    StringBuilder text = new StringBuilder();
    text.append("# The recorded outcome of each codec and data set that does not measure; every\n")
        .append("# combination without a line must measure. Rewritten by a run with\n")
        .append("# -Dserbench.updateOutcomes=true.\n");
    outcomes.forEach((k, v) -> text.append(escape(k)).append('=').append(escape(v)).append('\n'));
    AtomicWrite.writeString(file, text.toString());
  }

  private Map<String, String> read() throws IOException {
    Map<String, String> outcomes = new TreeMap<>();
    if (!Files.exists(file)) {
      return outcomes;
    }
    Properties p = new Properties();
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      p.load(in);
    } catch (IllegalArgumentException e) {
      throw new IllegalStateException("corrupt outcomes file " + file + ": " + e.getMessage(), e);
    }
    for (String key : p.stringPropertyNames()) {
      if (key.indexOf('|') < 0) {
        throw new IllegalStateException(
            "corrupt outcomes file " + file + ": '" + key + "' is not codec|dataSet");
      }
      outcomes.put(key, p.getProperty(key));
    }
    return outcomes;
  }

  private static String key(String codec, String dataSet) {
    return codec + "|" + dataSet;
  }

  /** The properties escaping of one key or value, without the date comment of store(). */
  private static String escape(String text) {
    Properties one = new Properties();
    one.setProperty("k", text);
    StringWriter out = new StringWriter();
    try {
      one.store(out, null);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
    String line = out.toString().lines().filter(l -> !l.startsWith("#")).findFirst().orElseThrow();
    return line.substring(2);
  }
}
