package org.serbench.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.serbench.engine.Metric;
import org.serbench.engine.Result;
import org.serbench.safety.SafetyFile;

/**
 * Renders a run's results as the Markdown report: the environment, then per data set the tables a
 * reader of the seeds expects, fastest (or smallest) first, units in every header.
 *
 * <p>This class only assembles the pages: the index ({@link #render}), the pages of its long
 * sections ({@link #pages}) and one page per data set ({@link #renderPage}). Each table, or small
 * group of tables read together, has a renderer of its own in this package, so a reader who wants
 * to change one table opens one short file.
 *
 * <p>The output depends only on its inputs, so it can be tested against a golden file.
 */
public final class MarkdownReport {
  private MarkdownReport() {}

  /**
   * The report of a run.
   *
   * @param dataSets data set names to their one-line descriptions, in report order
   */
  public static String render(Environment env, Map<String, String> dataSets, List<Result> results) {
    return render(env, dataSets, results, Map.of(), List.of());
  }

  /**
   * The index of a run's report: the answer first (at a glance), the data sets, the environment and
   * the support matrix. Everything else is on the pages of {@link #pages}, which the report writer
   * links below it.
   *
   * @param unavailable codecs of the seeds serbench cannot run at all, to the reason
   * @param safety the safety matrices' results, for the verdict per codec
   */
  public static String render(
      Environment env,
      Map<String, String> dataSets,
      List<Result> results,
      Map<String, String> unavailable,
      List<SafetyFile.Results> safety) {
    return render(env, dataSets, results, unavailable, safety, null);
  }

  /**
   * The index, its rows held to the harness floor's result too ({@link Plausibility}).
   *
   * @param floor the harness floor's result, or null when the run has none
   */
  public static String render(
      Environment env,
      Map<String, String> dataSets,
      List<Result> results,
      Map<String, String> unavailable,
      List<SafetyFile.Results> safety,
      Result floor) {
    StringBuilder out = new StringBuilder();
    out.append("# serbench report\n\n");
    out.append(
        "Every number below comes from a round trip that was checked field by field on every object"
            + " of the batch before anything was timed. Times are per batch of objects unless the"
            + " header says per object; see the project README for how to read and rerun them.\n\n");
    out.append(profileNote(env.profile()));
    out.append(RunQuality.warning(results));
    AtAGlance.render(out, dataSets, results, Plausibility.of(results, floor), safety);
    DataSetIndex.render(out, dataSets, results);
    EnvironmentTable.render(out, env, results);
    SupportMatrix.render(out, dataSets.keySet(), results, unavailable);
    return out.toString();
  }

  /** The quick profile's warning, at the top of every page. */
  private static final String QUICK =
      "> **Quick profile**: few, small batches for development. These numbers are not to be"
          + " trusted; run the full benchmark for those.\n\n";

  private static final String CHECK =
      "> **Check profile**: every round trip verified and its outcome and sizes held to the"
          + " baseline, in two batches a cell: no time here is a measurement.\n\n";

  /** The note a page of a quick or check run opens with; empty for the full profile. */
  private static String profileNote(String profile) {
    return "quick".equals(profile) ? QUICK : "check".equals(profile) ? CHECK : "";
  }

  /**
   * The pages of the sections that are too long for the index, by file name, each with its line for
   * the index's list of pages; a page with no content (a run without scaling sizes, say) is empty,
   * and the writer removes an earlier run's file of that name.
   *
   * @param floor the harness floor's result, or null
   */
  static Map<String, Page> pages(
      Environment env,
      Map<String, String> dataSets,
      List<Result> results,
      Map<String, String> unavailable,
      Result floor) {
    Map<String, Page> pages = new LinkedHashMap<>();
    StringBuilder codecs = new StringBuilder();
    CodecTable.render(codecs, results);
    pages.put(
        "codecs.md",
        page(
            env,
            codecs,
            "Codecs",
            "each codec's configuration, and where it differs from the seeds"));
    StringBuilder quality = new StringBuilder();
    MeasurementQuality.render(quality, results, floor, Plausibility.of(results, floor));
    pages.put(
        "quality.md",
        page(
            env,
            quality,
            "Measurement quality",
            "the harness floor, warm-up, variation between JVMs, plausibility and machine drift"));
    StringBuilder precision = new StringBuilder();
    PrecisionPage.render(precision, results);
    pages.put(
        PrecisionPage.FILE,
        page(
            env,
            precision,
            "Precision",
            "how far each cell was measured: its intervals, its JVMs and whether it met its"
                + " target"));
    pages.put(
        SupportMatrix.FILE,
        page(
            env,
            new StringBuilder(SupportMatrix.renderErrors(dataSets.keySet(), results, unavailable)),
            "Support matrix errors",
            "the library's own error for every cell of the support matrix that is not OK"));
    StringBuilder jackson = new StringBuilder();
    JacksonPage.render(jackson, results);
    pages.put(
        JacksonPage.FILE,
        page(
            env,
            jackson,
            "Jackson 2 or 3",
            "each Jackson 3 codec beside Jackson 2's of its format: ratios with intervals, sizes"
                + " and outcomes"));
    StringBuilder scaling = new StringBuilder();
    Scaling.render(scaling, results);
    pages.put(
        "scaling.md",
        page(env, scaling, "Scaling", "TestObject's time per object from small to large batches"));
    StringBuilder cold = new StringBuilder();
    ColdStartTables.renderIndex(cold, results);
    pages.put(
        "cold-start.md",
        page(
            env,
            cold,
            "Cold start",
            "each fresh JVM's set-up, first round trip and first batch against the warm average"));
    return pages;
  }

