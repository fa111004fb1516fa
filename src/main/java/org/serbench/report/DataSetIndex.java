package org.serbench.report;

import java.util.List;
import java.util.Map;
import org.serbench.engine.Result;

/**
 * The index's Data sets table: each data set's page, its batch, and how many codecs it measured.
 */
final class DataSetIndex {
  private DataSetIndex() {}

  /**
   * The data sets, each linked to its page.
   *
   * @param dataSets data set names to their one-line descriptions, in report order
   */
  static void render(StringBuilder out, Map<String, String> dataSets, List<Result> results) {
    out.append("## Data sets\n\n");
    out.append(
        "Each data set has a page with jvm-serializers' columns and the tables below them."
            + " \"Objects\" is one batch; one operation (op) is one object of it.\n\n");
    Table index = new Table("Data set", "Objects per batch", "Measured", "Not measured", "What");
    for (Map.Entry<String, String> dataSet : dataSets.entrySet()) {
      List<Result> of = results.stream().filter(r -> r.dataSet().equals(dataSet.getKey())).toList();
      if (of.isEmpty()) {
        continue;
      }
      long ok = of.stream().filter(r -> r.status() == Result.Status.OK).count();
      // A cell that did not measure records the run's serbench.objects, not the data set's batch
      // (large: 1,000 against 1), so the batch is read from a measured cell where there is one.
      Result measured =
          of.stream().filter(r -> r.status() == Result.Status.OK).findFirst().orElse(of.get(0));
      index.row(
          "[" + dataSet.getKey() + "](" + MarkdownReport.pageFile(dataSet.getKey()) + ")",
          Format.integer(measured.objects()),
          Long.toString(ok),
          Long.toString(of.size() - ok),
          dataSet.getValue());
    }
    index.appendTo(out);
  }
}
