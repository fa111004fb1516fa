package org.serbench.report;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.serbench.safety.FidelityProbes;
import org.serbench.safety.Keywords;
import org.serbench.safety.Matrices;
import org.serbench.safety.SafetyFile;
import org.serbench.safety.SafetyOutcome;
import org.serbench.safety.gadget.SafeConfigurationTable;

/**
 * The safety page: the fidelity, hostile-input and gadget matrices, one row per codec, a legend, a
 * summary per codec and the library's own message for every cell that went wrong.
 *
 * <p>The output depends only on its inputs, so it can be tested against a golden file.
 */
public final class SafetyPage {
  /** The page's file name beside the index. */
  public static final String FILE = "safety.md";

  private static final Map<String, String> MARKS = new LinkedHashMap<>();

  static {
    MARKS.put(Keywords.EXACT, "ok");
    MARKS.put(Keywords.CHANGED, "**≠**");
    MARKS.put(Keywords.WRITE_ERROR, "W");
    MARKS.put(Keywords.READ_ERROR, "R");
    MARKS.put(Keywords.UNSUPPORTED, "–");
    MARKS.put(Keywords.EXCEPTION, "exc");
    MARKS.put(Keywords.SAME, "same");
    MARKS.put(Keywords.SILENT, "**silent**");
    MARKS.put(Keywords.STACK_OVERFLOW, "**SO**");
    MARKS.put(Keywords.HANG, "**HANG**");
    MARKS.put(Keywords.OUT_OF_MEMORY, "**OOM**");
    MARKS.put(Keywords.CRASH, "**CRASH**");
    MARKS.put(Keywords.NOT_APPLICABLE, "·");
    MARKS.put(Keywords.INSTANTIATED, "**instantiated**");
    MARKS.put(Keywords.REFUSED, "refused");
    MARKS.put(Keywords.INTERNAL_ERROR, "**error**");
    MARKS.put(Keywords.ENTITY_READ, "**FILE**");
  }

  private SafetyPage() {}

  /**
   * The page, or empty when no codec ran its safety matrices.
   *
   * @param order the codecs' names in report order; a codec not among them comes last
   */
  public static String render(
      String runStarted,
      String commit,
      String profile,
      List<SafetyFile.Results> results,
      List<String> order) {
    if (results.isEmpty()) {
      return "";
    }
    List<SafetyFile.Results> rows = new ArrayList<>(results);
    rows.sort(
        java.util.Comparator.comparingInt(
                (SafetyFile.Results r) ->
                    order.contains(r.codec()) ? order.indexOf(r.codec()) : Integer.MAX_VALUE)
            .thenComparing(SafetyFile.Results::codec));
    StringBuilder out = new StringBuilder();
    out.append("[serbench report](README.md) of ")
        .append(runStarted)
        .append(", commit ")
        .append(commit)
        .append("\n\n");
    out.append("# Safety\n\n");
    if ("quick".equals(profile)) { // the check profile runs every probe
      out.append(
          "> **Quick profile**: a sample of three probes per matrix, enough to prove the"
              + " machinery; run the full profile for every probe.\n\n");
    }
    out.append(
        "What a serializer gives back besides speed: does it return exactly what it was given"
            + " (fidelity), what does it do with bytes an attacker wrote (hostile input), and does"
            + " it construct a class the stream names (gadget)? Every cell ran in the codec's own"
            + " JVM, with the measuring JVMs' heap and flags, under a time limit per cell; a cell"
            + " that hung or killed its JVM is recorded and the next runs in a fresh one. The"
            + " tests hold every codec to its recorded outcomes"
            + " (`src/test/resources/safety-outcomes.properties`).\n\n");
    verdicts(out, rows);
    legend(out);
    fidelity(out, rows);
    matrix(
        out,
        rows,
        Matrices.HOSTILE,
        "## Hostile input\n\nThe decoder is given, from a valid encoding (the first object of"
            + " media.1, else TestObject, else the first data set the codec carries): the message"
            + " cut after 1 byte, a quarter, half, three quarters and all but its last byte; one"
            + " bit flipped at four seeded places; as many random bytes; 0x7FFFFFF0 written over"
            + " each plausible length, one input per place (up to 64), as a big-endian int and as"
            + " a varint (binary formats only: a text format writes lengths as digits), the worst"
            + " place counting. `deep nesting` is a chain of 100,000 objects, each in the field"
            + " the probe class declares, written by the codec's own writer (or one level's bytes"
            + " repeated, where its writer stops short and its format nests that way; a JSON or"
            + " XML codec with no code for the class gets an unknown member of nested arrays or"
            + " elements instead): a binary codec with neither has no nesting probe, and its"
            + " verdict says so. `bomb` is 100 levels of HashSets sharing their references (a"
            + " few KB of java.base classes whose hash codes cost 2^100 to rebuild) in an"
            + " `Object` field, written by the codec's own writer; a writer that shares no"
            + " references cannot carry it. For XML, `external entity` declares an entity naming a"
            + " local file (never the network) and uses it as the document's first text, and"
            + " `entity expansion` ten levels of ten references (10^9 expansions). The four `, safe` columns decode the same bytes with"
            + " the library's documented safe configuration: what its limits guard against. A"
            + " clean exception is what a decoder should do; `same` means the damage fell where"
            + " nothing is read.\n\n");
    matrix(
        out,
        rows,
        Matrices.GADGET,
        "## Gadget probe\n\nA stream written with the library's own writer that names a"
            + " harmless probe class outside the model: does the decoder construct it, in the"
            + " configuration serbench measures (`default`) and in the library's documented safe"
            + " configuration (`safe`)? Not applicable: the format names no classes.\n\n");
    if (rows.stream().anyMatch(r -> !r.matrix(Matrices.GADGET).isEmpty())) {
      Set<String> codecs = new HashSet<>();
      rows.forEach(r -> codecs.add(r.codec()));
      String table = SafeConfigurationTable.markdown(codecs::contains);
      if (!table.isEmpty()) {
        out.append(
                "The safe configurations, where the library documents one, and who wrote the"
                    + " probe's bytes where the measured codec cannot name a class:\n\n")
            .append(table)
            .append('\n');
      }
    }
    summaries(out, rows);
    messages(out, rows);
    return out.toString();
  }

