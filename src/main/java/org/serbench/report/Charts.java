package org.serbench.report;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.serbench.engine.AtomicWrite;
import org.serbench.engine.Metric;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/**
 * Bar charts of a data set's results, as SVG files beside the report (XChart), smallest first: the
 * seeds' charts were Google Image Chart links, which stopped working in 2019.
 */
final class Charts {
  /** The metrics charted for every data set, with their titles. */
  static final List<Metric> CHARTED =
      List.of(Metric.SER, Metric.DESER, Metric.TOTAL, Metric.SIZE, Metric.GZIP);

  private Charts() {}

  /** The chart's path relative to the report. */
  static String relativePath(String dataSet, Metric metric) {
    return "charts/" + dataSet + "-" + metric.name().toLowerCase(java.util.Locale.ROOT) + ".svg";
  }

  static String title(String dataSet, Metric metric) {
    return dataSet
        + ": "
        + metric.label().replace(".bytes", " (bytes/object)").replace(".ns/op", " (ns/object)");
  }

  /** Draws every chart of a data set into {@code reportDir/charts/}. */
  static void draw(Path reportDir, String dataSet, List<Result> results) throws IOException {
    List<Result> measured = results.stream().filter(r -> r.status() == Result.Status.OK).toList();
    if (measured.isEmpty()) {
      return;
    }
    for (Metric metric : CHARTED) {
      List<Result> sorted = new ArrayList<>(measured);
      sorted.sort(
          Comparator.comparingDouble((Result r) -> mean(metric, r)).thenComparing(Result::codec));
      CategoryChart chart =
          new CategoryChartBuilder()
              .width(Math.max(640, 60 + 28 * sorted.size()))
              .height(520)
              .title(title(dataSet, metric))
              .yAxisTitle(metric.unit().replace("/op", "/object"))
              .build();
      chart.getStyler().setLegendVisible(false);
      chart.getStyler().setXAxisLabelRotation(60);
      chart.getStyler().setLabelsVisible(false);
      chart.getStyler().setChartTitleBoxVisible(false);
      chart.getStyler().setPlotGridVerticalLinesVisible(false);
      chart.addSeries(
          metric.label(),
          sorted.stream().map(Result::codec).toList(),
          sorted.stream().map(r -> (Number) mean(metric, r)).toList());
      ByteArrayOutputStream svg = new ByteArrayOutputStream();
      VectorGraphicsEncoder.saveVectorGraphic(
          chart, svg, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
      AtomicWrite.writeString(
          reportDir.resolve(relativePath(dataSet, metric)), svg.toString(StandardCharsets.UTF_8));
    }
  }

  private static double mean(Metric metric, Result r) {
    return Summary.of(metric.samples(r)).mean();
  }
}
