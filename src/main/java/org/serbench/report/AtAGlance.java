package org.serbench.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.serbench.data.DataSets;
import org.serbench.engine.Result;
import org.serbench.registry.CodecRegistry;
import org.serbench.safety.SafetyFile;

/**
 * The answer first. Per headline data set (a user's own data sets; else TestObject and media.1),
 * the fastest encoders and decoders and the smallest encodings, among all codecs, within each kind
 * (databinding, schema-generated, hand-written) and within JSON, binary and XML, each block shown
 * only where it is not a copy of one above; codecs tied with the leader within the intervals share
 * its rank. Then the codecs that changed the data and those that could not carry it, each with the
 * library's reason, and the rows left out as implausible; then one safety verdict per codec. A
 * reader who wants only "which one" stops here; the data set pages and the safety page hold the
 * rest.
 */
final class AtAGlance {
  /** How many codecs each ranking names, besides any more tied with the leader. */
  static final int TOP = 5;

  /** The kind of a codec the registry does not know: a user's own. */
  static final String OWN_KIND = "a user's own codec";

  /** The kinds in the order of their blocks, to the mark a codec carries in the "all" block. */
  static final Map<String, String> KINDS =
      orderedMap("databinding", "D", "schema-generated", "S", "hand-written", "H", OWN_KIND, "O");

  private AtAGlance() {}

