package org.serbench.report;

import java.util.List;
import java.util.Map;
import org.serbench.engine.Metric;
import org.serbench.engine.Result;

/**
 * Renders a run's results as the Markdown report: the environment, then per data set the tables a
 * reader of the seeds expects, fastest (or smallest) first, units in every header.
 *
 * <p>This class only assembles the pages: the index ({@link #render}) and one page per data set
 * ({@link #renderPage}). Each table, or small group of tables read together, has a renderer of its
 * own in this package, so a reader who wants to change one table opens one short file.
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
    return render(env, dataSets, results, "", Map.of(), null);
  }

  /**
   * The report of a run with its charts.
   *
   * @param charts empty when the charts were drawn beside the report, else why they were not
   * @param unavailable codecs of the seeds serbench cannot run at all, to the reason
   */
  public static String render(
      Environment env,
      Map<String, String> dataSets,
      List<Result> results,
      String charts,
      Map<String, String> unavailable,
      Result floor) {
    StringBuilder out = new StringBuilder();
    out.append("# serbench report\n\n");
    out.append(
        "Every number below comes from a round trip that was checked field by field on every object"
            + " of the batch before anything was timed. Times are per batch of objects unless the"
            + " header says per object; see the project README for how to read and rerun them.\n\n");
    if ("quick".equals(env.profile())) {
      out.append(
          "> **Quick profile**: few, small batches for development. These numbers are not to be"
              + " trusted; run the full benchmark for those.\n\n");
    }
    if (dataSets.keySet().stream().anyMatch(AtAGlance::ownDataSet)) {
      AtAGlance.render(out, dataSets, results, JvmSpread.of(results));
    }
    EnvironmentTable.render(out, env, results);
    CodecTable.render(out, results);
    DataSetIndex.render(out, dataSets, results);
    MeasurementQuality.render(out, results, floor, JvmSpread.of(results));
    SupportMatrix.render(out, dataSets.keySet(), results, unavailable);
    Scaling.render(out, results);
    ColdStartTables.renderIndex(out, results);
    return out.toString();
  }

  /** The file of a data set's page, beside the index. */
  public static String pageFile(String dataSet) {
    return dataSet.replaceAll("[^A-Za-z0-9._-]", "_") + ".md";
  }

  /**
   * The page of one data set: every table of it; empty when nothing measured it.
   *
   * @param spread the run's variation between JVMs, which every interval covers at least
   */
  static String renderPage(
      Environment env,
      String name,
      String description,
      List<Result> results,
      String charts,
      JvmSpread spread) {
    StringBuilder out = new StringBuilder();
    if ("quick".equals(env.profile())) {
      out.append(
          "> **Quick profile**: few, small batches for development. These numbers are not to be"
              + " trusted; run the full benchmark for those.\n\n");
    }
    dataSet(out, name, description, results, charts, spread);
    if (out.isEmpty()) {
      return "";
    }
    return "[serbench report](README.md) of "
        + env.runStarted()
        + ", commit "
        + env.gitCommit()
        + "\n\n"
        + out;
  }

  private static void dataSet(
      StringBuilder out,
      String name,
      String description,
      List<Result> results,
      String charts,
      JvmSpread spread) {
    List<MeasuredRow> rows =
        results.stream()
            .filter(r -> r.status() == Result.Status.OK)
            .map(r -> new MeasuredRow(r, spread))
            .toList();
    if (rows.isEmpty()) {
      return;
    }
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
    JvmSerializersColumns.render(out, rows, objects);
    TimeTables.render(out, rows, objects);
    RoundTripTable.render(out, rows, objects);
    DistributionTable.render(out, rows);
    SizeTable.render(out, rows, objects);
    AllocationTable.render(out, rows, objects);
    RepeatedRuns.render(out, rows);
    ColdStartTables.renderPage(out, rows);
  }
}
