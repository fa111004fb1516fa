package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serbench.report.ChangeStatistics.Calibrations;

/** The JMH cross-check page, on small fixed result files with known answers. */
class JmhCrossCheckTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * JMH's numbers: codecs a and b on TestObject. Against {@link #SERBENCH_TODAY} the ser ratios are
   * 1.00 and exactly 1.10 (inside), the decode ratios 0.85 and 1.20 (both outside); the JMH scores
   * rank 100, 200, 400, 300 where serbench's rank 100, 220, 340, 360: one swap, rho = 0.8.
   */
  private static final String JMH =
      array(
          jmh("a", "TestObject", "create", 10, 0.5),
          jmh("a", "TestObject", "decode", 400, 4),
          jmh("a", "TestObject", "ser", 100, 1),
          jmh("b", "TestObject", "create", 20, 0.5),
          jmh("b", "TestObject", "decode", 300, 3),
          jmh("b", "TestObject", "ser", 200, 2));

  /** A results.json as serbench writes it today: ser, deser (decoding plus deep read), total. */
  private static final String SERBENCH_TODAY =
      array(
          serbench("a", "TestObject", "ser", 100),
          serbench("a", "TestObject", "deser", 340),
          serbench("a", "TestObject", "total", 440),
          serbench("b", "TestObject", "ser", 220),
          serbench("b", "TestObject", "deser", 360),
          serbench("b", "TestObject", "total", 580));

  /** A results.json with create and decode as well: decode wins over deser. */
  private static final String SERBENCH_WITH_DECODE =
      array(
          serbench("a", "TestObject", "create", 11),
          serbench("a", "TestObject", "ser", 100),
          serbench("a", "TestObject", "deser", 999),
          serbench("a", "TestObject", "decode", 400),
          serbench("b", "TestObject", "create", 20),
          serbench("b", "TestObject", "ser", 200),
          serbench("b", "TestObject", "deser", 999),
          serbench("b", "TestObject", "decode", 330));

  /**
   * serbench's measurements in turns with JMH's, as the cross-check writes them: {@link
   * #SERBENCH_TODAY}'s numbers with 1% errors (3% for a's ser), decode under its name of today, and
   * the run's commit and start.
   */
  private static final String PAIRED =
      array(
          serbench("a", "TestObject", "ser", 100, 3.0),
          serbench("a", "TestObject", "decode", 340, 3.4),
          serbench("b", "TestObject", "ser", 220, 2.2),
          serbench("b", "TestObject", "decode", 360, 3.6));

  @Test
  void ratiosAreSerbenchOverJmhAndOnlyThoseOutsideNinetyToOneHundredTenPercentAreMarked()
      throws Exception {
    List<JmhCrossCheck.Row> rows = JmhCrossCheck.rows(read(JMH), read(SERBENCH_TODAY));

    assertThat(rows)
        .extracting(r -> r.codec() + " " + r.phase())
        .containsExactly("a ser", "a decode", "b ser", "b decode");
    assertThat(rows).extracting(JmhCrossCheck.Row::ratio).containsExactly(1.0, 0.85, 1.1, 1.2);
    assertThat(rows)
        .extracting(JmhCrossCheck.Row::outside)
        .containsExactly(false, true, false, true);
  }

  @Test
  void spearmanOverAllMatchedPairsIsTheKnownRhoOfOneSwap() throws Exception {
    List<JmhCrossCheck.Row> rows = JmhCrossCheck.rows(read(JMH), read(SERBENCH_TODAY));

    // 1 - 6 * (1 + 1) / (4 * (16 - 1)) = 0.8
    assertThat(JmhCrossCheck.spearman(rows)).isCloseTo(0.8, within(1e-12));
    assertThat(JmhCrossCheck.spearman(rows.subList(0, 2))).isNaN();
  }

  @Test
  void decodeIsComparedWithSerbenchsDecodeWhenPresentAndCreateWhenPresent() throws Exception {
    List<JmhCrossCheck.Row> rows = JmhCrossCheck.rows(read(JMH), read(SERBENCH_WITH_DECODE));

    assertThat(rows)
        .extracting(r -> r.codec() + " " + r.phase() + "=" + r.serbenchPhase() + " " + r.serbench())
        .containsExactly(
            "a create=create 11.0",
            "a ser=ser 100.0",
            "a decode=decode 400.0",
            "b create=create 20.0",
            "b ser=ser 200.0",
            "b decode=decode 330.0");
    assertThat(rows.get(0).ratio()).isCloseTo(1.1, within(1e-12));
    assertThat(rows.get(5).outside()).isFalse(); // 330 / 300 = 1.10
  }

  @Test
  void dataSetNamesWithDotsAreMatched() throws Exception {
    String jmh = array(jmh("a", "media.1", "ser", 50, 1));
    String serbench =
        array(serbench("a", "media.1", "ser", 60), serbench("a", "TestObject", "ser", 50));

    List<JmhCrossCheck.Row> rows = JmhCrossCheck.rows(read(jmh), read(serbench));

    assertThat(rows).singleElement().satisfies(r -> assertThat(r.ratio()).isEqualTo(1.2));
  }

  @Test
  void aRatiosErrorCombinesBothSidesRelativeErrors() throws Exception {
    String jmh = array(jmh("a", "TestObject", "ser", 200, 8));
    String serbench = array(serbench("a", "TestObject", "ser", 220, 6.6));

    JmhCrossCheck.Row row = JmhCrossCheck.rows(read(jmh), read(serbench)).get(0);

    // 1.1 * sqrt(0.03^2 + 0.04^2) = 1.1 * 0.05
    assertThat(row.ratio()).isCloseTo(1.1, within(1e-12));
    assertThat(row.ratioError()).isCloseTo(0.055, within(1e-12));
    assertThat(JmhCrossCheck.rows(read(JMH), read(SERBENCH_TODAY)).get(0).ratioError()).isNaN();
  }

  @Test
  void thePageShowsEveryRowTheMarksRhoSettingsAndBothSerbenchRuns(@TempDir Path dir)
      throws Exception {
    Path jmh =
        Files.writeString(
            Files.createDirectories(dir.resolve("jmh")).resolve("jmh-results.json"), JMH);
    Path paired = Files.writeString(dir.resolve("jmh/serbench-results.json"), PAIRED);
    Path report = Files.writeString(dir.resolve("results.json"), SERBENCH_WITH_DECODE);
    Files.writeString(
        dir.resolve("README.md"),
        "| What | Value |\n| :--- | :--- |\n| Run started | 2026-11-21T20:24:05Z |\n"
            + "| Git commit | 85217bf04e88 |\n| JVM flags | `-Xmx2g` |\n"
            + "| CPU | Test CPU |\n| Cores | 2 |\n");
    Path page = dir.resolve("jmh/README.md");
    Locale before = Locale.getDefault();
    Locale.setDefault(Locale.GERMANY); // the page must not follow the default locale
    try {
      JmhCrossCheck.write(jmh, paired, report, page);
    } finally {
      Locale.setDefault(before);
    }

    String text = Files.readString(page);
    assertThat(text)
        .startsWith("# Checked against JMH\n")
        .contains("| a | TestObject | ser | 100.0 ± 3.0 | 100.0 ± 1.0 | 1.00 ± 0.03 |  |\n")
        .contains("| a | TestObject | decode | 340.0 ± 3.4 | 400.0 ± 4.0 | 0.85 ± 0.01 | ! |\n")
        .contains("| b | TestObject | ser | 220.0 ± 2.2 | 200.0 ± 2.0 | 1.10 ± 0.02 |  |\n")
        .contains("| b | TestObject | decode | 360.0 ± 3.6 | 300.0 ± 3.0 | 1.20 ± 0.02 | ! |\n")
        .contains("2 of 4 ratios outside 0.90 to 1.10.")
        .contains("Not compared: 2 JMH create benchmarks have no serbench number")
        .contains("| all (codec, phase) | 4 | 0.800 |\n")
        // the report: create 11 / 10, decode 400 / 400 over 340 above, ...
        .contains("| a | TestObject | create | 11.0 | 1.10 |  |  |\n")
        .contains("| a | TestObject | decode | 400.0 | 1.00 |  | 1.18 |\n")
        .contains("| b | TestObject | decode | 330.0 | 1.10 |  | 0.92 |\n")
        .contains("0 of 6 of the report's ratios outside 0.90 to 1.10.")
        .contains("The calibration workload was not timed in both runs' cells")
        .contains("| Forks | 2 |\n")
        .contains("| Warm-up | 5 x 1 s |\n")
        .contains("| JVM flags | `-Xms2g -Xmx2g -XX:+UseG1GC` |\n")
        .contains("| plus, for b | `--add-opens=java.base/java.lang=ALL-UNNAMED` |\n")
        .contains("| Run started | 2026-11-25T01:02:03Z | 2026-11-21T20:24:05Z |\n")
        .contains("| Git commit | 0123456789ab | 85217bf04e88 |\n")
        .contains("| JVM | Test JVM | not recorded |\n")
        .contains("| Machine | Test CPU, 2 cores (JMH's) | Test CPU, 2 cores |\n")
        .doesNotContain("Not comparable");
  }

  @Test
  void theMachinesDriftIsTheReportsCalibrationOverTheCrossChecks() {
    assertThat(CrossCheckReportSection.machineDrift(new Calibrations(10e6, 12.5e6, 8)))
        .contains(
            "took a median 12.500 ms in the report's run and 10.000 ms in serbench's JVMs of"
                + " the cross-check (report / above: 1.25, over the 8 benchmarks both calibrated)");
  }

  @Test
  void aReportOfAnotherMachineIsLeftOutAndSaysWhy(@TempDir Path dir) throws Exception {
    Path jmh = Files.writeString(dir.resolve("jmh-results.json"), JMH);
    Path paired = Files.writeString(dir.resolve("serbench-results.json"), PAIRED);
    Path report = Files.writeString(dir.resolve("results.json"), SERBENCH_TODAY);
    Files.writeString(
        dir.resolve("README.md"),
        "| What | Value |\n| :--- | :--- |\n| CPU | Other CPU |\n| Cores | 2 |\n");
    Path page = dir.resolve("jmh/README.md");

    JmhCrossCheck.write(jmh, paired, report, page);

    assertThat(Files.readString(page))
        .contains("2 of 4 ratios outside")
        .contains(
            "**Not comparable: JMH ran on Test CPU, 2 cores, the report's run on Other CPU, 2"
                + " cores.** The report's numbers are left out")
        .doesNotContain("of the report's ratios")
        .contains("| JVM flags | `-Xms2g -Xmx2g -XX:+UseG1GC` |\n");
  }

  @Test
  void withoutAReportThePageComparesTheCrossChecksOwnMeasurements(@TempDir Path dir)
      throws Exception {
    Path jmh = Files.writeString(dir.resolve("jmh-results.json"), JMH);
    Path paired = Files.writeString(dir.resolve("serbench-results.json"), PAIRED);
    Path page = dir.resolve("jmh/README.md");

    JmhCrossCheck.write(jmh, paired, dir.resolve("results.json"), page);

    assertThat(Files.readString(page))
        .contains("2 of 4 ratios outside")
        .contains("No report's results.json to compare.");
  }

  @Test
  void aMissingFileStopsWithItsName(@TempDir Path dir) throws Exception {
    Path jmh = Files.writeString(dir.resolve("jmh-results.json"), JMH);
    Path absent = dir.resolve("serbench-results.json");

    assertThatThrownBy(() -> JmhCrossCheck.write(jmh, absent, absent, dir.resolve("page.md")))
        .isInstanceOf(IOException.class)
        .hasMessage(
            "no serbench results of the cross-check at "
                + absent
                + ": run ./mvnw -Pjmh verify to write them");
    assertThat(dir.resolve("page.md")).doesNotExist();
  }

  @Test
  void aCorruptFileStopsWithItsName(@TempDir Path dir) throws Exception {
    Path jmh = Files.writeString(dir.resolve("jmh-results.json"), JMH.substring(0, 100));
    Path serbench = Files.writeString(dir.resolve("results.json"), SERBENCH_TODAY);

    assertThatThrownBy(() -> JmhCrossCheck.write(jmh, serbench, serbench, dir.resolve("page.md")))
        .isInstanceOf(IOException.class)
        .hasMessageStartingWith("cannot read " + jmh + " as JMH results: ");
  }

  @Test
  void serbenchsOwnResultsAreNotTakenForJmhs(@TempDir Path dir) throws Exception {
    Path notJmh = Files.writeString(dir.resolve("jmh-results.json"), SERBENCH_TODAY);

    assertThatThrownBy(() -> JmhCrossCheck.write(notJmh, notJmh, notJmh, dir.resolve("page.md")))
        .isInstanceOf(IOException.class)
        .hasMessageContaining(notJmh.toString())
        .hasMessageContaining("lacks the parameters codec and dataSet");
  }

  private static JsonNode read(String json) throws IOException {
    return JSON.readTree(json);
  }

  /** The machine flag the cross-check gives JMH's forks, as it appears in their jvmArgs. */
  private static final String MACHINE = "\"-Dserbench.machine=Test CPU, 2 cores\"";

  private static String array(String... entries) {
    return "[" + String.join(",", entries) + "]";
  }

  /** One entry as JMH writes it, trimmed to the fields the page reads. */
  private static String jmh(String codec, String dataSet, String phase, double score, double err) {
    String flags =
        codec.equals("b")
            ? "\"-Xms2g\",\"-Xmx2g\",\"-XX:+UseG1GC\",\"--add-opens=java.base/java.lang=ALL-UNNAMED\","
                + MACHINE
            : "\"-Xms2g\",\"-Xmx2g\",\"-XX:+UseG1GC\"," + MACHINE;
    return String.format(
        Locale.ROOT,
        "{\"jmhVersion\":\"1.37\",\"benchmark\":\"org.serbench.jmh.CodecBenchmark.%s\","
            + "\"mode\":\"avgt\",\"threads\":1,\"forks\":2,\"jvmArgs\":[%s],"
            + "\"vmName\":\"OpenJDK 64-Bit Server VM\",\"vmVersion\":\"17\","
            + "\"warmupIterations\":5,\"warmupTime\":\"1 s\",\"measurementIterations\":5,"
            + "\"measurementTime\":\"1 s\",\"params\":{\"codec\":\"%s\",\"dataSet\":\"%s\"},"
            + "\"primaryMetric\":{\"score\":%s,\"scoreError\":%s,\"scoreUnit\":\"ns/op\"}}",
        phase,
        flags,
        codec,
        dataSet,
        score,
        err);
  }

  /** One entry as serbench's results.json has it, without an error. */
  private static String serbench(String codec, String dataSet, String phase, double score) {
    return String.format(
        Locale.ROOT,
        "{\"benchmark\":\"org.serbench.%s.%s\",\"params\":{\"codec\":\"%s\"},"
            + "\"primaryMetric\":{\"score\":%s,\"scoreUnit\":\"ns/op\"}}",
        dataSet,
        phase,
        codec,
        score);
  }

  /** One entry as the cross-check's serbench results have it: an error, the run, the JVM. */
  private static String serbench(
      String codec, String dataSet, String phase, double score, double error) {
    return String.format(
        Locale.ROOT,
        "{\"benchmark\":\"org.serbench.%s.%s\",\"jvm\":\"Test JVM\","
            + "\"params\":{\"codec\":\"%s\"},"
            + "\"primaryMetric\":{\"score\":%s,\"scoreError\":%s,\"scoreUnit\":\"ns/op\"},"
            + "\"serbenchRun\":{\"commit\":\"0123456789abcdef\",\"started\":"
            + "\"2026-11-25T01:02:03Z\"}}",
        dataSet,
        phase,
        codec,
        score,
        error);
  }
}