  /**
   * A page of the report and its line in the index's list.
   *
   * @param text the page, empty when it has nothing to say
   */
  record Page(String title, String what, String text) {}

  /** A section as a page of its own: its first heading becomes the page's title. */
  private static Page page(Environment env, StringBuilder section, String title, String what) {
    if (section.isEmpty()) {
      return new Page(title, what, "");
    }
    String body = section.toString().replaceFirst("^#+ ", "# ");
    return new Page(
        title,
        what,
        "[serbench report](README.md) of "
            + env.runStarted()
            + ", commit "
            + env.gitCommit()
            + "\n\n"
            + profileNote(env.profile())
            + body);
  }

  /** The file of a data set's page, beside the index. */
  public static String pageFile(String dataSet) {
    return dataSet.replaceAll("[^A-Za-z0-9._-]", "_") + ".md";
  }

  /**
   * The page of one data set: every table of it; empty when nothing measured it.
   *
   * @param plausibility the run's checks, whose spread between JVMs every interval covers at least
   */
  static String renderPage(
      Environment env,
      String name,
      String description,
      List<Result> results,
      String charts,
      Plausibility plausibility) {
    StringBuilder out = new StringBuilder();
    out.append(profileNote(env.profile()));
    dataSet(out, name, description, results, charts, plausibility);
    if (out.isEmpty()) {
      return "";
    }
    int part = env.partOf(name);
    return "[serbench report](README.md) of "
        + env.runStarted()
        + ", commit "
        + env.gitCommit()
        + (part == 0
            ? ""
            : "; this data set was measured in part "
                + part
                + " of "
                + env.parts().size()
                + ", started "
                + env.parts().get(part - 1).started())
        + "\n\n"
        + out;
  }

  private static void dataSet(
      StringBuilder out,
      String name,
      String description,
      List<Result> results,
      String charts,
      Plausibility plausibility) {
    List<MeasuredRow> rows =
        results.stream()
            .filter(r -> r.status() == Result.Status.OK)
            .map(r -> new MeasuredRow(r, plausibility))
            .toList();
    if (rows.isEmpty()) {
      return;
    }
    // An implausible row keeps its figures in the columns, sizes and allocation, marked with its
    // reason, and is left out of every ranking by time and of the charts.
    List<MeasuredRow> ranked = rows.stream().filter(MeasuredRow::plausible).toList();
    List<MeasuredRow> leftOut = rows.stream().filter(r -> !r.plausible()).toList();
    int objects = rows.get(0).result.objects();
    out.append("## ").append(name).append("\n\n").append(description).append(".\n\n");
    out.append("### Charts\n\n");
    if (charts.isEmpty()) {
      for (Metric metric : Charts.CHARTED) {
        out.append("![")
            .append(Charts.title(name, metric))
            .append("](")
            .append(Charts.relativePath(name, metric))
            .append(")\n");
      }
      out.append('\n');
    } else {
      out.append("Not drawn: ").append(charts).append("\n\n");
    }
    if (!leftOut.isEmpty()) {
      MeasuredRow.listImplausible(
          out,
          "Left out of the charts and of every ranking by time, as implausible (their figures"
              + " stay in the columns, size and allocation tables, marked):",
          leftOut);
    }
    JvmSerializersColumns.render(out, rows, objects);
    TimeTables.render(out, ranked, objects);
    RoundTripTable.render(out, ranked, objects);
    DistributionTable.render(out, ranked);
    SizeTable.render(out, rows, objects);
    AllocationTable.render(out, rows, objects);
    RepeatedRuns.render(out, rows);
    ColdStartTables.renderPage(out, rows);
  }
}
