package org.serbench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.serbench.evolution.Change;
import org.serbench.evolution.EvolutionRun;
import org.serbench.evolution.Outcome;
import org.serbench.safety.Keywords;
import org.serbench.safety.SafetyFile;
import org.serbench.safety.SafetyOutcome;

/**
 * The evolution page: for every row (a codec, or its library's evolution mode) and every change of
 * a message, what a reader of one version made of the other version's bytes, in both directions; a
 * legend, a count per row of the changes it survives, and the library's own words for every cell
 * that did not carry every value.
 *
 * <p>The output depends only on its inputs, so it can be tested against a golden file.
 */
public final class EvolutionPage {
  /** The page's file name beside the index. */
  public static final String FILE = "evolution.md";

  private static final Map<String, String[]> LEGEND = new LinkedHashMap<>();

  static {
    LEGEND.put(Outcome.CARRIED, new String[] {"ok", "read, with every value carried"});
    LEGEND.put(
        Outcome.IGNORED,
        new String[] {"ign", "read, with the field the reader does not know ignored"});
    LEGEND.put(
        Outcome.DEFAULT,
        new String[] {
          "def",
          "read, with a field's default where the writer wrote no value: a field its version does"
              + " not have, or one it left null"
        });
    LEGEND.put(
        Outcome.UNKNOWN,
        new String[] {
          "unk", "read, with an enum value the reader lacks kept as the library's unknown value"
        });
    LEGEND.put(
        Outcome.LOST,
        new String[] {
          "**LOST**",
          "read without an error, and a value the writer wrote reads as the reader's default (a"
              + " renamed field read by name, a field whose type changed skipped): gone, and the"
              + " reader cannot tell"
        });
    LEGEND.put(Outcome.ERROR, new String[] {"**err**", "the library threw: its words are below"});
    LEGEND.put(
        Outcome.WRONG,
        new String[] {
          "**WRONG**", "read without an error, and a field holds a value nobody wrote"
        });
    LEGEND.put(
        Outcome.CANNOT_CARRY,
        new String[] {
          "own",
          "the writer's own version cannot carry the message (its own round trip failed or"
              + " changed a value), so the cell says nothing about evolution"
        });
    LEGEND.put(
        Outcome.NOT_APPLICABLE,
        new String[] {"·", "the schema language cannot express one of the versions"});
    LEGEND.put(Keywords.CRASH, new String[] {"**CRASH**", "the JVM died"});
    LEGEND.put(Keywords.HANG, new String[] {"**HANG**", "no result within a minute"});
    LEGEND.put(Keywords.OUT_OF_MEMORY, new String[] {"**OOM**", "the heap ran out"});
  }

  private EvolutionPage() {}