  private static Map<String, String> orderedMap(String... keysAndValues) {
    Map<String, String> map = new LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      map.put(keysAndValues[i], keysAndValues[i + 1]);
    }
    return Collections.unmodifiableMap(map);
  }

  /** The kind of a codec, as its family registered it; a codec of a user's own has none. */
  static String kind(String codec) {
    return CodecRegistry.kind(codec).orElse(OWN_KIND);
  }

  /** Whether a data set is a user's own rather than one of the classic suite's. */
  static boolean ownDataSet(String name) {
    return DataSets.all().stream().noneMatch(d -> d.name().equals(name));
  }

  /**
   * The data sets the section ranks: a user's own when the run measured any, else TestObject and
   * media.1, else the first data set the run measured.
   */
  static List<String> headline(Map<String, String> dataSets, List<Result> results) {
    List<String> measured =
        dataSets.keySet().stream()
            .filter(d -> results.stream().anyMatch(r -> r.dataSet().equals(d)))
            .toList();
    List<String> own = measured.stream().filter(AtAGlance::ownDataSet).toList();
    if (!own.isEmpty()) {
      return own;
    }
    List<String> classic =
        measured.stream()
            .filter(d -> d.equals(DataSets.TEST_OBJECT.name()) || d.equals(DataSets.MEDIA_1.name()))
            .toList();
    return classic.isEmpty() && !measured.isEmpty() ? List.of(measured.get(0)) : classic;
  }

  static void render(
      StringBuilder out,
      Map<String, String> dataSets,
      List<Result> results,
      Plausibility plausibility,
      List<SafetyFile.Results> safety) {
    List<String> headline = headline(dataSets, results);
    if (headline.isEmpty() && safety.isEmpty()) {
      return;
    }
    out.append("## At a glance\n\n");
    out.append(
        "Per object, fastest or smallest first, each time with its 95% interval. Encode is"
            + " create + ser (the model converted and written); decode is deser with every field"
            + " read (+deep), so a lazy decoder pays for what it defers. A codec whose 95%"
            + " interval overlaps the leader's (its mean less its half-width at most the leader's"
            + " mean plus the leader's half-width) is tied with it and shares its rank, \"1=\";"
            + " the others keep their place in the order, and equal sizes tie. \"Among\" ranks"
            + " all codecs, then those of one kind, then those of one format; a block that would"
            + " repeat one above is left out. Each codec in \"all\" carries its kind: [D]"
            + " databinding (the library binds the model's classes), [S] schema-generated (the"
            + " model converted to a schema's types), [H] hand-written (calls written for the"
            + " model's fields)"
            + (results.stream().anyMatch(r -> kind(r.codec()).equals(OWN_KIND))
                ? ", [O] a codec of your own, whose kind serbench does not know"
                : "")
            + ".\n\n");
    out.append(
        "What encode and decode include differs by kind. For a schema-generated codec, encode is"
            + " create (the conversion from the model to the library's own generated type) plus"
            + " ser, and decode stops at that type with every field read: it does not convert"
            + " back to the model, which a program working on the model would pay on top. A"
            + " hand-written codec writes and reads the model itself with code written for its"
            + " classes (create is nothing), and knows no class it was not written for.\n\n");
    for (String dataSet : headline) {
      dataSet(
          out,
          dataSet,
          results.stream().filter(r -> r.dataSet().equals(dataSet)).toList(),
          plausibility);
    }
    verdicts(out, safety);
  }

  private static void dataSet(
      StringBuilder out, String dataSet, List<Result> cells, Plausibility plausibility) {
    List<MeasuredRow> measured =
        cells.stream()
            .filter(r -> r.status() == Result.Status.OK)
            .map(r -> new MeasuredRow(r, plausibility))
            .toList();
    List<MeasuredRow> rows = measured.stream().filter(MeasuredRow::plausible).toList();
    List<MeasuredRow> implausible = measured.stream().filter(r -> !r.plausible()).toList();
    out.append("### [")
        .append(dataSet)
        .append("](")
        .append(MarkdownReport.pageFile(dataSet))
        .append(")\n\n");
    out.append(
        String.format(
            Locale.ROOT,
            "%d of %d codecs carried it unchanged%s.%n%n",
            measured.size(),
            cells.size(),
            implausible.isEmpty()
                ? ""
                : "; "
                    + implausible.size()
                    + (implausible.size() == 1 ? " of them is" : " of them are")
                    + " left out as implausible (below)"));
    if (!rows.isEmpty()) {
      Table table = new Table(4, "Among", "Encode, ns", "Decode, ns", "Size, bytes");
      Map<List<String>, String> shown = new LinkedHashMap<>();
      List<String> copies = new ArrayList<>();
      GlanceBlocks.block(table, "all", rows, true, shown, copies);
      for (String kind : KINDS.keySet()) {
        List<MeasuredRow> ofKind = rows.stream().filter(r -> kind(r.codec()).equals(kind)).toList();
        GlanceBlocks.block(table, kind, ofKind, false, shown, copies);
      }
      for (CodecFormat format : CodecFormat.values()) {
        List<MeasuredRow> ofFormat = rows.stream().filter(r -> format.of(r.codec())).toList();
        GlanceBlocks.block(table, format.label, ofFormat, false, shown, copies);
      }
      table.appendTo(out);
      if (!copies.isEmpty()) {
        out.append("Not shown, as the same ranking as a block above: ")
            .append(String.join("; ", copies))
            .append(".\n\n");
      }
    }
    List<Result> changed =
        cells.stream().filter(r -> r.status() == Result.Status.MISMATCH).toList();
    List<Result> failed =
        cells.stream()
            .filter(r -> r.status() != Result.Status.OK && r.status() != Result.Status.MISMATCH)
            .toList();
    if (!implausible.isEmpty()) {
      MeasuredRow.listImplausible(
          out,
          "Left out as implausible (marked on the data set's page, ranked nowhere):",
          implausible);
    }
    if (!changed.isEmpty()) {
      out.append("Changed the data:\n\n");
      changed.forEach(r -> reason(out, r));
      out.append('\n');
    }
    if (!failed.isEmpty()) {
      out.append("Could not carry it:\n\n");
      failed.forEach(r -> reason(out, r));
      out.append('\n');
    }
  }

  private static void reason(StringBuilder out, Result r) {
    out.append("- `")
        .append(r.codec())
        .append("` (")
        .append(r.outcome())
        .append("): ")
        .append(Format.printable(Result.firstLine(why(r)).replace('|', '/')))
        .append('\n');
  }

  /**
   * Why a cell has no numbers: the library's error, or for the suite's round-trip check the first
   * differing field with its two values (a user's data names its field in the message's first
   * line).
   */
  private static String why(Result r) {
    return r.message().contains("field/property") ? SupportMatrix.reason(r) : r.message();
  }

  /** One verdict per codec that ran the safety matrices: the safe ones first. */
  private static void verdicts(StringBuilder out, List<SafetyFile.Results> safety) {
    List<SafetyVerdict> verdicts = new ArrayList<>();
    safety.forEach(r -> SafetyVerdict.of(r).ifPresent(verdicts::add));
    if (verdicts.isEmpty()) {
      return;
    }
    verdicts.sort(
        Comparator.comparingInt((SafetyVerdict v) -> SafetyVerdict.ORDER.indexOf(v.verdict()))
            .thenComparing(SafetyVerdict::codec));
    out.append("### Untrusted input\n\n");
    out.append(
        "May the codec decode bytes an attacker wrote? From its hostile-input and gadget"
            + " matrices: a hang, a stack overflow, an exhausted heap, a dead JVM, a local file"
            + " read through an external entity or a class the bytes name constructed make it"
            + " unsafe; \""
            + SafetyVerdict.UNPROVEN
            + "\" means nothing harmful was seen but a probe did not run in its format, a"
            + " hostile input came back as a wrong value, or a refusal was an internal error."
            + " Every cell is on the [safety page]("
            + SafetyPage.FILE
            + ").\n\n");
    // Codecs with the same verdict for the same reason share a row: the index stays short, and
    // the safety page has each codec's cells.
    Map<List<String>, List<String>> rows = new java.util.LinkedHashMap<>();
    for (SafetyVerdict v : verdicts) {
      rows.computeIfAbsent(List.of(v.verdict(), v.why()), k -> new ArrayList<>())
          .add("`" + v.codec() + "`");
    }
    Table table = new Table(3, "Codec", "Verdict", "Why");
    rows.forEach(
        (verdictAndWhy, codecs) ->
            table.row(
                String.join(", ", codecs),
                verdictAndWhy.get(0),
                Format.printable(verdictAndWhy.get(1))));
    table.appendTo(out);
  }
}
