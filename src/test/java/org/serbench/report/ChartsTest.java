package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serbench.engine.Metric;
import org.serbench.engine.Result;

/** The SVG bar charts beside the report: their units, and a run's clearing of stale ones. */
class ChartsTest {
  private final List<Result> results = MarkdownReportTest.results();

  @Test
  void everyValueAxisSpellsOutItsUnitPerObject() {
    assertThat(Charts.axisLabel(Metric.SER)).isEqualTo("ns per object");
    assertThat(Charts.axisLabel(Metric.TOTAL)).isEqualTo("ns per object");
    assertThat(Charts.axisLabel(Metric.SIZE)).isEqualTo("bytes per object");
    assertThat(Charts.axisLabel(Metric.GZIP)).isEqualTo("bytes per object");
    assertThat(Charts.axisLabel(Metric.SER_ALLOC)).isEqualTo("bytes allocated per object");
  }

  @Test
  void drawWritesAChartPerChartedMetricWithItsUnitOnTheAxis(@TempDir Path dir) throws Exception {
    Set<String> written = Charts.draw(dir, "TestObject", results);

    assertThat(written)
        .containsExactlyElementsOf(
            Charts.CHARTED.stream().map(m -> Charts.relativePath("TestObject", m)).toList());
    for (Metric metric : Charts.CHARTED) {
      String svg = Files.readString(dir.resolve(Charts.relativePath("TestObject", metric)));
      assertThat(svg).as("chart of %s", metric).contains(">" + Charts.axisLabel(metric) + "<");
    }
  }

  @Test
  void theSameResultsDrawTheSameFiles(@TempDir Path dir) throws Exception {
    Path first = Files.createDirectories(dir.resolve("first"));
    Path second = Files.createDirectories(dir.resolve("second"));
    Set<String> written = Charts.draw(first, "TestObject", results);
    Charts.draw(second, "TestObject", results);

    assertThat(written).isNotEmpty();
    for (String chart : written) {
      assertThat(Files.readString(second.resolve(chart)))
          .isEqualTo(Files.readString(first.resolve(chart)));
    }
  }

  @Test
  void aDataSetWithoutMeasuredResultsDrawsNothing(@TempDir Path dir) throws Exception {
    List<Result> unsupported =
        results.stream().filter(r -> r.status() != Result.Status.OK).toList();

    assertThat(Charts.draw(dir, "TestObject", unsupported)).isEmpty();
    assertThat(dir.resolve(Charts.FOLDER)).doesNotExist();
  }

  @Test
  void clearStaleDeletesOnlyTheChartsThisRunDidNotWrite(@TempDir Path dir) throws Exception {
    Path charts = Files.createDirectories(dir.resolve(Charts.FOLDER));
    Files.writeString(charts.resolve("Gone-ser.svg"), "<svg/>");
    Files.writeString(charts.resolve("notes.txt"), "not a chart");
    Set<String> written = Charts.draw(dir, "TestObject", results);

    Set<String> deleted = Charts.clearStale(dir, written);

    assertThat(deleted).containsExactly("charts/Gone-ser.svg");
    assertThat(charts.resolve("Gone-ser.svg")).doesNotExist();
    assertThat(charts.resolve("notes.txt")).exists();
    for (String chart : written) {
      assertThat(dir.resolve(chart)).exists();
    }
  }

  @Test
  void clearStaleWithoutAChartsFolderDoesNothing(@TempDir Path dir) throws Exception {
    assertThat(Charts.clearStale(dir, Set.of())).isEmpty();
    assertThat(dir.resolve(Charts.FOLDER)).doesNotExist();
  }
}
