package org.serbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The inputs of the {@link JmhCrossCheck} page: JMH's and serbench's results files, read and
 * checked with an error naming the file, serbench's run as its report's environment table records
 * it, and the machine each side ran on.
 */
final class CrossCheckInputs {
  private static final Pattern ENVIRONMENT_ROW =
      Pattern.compile("^\\| (Run started|Git commit|JVM|Profile|CPU|Cores) \\| (.*) \\|$");

  private CrossCheckInputs() {}

  static JsonNode read(Path file, String what, String hint) throws IOException {
    if (!Files.isRegularFile(file)) {
      throw new IOException("no " + what + " at " + file + ": " + hint + " to write them");
    }
    return Comparison.read(file);
  }

  static void checkJmh(JsonNode jmh, Path file) throws IOException {
    for (JsonNode b : jmh) {
      if (!b.path("params").path("codec").isTextual()
          || !b.path("params").path("dataSet").isTextual()) {
        throw new IOException(
            "cannot read "
                + file
                + " as the JMH cross-check's results: "
                + b.path("benchmark").asText()
                + " lacks the parameters codec and dataSet");
      }
    }
  }

  /** Run started, commit, JVM and profile of serbench's run, from its report's environment. */
  static Map<String, String> serbenchRun(Path report) throws IOException {
    Map<String, String> run = new LinkedHashMap<>();
    if (Files.isRegularFile(report)) {
      for (String line : Files.readAllLines(report)) {
        Matcher m = ENVIRONMENT_ROW.matcher(line);
        if (m.matches()) {
          run.putIfAbsent(m.group(1), m.group(2));
        }
      }
    }
    return run;
  }

  /**
   * The machine JMH's forks ran on, from their {@link JmhCrossCheck#MACHINE_FLAG}; null if none
   * says.
   */
  static String jmhMachine(JsonNode jmh) {
    for (JsonNode b : jmh) {
      for (JsonNode a : b.path("jvmArgs")) {
        if (a.asText().startsWith(JmhCrossCheck.MACHINE_FLAG)) {
          return a.asText().substring(JmhCrossCheck.MACHINE_FLAG.length());
        }
      }
    }
    return null;
  }

  /** The machine of serbench's run as its results record it (CPU, cores); null if unknown. */
  static String serbenchMachine(Map<String, String> run) {
    return run.containsKey("CPU") && run.containsKey("Cores")
        ? run.get("CPU") + ", " + run.get("Cores") + " cores"
        : null;
  }
}