  /** The answer first: may each codec decode untrusted bytes, and why (docs/safety.md). */
  private static void verdicts(StringBuilder out, List<SafetyFile.Results> rows) {
    Table table = new Table(3, "Codec", "Verdict", "Why");
    boolean any = false;
    for (SafetyFile.Results r : rows) {
      java.util.Optional<SafetyVerdict> v = SafetyVerdict.of(r);
      if (v.isPresent()) {
        table.row("`" + r.codec() + "`", v.get().verdict(), Format.printable(v.get().why()));
        any = true;
      }
    }
    if (any) {
      out.append("## May it decode untrusted bytes?\n\n");
      table.appendTo(out);
    }
  }

  private static void legend(StringBuilder out) {
    out.append("| Mark | Outcome | Meaning |\n| :--- | :--- | :--- |\n");
    Map<String, String> meaning = new LinkedHashMap<>();
    meaning.put(Keywords.EXACT, "given back exactly");
    meaning.put(Keywords.CHANGED, "given back without an error, but different");
    meaning.put(Keywords.WRITE_ERROR, "the library failed to encode it");
    meaning.put(Keywords.READ_ERROR, "the library failed to decode its own encoding");
    meaning.put(Keywords.UNSUPPORTED, "no schema or code for the probe's class");
    meaning.put(Keywords.EXCEPTION, "the decoder threw an exception");
    meaning.put(Keywords.SAME, "the decoder returned the original");
    meaning.put(Keywords.SILENT, "the decoder returned a wrong object without an error");
    meaning.put(Keywords.STACK_OVERFLOW, "the decoder ran out of stack (an Error)");
    meaning.put(Keywords.HANG, "no result within the time limit");
    meaning.put(Keywords.OUT_OF_MEMORY, "the heap ran out");
    meaning.put(Keywords.CRASH, "the JVM died");
    meaning.put(
        Keywords.ENTITY_READ, "an XML decoder read the local file an external entity named");
    meaning.put(Keywords.NOT_APPLICABLE, "the probe does not apply to the format");
    meaning.put(Keywords.INSTANTIATED, "the decoder constructed the named class");
    meaning.put(Keywords.REFUSED, "the decoder refused the named class");
    meaning.put(
        Keywords.INTERNAL_ERROR,
        "the decoder failed on the named class with an error of its own state: not a refusal");
    meaning.forEach(
        (k, v) ->
            out.append("| ")
                .append(MARKS.get(k))
                .append(" | ")
                .append(k)
                .append(" | ")
                .append(v)
                .append(" |\n"));
    out.append('\n');
  }