  /**
   * The page, or empty when no row ran.
   *
   * @param configurations each row's configuration line, in the matrix's order; a row not among
   *     them comes last
   */
  public static String render(
      String runStarted,
      String commit,
      List<SafetyFile.Results> results,
      Map<String, String> configurations) {
    if (results.isEmpty()) {
      return "";
    }
    List<String> order = new ArrayList<>(configurations.keySet());
    List<SafetyFile.Results> rows = new ArrayList<>(results);
    rows.sort(
        Comparator.comparingInt(
                (SafetyFile.Results r) ->
                    order.contains(r.codec()) ? order.indexOf(r.codec()) : Integer.MAX_VALUE)
            .thenComparing(SafetyFile.Results::codec));
    StringBuilder out = new StringBuilder();
    out.append("[serbench report](README.md) of ")
        .append(runStarted)
        .append(", commit ")
        .append(commit)
        .append("\n\n# Schema evolution\n\n");
    out.append(
        "What each serializer does when the writer and the reader hold different versions of a"
            + " message, as in a rolling upgrade. For every row, a JVM holding version 1 of the"
            + " messages writes them; a JVM holding version 2 reads those bytes (**backward**:"
            + " the new reader on old bytes) and writes its own; a JVM holding version 1 reads"
            + " them (**forward**: the old reader on new bytes). Both versions of a class have the"
            + " same name, so a codec that writes class names meets the name it wrote. Each cell"
            + " is judged field by field against the values written, not by the absence of an"
            + " exception: a value written that reads as the reader's default is lost, never"
            + " survived, and a cell whose writer cannot carry its own message says so. The"
            + " tests hold every cell to its recorded outcome"
            + " (`src/test/resources/evolution-outcomes.properties`). Each change is explained in"
            + " [docs/evolution.md](../docs/evolution.md).\n\n");
    out.append(
        "A row is a codec as the benchmark measures it, which is not always its library's"
            + " default configuration: `kryo` turns off the registration Kryo 5 requires by"
            + " default and turns references on, `fory` turns off the registration Fory requires"
            + " by default; each row's configuration is under [Rows](#rows). The rows named after"
            + " a codec with a suffix, such as `kryo-tagged-chunked` or"
            + " `avro/jackson/databind-writer-schema`, are the library's documented evolution"
            + " modes, measured here only.\n\n");
    survivors(out, rows);
    out.append("## Reading a cell\n\n| Mark | Outcome | Meaning |\n| :--- | :--- | :--- |\n");
    LEGEND.forEach(
        (outcome, mark) ->
            out.append("| ")
                .append(mark[0])
                .append(" | ")
                .append(outcome)
                .append(" | ")
                .append(mark[1])
                .append(" |\n"));
    out.append("\n## The changes\n\n| Change | Message | What differs |\n| :--- | :--- | :--- |\n");
    for (Change change : Change.values()) {
      out.append("| ")
          .append(change.title())
          .append(" | `")
          .append(change.message())
          .append("` | ")
          .append(change.description())
          .append(" |\n");
    }
    out.append('\n');
    matrix(
        out,
        rows,
        EvolutionRun.BACKWARD,
        "## Backward: the new reader on old bytes\n\nVersion 2 reads what version 1 wrote: a"
            + " service upgraded before its peers, or reading what it stored before.\n\n");
    matrix(
        out,
        rows,
        EvolutionRun.FORWARD,
        "## Forward: the old reader on new bytes\n\nVersion 1 reads what version 2 wrote: the"
            + " peers not upgraded yet.\n\n");
    details(out, rows);
    out.append("## Rows\n\n| Row | Configuration |\n| :--- | :--- |\n");
    for (SafetyFile.Results row : rows) {
      out.append("| `")
          .append(row.codec())
          .append("` | ")
          .append(text(configurations.getOrDefault(row.codec(), "")))
          .append(" |\n");
    }
    return out.toString();
  }

  private static void matrix(
      StringBuilder out, List<SafetyFile.Results> rows, String direction, String heading) {
    out.append(heading).append("| Row |");
    for (Change change : Change.values()) {
      out.append(' ').append(change.title()).append(" |");
    }
    out.append("\n| :--- |");
    for (int i = 0; i < Change.values().length; i++) {
      out.append(" :---: |");
    }
    out.append('\n');
    for (SafetyFile.Results row : rows) {
      out.append("| `").append(row.codec()).append("` |");
      for (Change change : Change.values()) {
        out.append(' ').append(mark(cell(row, direction, change))).append(" |");
      }
      out.append('\n');
    }
    out.append('\n');
  }

