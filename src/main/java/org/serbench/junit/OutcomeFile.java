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

/**
 * A file of recorded outcomes, {@code key=outcome} in the properties format with keys of a fixed
 * number of {@code |}-separated parts: the support matrix's ({@link Outcomes}) and the safety
 * matrices' ({@link SafetyOutcomes}). It is read whole, a corrupt line stops the run naming the
 * file, and it is replaced atomically, sorted, without the date comment {@code Properties.store}
 * would add, so that a rerun that records nothing new leaves it byte for byte.
 */
final class OutcomeFile {
  private final Path file;
  private final String what;
  private final String keyShape;

  /**
   * @param what what the file holds, for messages: "outcomes file"
   * @param keyShape the parts of a key, for messages and the check: "codec|dataSet"
   */
  OutcomeFile(Path file, String what, String keyShape) {
    this.file = file;
    this.what = what;
    this.keyShape = keyShape;
  }

  Path path() {
    return file;
  }

  /** Every line, sorted by key; empty when there is no file yet. */
  Map<String, String> read() throws IOException {
    Map<String, String> outcomes = new TreeMap<>();
    if (!Files.exists(file)) {
      return outcomes;
    }
    Properties p = new Properties();
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      p.load(in);
    } catch (IllegalArgumentException e) {
      throw new IllegalStateException("corrupt " + what + " " + file + ": " + e.getMessage(), e);
    }
    int parts = keyShape.split("\\|").length;
    for (String key : p.stringPropertyNames()) {
      if (key.split("\\|", -1).length != parts) {
        throw new IllegalStateException(
            "corrupt " + what + " " + file + ": '" + key + "' is not " + keyShape);
      }
      outcomes.put(key, p.getProperty(key));
    }
    return outcomes;
  }

  /** Replaces the file with {@code header} (comment lines) and every outcome, sorted by key. */
  void write(String header, Map<String, String> outcomes) throws IOException {
    StringBuilder text = new StringBuilder(header);
    new TreeMap<>(outcomes)
        .forEach((k, v) -> text.append(escapeKey(k)).append('=').append(escape(v)).append('\n'));
    AtomicWrite.writeString(file, text.toString());
  }

  /** The properties escaping of a key, whose spaces (probe names have them) are escaped too. */
  private static String escapeKey(String key) {
    String line = stored(key, "");
    return line.substring(0, line.length() - 1);
  }

  /** The properties escaping of one value. */
  private static String escape(String text) {
    return stored("k", text).substring(2);
  }

  private static String stored(String key, String value) {
    Properties one = new Properties();
    one.setProperty(key, value);
    StringWriter out = new StringWriter();
    try {
      one.store(out, null);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
    return out.toString().lines().filter(l -> !l.startsWith("#")).findFirst().orElseThrow();
  }
}
