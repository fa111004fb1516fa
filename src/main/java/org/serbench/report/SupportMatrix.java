package org.serbench.report;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.serbench.engine.Result;

/**
 * The XSON test's support matrix: for every codec and data set, whether writing and reading worked,
 * and the library's own error where one did not.
 */
final class SupportMatrix {
  private SupportMatrix() {}

  /** The page of the libraries' errors beside the index, which the matrix links to. */
  static final String FILE = "support.md";

  /** The matrix, for the index; the errors and the n/a reasons are on their page. */
  static void render(
      StringBuilder out,
      Collection<String> dataSets,
      List<Result> results,
      Map<String, String> unavailable) {
    Map<String, Map<String, Result>> byCodec = new LinkedHashMap<>();
    for (String codec : new TreeSet<>(results.stream().map(Result::codec).toList())) {
      byCodec.put(codec, new LinkedHashMap<>());
    }
    results.forEach(r -> byCodec.get(r.codec()).put(r.dataSet(), r));
    List<String> columns =
        dataSets.stream()
            .filter(d -> results.stream().anyMatch(r -> r.dataSet().equals(d)))
            .toList();
    out.append("## Support matrix\n\n");
    out.append(
        "Every codec on every data set, as the XSON test tabulates it. OK: written, read back and"
            + " checked equal field by field, then measured. write ERROR: the library failed while"
            + " converting or encoding (reading was not tried). read ERROR: it wrote, then failed"
            + " to decode. lost data: it decoded something else than it was given. n/a: the codec"
            + " has no schema or hand-written code for that class. The library's error of every cell"
            + " that is not OK is on [its own page]("
            + FILE
            + "); the tests hold every codec to its recorded outcome.\n\n");
    List<String> header = new ArrayList<>();
    header.add("Codec");
    header.addAll(columns);
    Table matrix = new Table(header.size(), header.toArray(String[]::new));
    byCodec.forEach(
        (codec, of) -> {
          List<String> cells = new ArrayList<>();
          cells.add(codec);
          for (String dataSet : columns) {
            Result r = of.get(dataSet);
            cells.add(r == null ? "" : cell(r));
          }
          matrix.row(cells.toArray(String[]::new));
        });
    unavailable.forEach(
        (codec, why) -> {
          List<String> cells = new ArrayList<>();
          cells.add(codec);
          columns.forEach(d -> cells.add("not run"));
          matrix.row(cells.toArray(String[]::new));
        });
    matrix.appendTo(out);
  }

  /**
   * The page of the matrix's cells that are not OK: each library's error, and why a codec has no
   * code for a data set; empty when every cell is OK.
   */
  static String renderErrors(
      Collection<String> dataSets, List<Result> results, Map<String, String> unavailable) {
    StringBuilder out = new StringBuilder();
    List<String> order = List.copyOf(dataSets);
    List<Result> failures =
        results.stream()
            .filter(r -> r.status() != Result.Status.OK)
            .sorted(
                Comparator.comparing(Result::codec)
                    .thenComparingInt(r -> order.indexOf(r.dataSet())))
            .toList();
    List<Result> errors =
        failures.stream().filter(r -> r.status() != Result.Status.UNSUPPORTED).toList();
    if (!errors.isEmpty() || !unavailable.isEmpty()) {
      out.append("### Errors\n\n");
      Table t = new Table(4, "Codec", "Data set", "Outcome", "The library's error");
      for (Result r : errors) {
        t.row(r.codec(), r.dataSet(), cell(r), Format.printable(Result.firstLine(reason(r))));
      }
      unavailable.forEach((codec, why) -> t.row(codec, "all", "not run", why));
      t.appendTo(out);
    }
    List<Result> unsupported =
        failures.stream().filter(r -> r.status() == Result.Status.UNSUPPORTED).toList();
    if (!unsupported.isEmpty()) {
      out.append("### n/a\n\n");
      Map<String, List<String>> byCodecNa = new LinkedHashMap<>();
      unsupported.forEach(
          r -> byCodecNa.computeIfAbsent(r.codec(), k -> new ArrayList<>()).add(r.dataSet()));
      Table t = new Table(3, "Codec", "Data sets", "Why");
      byCodecNa.forEach(
          (codec, sets) -> {
            Result first =
                unsupported.stream().filter(r -> r.codec().equals(codec)).findFirst().orElseThrow();
            t.row(
                codec, String.join(", ", sets), Format.printable(Result.firstLine(reason(first))));
          });
      t.appendTo(out);
    }
    return out.isEmpty() ? "" : "## Support matrix: what went wrong\n\n" + out;
  }

  /** One cell of the matrix. */
  static String cell(Result r) {
    return switch (r.status()) {
      case OK -> "OK";
      case UNSUPPORTED -> "n/a";
      case MISMATCH -> "lost data";
      case FAILED ->
          switch (r.step()) {
            case "read", "check" -> "read ERROR";
            case "" -> "no result";
            default -> "write ERROR";
          };
    };
  }

  /**
   * One line of why a result has no numbers: the library's error, or for a round trip that lost
   * data the first differing field with its two values.
   */
  static String reason(Result r) {
    List<String> lines = r.message().lines().map(String::strip).toList();
    if (r.status() == Result.Status.MISMATCH) {
      for (int i = 0; i < lines.size(); i++) {
        if (lines.get(i).startsWith("field/property")) {
          StringBuilder difference = new StringBuilder(lines.get(i));
          for (int j = i + 1; j < Math.min(i + 3, lines.size()); j++) {
            difference.append(' ').append(lines.get(j).replaceFirst("^- ", ""));
          }
          return lines.get(0) + " " + difference;
        }
      }
    }
    return lines.isEmpty() ? "" : lines.get(0);
  }
}
