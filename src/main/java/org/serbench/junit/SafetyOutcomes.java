package org.serbench.junit;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/**
 * The recorded outcome of every codec's safety cells, which the tests hold the library to: one line
 * per cell, {@code codec|matrix|probe=outcome}. Unlike the support matrix's file, every cell has a
 * line, since no outcome is the default; a cell without one fails until it is recorded. Where an
 * outcome depends on timing (a hang near the limit, a stack overflow the JIT may or may not reach)
 * the line lists the alternatives, separated by {@value Outcomes#OR}.
 */
final class SafetyOutcomes {
  private final OutcomeFile file;
  private final String header;

  SafetyOutcomes(Path file) {
    this(
        file,
        "safety outcomes file",
        "# The recorded outcome of every codec's safety cells (codec|matrix|probe);\n"
            + "# rewritten by a run with -Dserbench.updateOutcomes=true. See reports/safety.md.\n");
  }

  /**
   * A file of another matrix whose cells have the same shape, {@code codec|matrix|probe}: the
   * evolution matrix's.
   *
   * @param what what the file holds, for messages
   * @param header the comment lines at its top
   */
  SafetyOutcomes(Path file, String what, String header) {
    this.file = new OutcomeFile(file, what, "codec|matrix|probe");
    this.header = header;
  }

  Path file() {
    return file.path();
  }

  /** The recorded outcome of a cell, or null when it has none. */
  String expected(String codec, String matrix, String probe) throws IOException {
    return file.read().get(key(codec, matrix, probe));
  }

  /**
   * Records a codec's cells, keeping every other line, and a line whose alternatives already name
   * the outcome; the file is replaced atomically.
   */
  synchronized void record(String codec, Map<String, Map<String, String>> outcomes)
      throws IOException {
    Map<String, String> all = file.read();
    outcomes.forEach(
        (matrix, cells) ->
            cells.forEach(
                (probe, outcome) -> {
                  String key = key(codec, matrix, probe);
                  if (!all.containsKey(key) || !Outcomes.matches(all.get(key), outcome)) {
                    all.put(key, outcome);
                  }
                }));
    file.write(header, all);
  }

  private static String key(String codec, String matrix, String probe) {
    return codec + "|" + matrix + "|" + probe;
  }
}
