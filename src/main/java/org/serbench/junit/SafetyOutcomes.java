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
 * The recorded outcome of every codec's safety cells, which the tests hold the library to: one line
 * per cell, {@code codec|matrix|probe=outcome}. Unlike the support matrix's file, every cell has a
 * line, since no outcome is the default; a cell without one fails until it is recorded. Where an
 * outcome depends on timing (a hang near the limit, a stack overflow the JIT may or may not reach)
 * the line lists the alternatives, separated by {@value Outcomes#OR}.
 */
final class SafetyOutcomes {
  private final Path file;

  SafetyOutcomes(Path file) {
    this.file = file;
  }

  Path file() {
    return file;
  }

  /** The recorded outcome of a cell, or null when it has none. */
  String expected(String codec, String matrix, String probe) throws IOException {
    return read().get(key(codec, matrix, probe));
  }

  /**
   * Records a codec's cells, keeping every other line, and a line whose alternatives already name
   * the outcome; the file is replaced atomically.
   */
  synchronized void record(String codec, Map<String, Map<String, String>> outcomes)
      throws IOException {
    Map<String, String> all = read();
    outcomes.forEach(
        (matrix, cells) ->
            cells.forEach(
                (probe, outcome) -> {
                  String key = key(codec, matrix, probe);
                  if (!all.containsKey(key) || !Outcomes.matches(all.get(key), outcome)) {
                    all.put(key, outcome);
                  }
                }));
    StringBuilder text = new StringBuilder();
    text.append("# The recorded outcome of every codec's safety cells (codec|matrix|probe);\n")
        .append(
            "# rewritten by a run with -Dserbench.updateOutcomes=true. See reports/safety.md.\n");
    all.forEach((k, v) -> text.append(escapeKey(k)).append('=').append(escape(v)).append('\n'));
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
      throw new IllegalStateException(
          "corrupt safety outcomes file " + file + ": " + e.getMessage(), e);
    }
    for (String key : p.stringPropertyNames()) {
      if (key.split("\\|", -1).length != 3) {
        throw new IllegalStateException(
            "corrupt safety outcomes file " + file + ": '" + key + "' is not codec|matrix|probe");
      }
      outcomes.put(key, p.getProperty(key));
    }
    return outcomes;
  }

  private static String key(String codec, String matrix, String probe) {
    return codec + "|" + matrix + "|" + probe;
  }

  /** The properties escaping of a key, whose spaces (probe names have them) are escaped too. */
  private static String escapeKey(String key) {
    String line = stored(key, "");
    return line.substring(0, line.length() - 1);
  }

  /** The properties escaping of one value, without the date comment of store(). */
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