  /**
   * Per row, how many changes each direction read without an error, a lost value or a wrong one, of
   * the changes that direction could test: a cell whose writer cannot carry its own message, or
   * whose schema language cannot express a version, tests nothing.
   */
  private static void survivors(StringBuilder out, List<SafetyFile.Results> rows) {
    out.append(
        "## Changes each row survives\n\nThe answer to \"may I make this change with X without a"
            + " coordinated deploy\": a change survived is one read without an error, a lost"
            + " value or a wrong one (carried, ignored, default or unknown), of the "
            + Change.values().length
            + " changes less those the direction could not test (cannot carry, not"
            + " applicable).\n\n"
            + "| Row | Backward | Forward | Every value carried, both ways |\n"
            + "| :--- | ---: | ---: | :--- |\n");
    for (SafetyFile.Results row : rows) {
      List<String> carried = new ArrayList<>();
      for (Change change : Change.values()) {
        if (is(cell(row, EvolutionRun.BACKWARD, change), Outcome.CARRIED)
            && is(cell(row, EvolutionRun.FORWARD, change), Outcome.CARRIED)) {
          carried.add(change.title());
        }
      }
      out.append("| `")
          .append(row.codec())
          .append("` | ")
          .append(survived(row, EvolutionRun.BACKWARD))
          .append(" | ")
          .append(survived(row, EvolutionRun.FORWARD))
          .append(" | ")
          .append(carried.isEmpty() ? "none" : String.join(", ", carried))
          .append(" |\n");
    }
    out.append('\n');
  }

  /** "7 of 10": the changes survived of those the direction tested. */
  private static String survived(SafetyFile.Results row, String direction) {
    int n = 0;
    int tested = 0;
    for (Change change : Change.values()) {
      SafetyOutcome cell = cell(row, direction, change);
      if (cell == null
          || cell.outcome().equals(Outcome.CANNOT_CARRY)
          || cell.outcome().equals(Outcome.NOT_APPLICABLE)) {
        continue;
      }
      tested++;
      if (Outcome.SURVIVED.contains(cell.outcome())) {
        n++;
      }
    }
    return n + " of " + tested;
  }

  /**
   * Every cell that did not carry every value, with what happened in the library's words; rows
   * whose lines are all the same (a library's codecs on several formats) share one list.
   */
  private static void details(StringBuilder out, List<SafetyFile.Results> rows) {
    out.append("## What happened\n\nEvery cell that did not carry every value.\n\n");
    Map<List<String>, List<String>> rowsByLines = new LinkedHashMap<>();
    for (SafetyFile.Results row : rows) {
      List<String> lines = new ArrayList<>();
      for (Change change : Change.values()) {
        for (String direction : List.of(EvolutionRun.BACKWARD, EvolutionRun.FORWARD)) {
          SafetyOutcome cell = cell(row, direction, change);
          if (cell != null && !cell.outcome().equals(Outcome.CARRIED)) {
            lines.add(
                "- "
                    + change.title()
                    + ", "
                    + direction
                    + ": "
                    + cell.outcome()
                    + ": "
                    + text(cell.detail()));
          }
        }
      }
      if (!lines.isEmpty()) {
        rowsByLines.computeIfAbsent(lines, l -> new ArrayList<>()).add(row.codec());
      }
    }
    rowsByLines.forEach(
        (lines, names) -> {
          out.append("### ")
              .append(String.join(", ", names.stream().map(n -> "`" + n + "`").toList()))
              .append("\n\n");
          lines.forEach(line -> out.append(line).append('\n'));
          out.append('\n');
        });
  }

  private static SafetyOutcome cell(SafetyFile.Results row, String direction, Change change) {
    return row.matrix(direction).stream()
        .filter(o -> o.probe().equals(change.message()))
        .findFirst()
        .orElse(null);
  }

  private static boolean is(SafetyOutcome cell, String outcome) {
    return cell != null && cell.outcome().equals(outcome);
  }

  private static String mark(SafetyOutcome cell) {
    if (cell == null) {
      return "";
    }
    String[] mark = LEGEND.get(cell.outcome());
    return mark == null ? text(cell.outcome()) : mark[0];
  }

  /** Text for a table cell or a list line: one line, pipes escaped, no control characters. */
  private static String text(String text) {
    return Format.printable(text.replace("\n", " ").replace("|", "\\|"));
  }
}