  private static void fidelity(StringBuilder out, List<SafetyFile.Results> rows) {
    StringBuilder intro =
        new StringBuilder(
            "## Fidelity\n\nEach probe is a small class holding one edge value, round-tripped"
                + " with the codec's own binding and compared exactly (a double bit for bit, so"
                + " -0.0 is not 0.0; a BigDecimal with its scale). Schema and hand-written codecs"
                + " have no schema for the probes' classes: `–` is the truth of those codecs, not"
                + " a failure.\n\n");
    List<String> ran = columns(rows, Matrices.FIDELITY);
    for (FidelityProbes.Probe probe : FidelityProbes.ALL) {
      if (ran.contains(probe.name())) {
        intro.append("- `").append(probe.name()).append("`: ").append(probe.what()).append('\n');
      }
    }
    intro.append('\n');
    matrix(out, rows, Matrices.FIDELITY, intro.toString());
  }

  private static List<String> columns(List<SafetyFile.Results> rows, String matrix) {
    List<String> columns = new ArrayList<>();
    for (String probe : Matrices.probes(matrix, true)) {
      if (rows.stream().anyMatch(r -> has(r, matrix, probe))) {
        columns.add(probe);
      }
    }
    return columns;
  }

  private static boolean has(SafetyFile.Results r, String matrix, String probe) {
    return r.matrix(matrix).stream().anyMatch(o -> o.probe().equals(probe));
  }

  private static void matrix(
      StringBuilder out, List<SafetyFile.Results> rows, String matrix, String intro) {
    List<String> columns = columns(rows, matrix);
    if (columns.isEmpty()) {
      return;
    }
    out.append(intro);
    List<String> header = new ArrayList<>();
    header.add("Codec");
    header.addAll(columns);
    Table table = new Table(header.size(), header.toArray(String[]::new));
    for (SafetyFile.Results r : rows) {
      List<String> cells = new ArrayList<>();
      cells.add(r.codec());
      for (String probe : columns) {
        cells.add(
            r.matrix(matrix).stream()
                .filter(o -> o.probe().equals(probe))
                .findFirst()
                .map(o -> MARKS.getOrDefault(o.outcome(), o.outcome()))
                .orElse(""));
      }
      table.row(cells.toArray(String[]::new));
    }
    table.appendTo(out);
  }

  private static void summaries(StringBuilder out, List<SafetyFile.Results> rows) {
    out.append("## Per codec\n\n");
    Table table = new Table(4, "Codec", "Fidelity", "Hostile input", "Gadget");
    for (SafetyFile.Results r : rows) {
      table.row(
          r.codec(),
          fidelitySummary(r.matrix(Matrices.FIDELITY)),
          counts(r.matrix(Matrices.HOSTILE)),
          r.matrix(Matrices.GADGET).stream()
              .map(o -> o.probe() + ": " + o.outcome())
              .reduce((a, b) -> a + "; " + b)
              .orElse(""));
    }
    table.appendTo(out);
  }

  /** {@code 30 of 36 exact; changed: -0.0, NaN; read error: 1M list}. */
  static String fidelitySummary(List<SafetyOutcome> cells) {
    if (cells.isEmpty()) {
      return "";
    }
    if (cells.stream().allMatch(o -> o.outcome().equals(Keywords.UNSUPPORTED))) {
      return "no schema for the probes";
    }
    long exact = cells.stream().filter(o -> o.outcome().equals(Keywords.EXACT)).count();
    StringBuilder text = new StringBuilder(exact + " of " + cells.size() + " exact");
    Map<String, List<String>> others = new LinkedHashMap<>();
    for (SafetyOutcome o : cells) {
      if (!o.outcome().equals(Keywords.EXACT)) {
        others.computeIfAbsent(o.outcome(), k -> new ArrayList<>()).add(o.probe());
      }
    }
    others.forEach((k, v) -> text.append("; ").append(k).append(": ").append(String.join(", ", v)));
    return text.toString();
  }

