package org.serbench.report;

import java.awt.Color;
import java.awt.Font;
import java.awt.Rectangle;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.svg.SVGGraphics2D;
import org.serbench.engine.AtomicWrite;
import org.serbench.engine.Metric;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/**
 * Horizontal bar charts of a data set's results, smallest first, as SVG files beside the report
 * (JFreeChart on JFreeSVG): the seeds' charts were Google Image Chart links, which stopped working
 * in 2019.
 */
final class Charts {
  /** The metrics charted for every data set. */
  static final List<Metric> CHARTED =
      List.of(Metric.ENCODE, Metric.DECODE, Metric.TOTAL, Metric.SIZE, Metric.GZIP);

  /** The folder of the charts, relative to the report. */
  static final String FOLDER = "charts";

  private static final int WIDTH = 900;
  private static final int ROW = 16;

  private Charts() {}

  /** The chart's path relative to the report. */
  static String relativePath(String dataSet, Metric metric) {
    return FOLDER + "/" + dataSet + "-" + metric.name().toLowerCase(Locale.ROOT) + ".svg";
  }

  static String title(String dataSet, Metric metric) {
    return dataSet
        + ": "
        + metric.label().replace(".bytes", " (bytes/object)").replace(".ns/op", " (ns/object)");
  }

  /** The value axis's label: the metric's unit, spelled out. */
  static String axisLabel(Metric metric) {
    return switch (metric.kind()) {
      case TIME -> "ns per object";
      case ALLOCATION -> "bytes allocated per object";
      case SIZE -> "bytes per object";
    };
  }

  /**
   * Draws every chart of a data set into {@code reportDir/charts/}.
   *
   * @return the charts written, as {@link #relativePath} gives them: none for a data set without a
   *     measured result
   */
  static Set<String> draw(Path reportDir, String dataSet, List<Result> results) throws IOException {
    Set<String> written = new LinkedHashSet<>();
    List<Result> measured = results.stream().filter(r -> r.status() == Result.Status.OK).toList();
    if (measured.isEmpty()) {
      return written;
    }
    for (Metric metric : CHARTED) {
      List<Result> sorted = new ArrayList<>(measured);
      sorted.sort(
          Comparator.comparingDouble((Result r) -> mean(metric, r)).thenComparing(Result::codec));
      DefaultCategoryDataset data = new DefaultCategoryDataset();
      for (Result r : sorted) {
        data.addValue(mean(metric, r), metric.label(), r.codec());
      }
      JFreeChart chart =
          ChartFactory.createBarChart(
              title(dataSet, metric),
              null,
              axisLabel(metric),
              data,
              PlotOrientation.HORIZONTAL,
              false,
              false,
              false);
      chart.setBackgroundPaint(Color.WHITE);
      chart.getTitle().setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
      CategoryPlot plot = chart.getCategoryPlot();
      plot.setBackgroundPaint(Color.WHITE);
      plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
      plot.getDomainAxis().setTickLabelFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
      plot.getDomainAxis().setCategoryMargin(0.15);
      BarRenderer renderer = (BarRenderer) plot.getRenderer();
      renderer.setBarPainter(new StandardBarPainter());
      renderer.setShadowVisible(false);
      renderer.setSeriesPaint(0, new Color(0x4C, 0x72, 0xB0));
      int height = 90 + ROW * sorted.size();
      SVGGraphics2D svg = new SVGGraphics2D(WIDTH, height);
      String file = relativePath(dataSet, metric);
      // JFreeSVG's ids start with the clock's nanoseconds unless told otherwise: named after the
      // chart, the same results draw the same file, and a report regenerated from them shows no
      // change in its charts.
      svg.setDefsKeyPrefix("_" + dataSet + "-" + metric.name().toLowerCase(Locale.ROOT) + "-");
      chart.draw(svg, new Rectangle(0, 0, WIDTH, height));
      AtomicWrite.writeString(reportDir.resolve(file), svg.getSVGDocument());
      written.add(file);
    }
    return written;
  }

  /**
   * Deletes the charts in {@code reportDir/charts/} that this run did not write: a data set that is
   * gone or no longer measured must not leave an earlier run's picture beside this run's report.
   *
   * @param written the charts this run wrote, as {@link #draw} returns them
   * @return the charts deleted, as relative paths
   */
  static Set<String> clearStale(Path reportDir, Set<String> written) throws IOException {
    Set<String> deleted = new LinkedHashSet<>();
    Path folder = reportDir.resolve(FOLDER);
    if (!Files.isDirectory(folder)) {
      return deleted;
    }
    try (DirectoryStream<Path> charts = Files.newDirectoryStream(folder, "*.svg")) {
      for (Path chart : charts) {
        String file = FOLDER + "/" + chart.getFileName();
        if (Files.isRegularFile(chart) && !written.contains(file)) {
          Files.delete(chart);
          deleted.add(file);
        }
      }
    }
    return deleted;
  }

  private static double mean(Metric metric, Result r) {
    return Summary.of(metric.samples(r)).mean();
  }
}