  /** {@code 11 exception, 2 same}. */
  static String counts(List<SafetyOutcome> cells) {
    Map<String, Integer> counts = new LinkedHashMap<>();
    cells.forEach(o -> counts.merge(o.outcome(), 1, Integer::sum));
    List<String> parts = new ArrayList<>();
    counts.forEach((k, n) -> parts.add(n + " " + k));
    return String.join(", ", parts);
  }

  /** How much of a message the page shows; the codec's result file has it all. */
  private static final int SHOWN = 200;

  private static String shortened(String message) {
    return message.length() <= SHOWN ? message : message.substring(0, SHOWN) + " …";
  }

  /** A hostile cell's detail: where the damage is, then the library's message. */
  private static final java.util.regex.Pattern WHERE =
      java.util.regex.Pattern.compile("^((?:[^,:]+, )?[^:]*?): (.*)$");

  /**
   * Every cell that went wrong, per codec behind a {@code <details>} (one click away), with each
   * library message once: the cells that gave the same outcome and message share a line.
   */
  private static void messages(StringBuilder out, List<SafetyFile.Results> rows) {
    StringBuilder body = new StringBuilder();
    for (SafetyFile.Results r : rows) {
      Map<String, List<String>> cells = new LinkedHashMap<>();
      int count = 0;
      int wanted = 0;
      for (String matrix : Matrices.ALL) {
        for (SafetyOutcome o : r.matrix(matrix)) {
          // An exception on hostile bytes and a refusal are the answers wanted: counted here,
          // their messages are in the result file.
          if (o.outcome().equals(Keywords.EXCEPTION) || o.outcome().equals(Keywords.REFUSED)) {
            wanted++;
            continue;
          }
          if (Keywords.FAILURES.contains(o.outcome())) {
            String detail = o.detail().replace("\n", " ");
            String where = "";
            if (matrix.equals(Matrices.HOSTILE)) {
              java.util.regex.Matcher m = WHERE.matcher(detail);
              if (m.matches()) {
                where = " (" + m.group(1) + ")";
                detail = m.group(2);
              }
            }
            String key = matrix + " " + o.outcome() + ": " + detail;
            cells.computeIfAbsent(key, k -> new ArrayList<>()).add("`" + o.probe() + "`" + where);
            count++;
          }
        }
      }
      if (cells.isEmpty() && wanted == 0) {
        continue;
      }
      body.append("<details><summary>")
          .append(r.codec())
          .append(": ")
          .append(count)
          .append(count == 1 ? " cell, " : " cells, ")
          .append(cells.size())
          .append(cells.size() == 1 ? " message" : " messages")
          .append("</summary>\n\n");
      cells.forEach(
          (key, probes) -> {
            int colon = key.indexOf(": ");
            String[] head = key.substring(0, colon).split(" ", 2);
            body.append("- ")
                .append(head[0])
                .append(' ')
                .append(String.join(", ", probes))
                .append(", ")
                .append(head[1])
                .append(": ")
                .append(Format.printable(shortened(key.substring(colon + 2)).replace("|", "\\|")))
                .append('\n');
          });
      String file =
          SafetyFile.of(java.nio.file.Path.of("results"), r.codec()).toString().replace('\\', '/');
      if (wanted > 0) {
        body.append("- and ")
            .append(wanted)
            .append(wanted == 1 ? " cell" : " cells")
            .append(" that ended in an exception or a refusal\n");
      }
      body.append("\nEvery message in full: [")
          .append(file)
          .append("](")
          .append(file)
          .append(").\n\n</details>\n\n");
    }
    if (body.length() > 0) {
      out.append("## The libraries' messages\n\n");
      out.append(
          "Every cell that went wrong (not exact, not an exception on hostile bytes, not a"
              + " refusal), with the library's own exception class and message or the first path"
              + " that differs; cells with the same outcome and message share a line, each message"
              + " cut at 200 characters. Open a codec to read them; its result file has every"
              + " cell's message in full, the exceptions and refusals too.\n\n");
      out.append(body);
    }
  }
}
