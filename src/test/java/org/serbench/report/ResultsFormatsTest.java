package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.serbench.engine.Result;

/** results.json (JMH's format), results.csv and the comparison of two runs. */
class ResultsFormatsTest {
  private final List<Result> results = MarkdownReportTest.results();

  @Test
  void resultsJsonHasTheFieldsJmhToolsRead() throws Exception {
    JsonNode json = new ObjectMapper().readTree(JmhJson.render(results));

    assertThat(json.isArray()).isTrue();
    assertThat(json)
        .hasSize(3 * 5); // three measured codecs, five phases; the unsupported one has none
    JsonNode first = json.get(1);
    assertThat(first.path("benchmark").asText()).isEqualTo("org.serbench.TestObject.ser");
    assertThat(first.path("mode").asText()).isEqualTo("avgt");
    assertThat(first.path("params").path("codec").asText()).isEqualTo("json/fast");
    JsonNode primary = first.path("primaryMetric");
    assertThat(primary.path("score").asDouble()).isPositive();
    assertThat(primary.path("scoreError").asDouble()).isPositive();
    assertThat(primary.path("scoreConfidence")).hasSize(2);
    assertThat(primary.path("scorePercentiles").has("99.9")).isTrue();
    assertThat(primary.path("scoreUnit").asText()).isEqualTo("ns/op");
    assertThat(primary.path("rawData").get(0)).hasSize(20);
    JsonNode alloc = first.path("secondaryMetrics").path("·gc.alloc.rate.norm");
    assertThat(alloc.path("scoreUnit").asText()).isEqualTo("B/op");
    // The fixture's encoder allocates the 26,669 bytes it writes an object and 100 to 110 more.
    assertThat(alloc.path("score").asDouble()).isBetween(26_769.0, 26_779.0);
  }

  @Test
  void eachTimeCarriesTheMarkdownsNinetyFivePercentIntervalBesideJmhsNinetyNinePointNine()
      throws Exception {
    JsonNode ser = new ObjectMapper().readTree(JmhJson.render(results)).get(1);
    JsonNode primary = ser.path("primaryMetric");
    Result jsonFast =
        results.stream().filter(r -> r.codec().equals("json/fast")).findFirst().orElseThrow();
    MeasuredRow row = new MeasuredRow(jsonFast, JvmSpread.of(results));

    assertThat(ser.path("params").path("codec").asText()).isEqualTo("json/fast");
    assertThat(primary.path(JmhJson.ERROR_95).asDouble())
        .isCloseTo(
            row.ser.ciHalfWidth() / 1000, org.assertj.core.data.Percentage.withPercentage(1e-6))
        .isLessThan(primary.path("scoreError").asDouble());
  }

  @Test
  void aCellMeasuredInTwoJvmsHasARawDataArrayPerJvmAsJmhHasPerFork() throws Exception {
    Result twoJvms =
        inJvms(
            results.get(0),
            new Result.Fork(12, 7, 1_000, true, 0),
            new Result.Fork(8, 9, 1, true, 0));

    JsonNode ser = new ObjectMapper().readTree(JmhJson.render(List.of(twoJvms))).get(1);

    assertThat(ser.path("forks").asInt()).isEqualTo(2);
    assertThat(ser.path("measurementIterations").asInt()).isEqualTo(12);
    assertThat(ser.path("warmupIterations").asInt()).isEqualTo(9);
    JsonNode raw = ser.path("primaryMetric").path("rawData");
    assertThat(raw).hasSize(2);
    assertThat(raw.get(0)).hasSize(12);
    assertThat(raw.get(1)).hasSize(8);
    double[] samples = org.serbench.engine.Metric.SER.samples(twoJvms);
    assertThat(raw.get(1).get(0).asDouble()).isEqualTo(samples[12]);
    assertThat(ser.path("secondaryMetrics").path("·gc.alloc.rate.norm").path("rawData")).hasSize(2);
    assertThat(ser.path("secondaryMetrics").path("·size.bytes").path("rawData")).hasSize(1);
  }

  @Test
  void jvmsWhoseBatchesDoNotAddUpToTheSamplesGiveOneRawDataArray() throws Exception {
    Result mismatched =
        inJvms(
            results.get(0), new Result.Fork(3, 7, 1, true, 0), new Result.Fork(2, 7, 1, true, 0));

    JsonNode ser = new ObjectMapper().readTree(JmhJson.render(List.of(mismatched))).get(1);

    assertThat(ser.path("forks").asInt()).isEqualTo(1);
    assertThat(ser.path("primaryMetric").path("rawData")).hasSize(1);
    assertThat(ser.path("primaryMetric").path("rawData").get(0)).hasSize(20);
  }

  @Test
  void resultsCsvHasAHeaderAndARowPerCodecDataSetAndMetric() {
    List<String> lines = CsvResults.render(results).lines().toList();

    assertThat(lines.get(0)).isEqualTo(CsvResults.HEADER);
    assertThat(lines).hasSize(1 + 3 * org.serbench.engine.Metric.values().length);
    assertThat(lines.get(1)).startsWith("json/fast,TestObject,create.ns/op,ns/op,20,");
  }

  @Test
  void aRunComparedWithItselfChangesNothingSignificantly(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("results.json"), JmhJson.render(results));
    JsonNode json = Comparison.read(file);

    String comparison = Comparison.render("old.json", json, json);

    assertThat(comparison)
        .contains("| org.serbench.TestObject.ser | json/fast |")
        .contains("+0.0% |")
        .contains("| geometric mean |");
    assertThat(comparison.lines().filter(l -> l.startsWith("| org.serbench")))
        .hasSize(15)
        .allSatisfy(l -> assertThat(l).endsWith("| ~ |"));
  }

  @Test
  void aTwiceSlowerRunIsSignificantAndShowsInTheGeometricMean() throws Exception {
    JsonNode old = scaled(1, 1);
    JsonNode slower = scaled(2, 1);

    String comparison = Comparison.render("old.json", old, slower);

    assertThat(comparison).contains("| geometric mean |  |  |  |  | +100.0% |");
    assertThat(comparison.lines().filter(l -> l.startsWith("| org.serbench")))
        .allSatisfy(l -> assertThat(l).contains("+100.0%").doesNotEndWith("| ~ |"));
  }

  /**
   * A 6% change against scores whose errors (as the spread between JVMs makes them) are a standard
   * error of {@code relativeError} on either side: within 4% it is noise, though ser's 20 batches
   * of each side (5% apart) would alone call it significant (Welch's t about 3.8); within 1% it is
   * not.
   */
  @ParameterizedTest
  @CsvSource({"0.04, false", "0.01, true"})
  void aChangeIsSignificantOnlyBeyondTheScoresErrors(double relativeError, boolean significant)
      throws Exception {
    JsonNode old = withRelativeError(scaled(1, 1), relativeError);
    JsonNode slower = withRelativeError(scaled(1.06, 1), relativeError);

    String comparison = Comparison.render("old.json", old, slower);

    assertThat(comparison.lines().filter(l -> l.startsWith("| org.serbench")))
        .hasSize(15)
        .allSatisfy(
            l -> assertThat(l.contains("+6.0%") && l.endsWith("| ~ |") != significant).isTrue());
  }

  @Test
  void theSummaryGivesTheMedianAndNinetiethPercentileOfTheChangesPerPhase() {
    // Ten changes of ser, 1% to 10%; two of decode, 2% and 4%.
    java.util.Map<String, List<Double>> changes = new java.util.TreeMap<>();
    List<Double> ser = new java.util.ArrayList<>();
    for (int i = 1; i <= 10; i++) {
      ser.add(i / 100.0);
    }
    changes.put("ser", ser);
    changes.put("decode", List.of(0.02, 0.04));
    List<Double> all = new java.util.ArrayList<>(ser);
    all.addAll(changes.get("decode"));
    changes.put("all", all);

    StringBuilder out = new StringBuilder();
    Comparison.summary(changes).appendTo(out);

    assertThat(out.toString().lines())
        .containsSubsequence(
            "| decode | 2 | 3.0% | 3.8% | 4.0% |",
            "| ser | 10 | 5.5% | 9.1% | 10.0% |", "| all | 12 | 4.5% | 8.9% | 10.0% |");
  }

  @Test
  void aRunOnASlowerMachineChangesNothingRelativeToTheCalibration() throws Exception {
    JsonNode old = scaled(1, 1);
    JsonNode slower = scaled(1.2, 1.2);

    String comparison = Comparison.render("old.json", old, slower);

    assertThat(comparison)
        .contains("Median signed change (new / old - 1 over all): +20.0%")
        .contains(
            "took a median 1.000 ms in the old run and 1.200 ms in the new (+20.0%, over the 15")
        .containsSubsequence(
            "| all | 15 | 20.0% | 20.0% | 20.0% |", "| all | 15 | 0.0% | 0.0% | 0.0% |");
  }

  @Test
  void calibrationsAreMediansOverTheBenchmarksBothRunsCalibrated() throws Exception {
    JsonNode old = scaled(1, 1);
    JsonNode slower = scaled(1, 1.5);
    ((com.fasterxml.jackson.databind.node.ObjectNode) old.get(0).path("secondaryMetrics"))
        .remove(JmhJson.CALIBRATION);

    ChangeStatistics.Calibrations calibrations = ChangeStatistics.Calibrations.of(old, slower);

    assertThat(calibrations.benchmarks()).isEqualTo(14); // 15 less the one the old run lacks
    assertThat(calibrations.oldNs()).isEqualTo(1_000_000.0);
    assertThat(calibrations.newNs()).isEqualTo(1_500_000.0);
    assertThat(calibrations.speed()).isEqualTo(1.5);
  }

  @Test
  void aComparisonWithoutCalibrationsSaysTheMachinesSpeedIsNotSeparated() throws Exception {
    ObjectMapper mapper = new ObjectMapper();
    JsonNode json = mapper.readTree(JmhJson.render(results));
    for (JsonNode b : json) {
      ((com.fasterxml.jackson.databind.node.ObjectNode) b.path("secondaryMetrics"))
          .remove(JmhJson.CALIBRATION);
    }

    assertThat(Comparison.render("old.json", json, json))
        .contains("the machine's change of speed is not separated from the codecs'");
  }

  @Test
  void aComparisonOfTwoRunsSummarisesTheirRepeatability() throws Exception {
    JsonNode json = new ObjectMapper().readTree(JmhJson.render(results));

    assertThat(Comparison.render("old.json", json, json))
        .contains("run-to-run repeatability")
        .contains("| all phases of TestObject | 15 | 0.0% | 0.0% | 0.0% |")
        .contains("| all | 15 | 0.0% | 0.0% | 0.0% |");
  }

  @Test
  void theComparisonNamesEachRunsJvmCommitAndStart() throws Exception {
    ObjectMapper mapper = new ObjectMapper();
    JsonNode old =
        mapper.readTree(
            JmhJson.render(results, "abc123", java.time.Instant.parse("2026-11-20T10:00:00Z")));
    JsonNode current =
        mapper.readTree(
            JmhJson.render(results, "def456", java.time.Instant.parse("2026-11-23T09:30:00Z")));

    String comparison = Comparison.render("old.json", old, current);

    String jvm = results.get(0).jvm();
    assertThat(comparison)
        .contains("| old | old.json | " + jvm + " | abc123 | 2026-11-20T10:00:00Z |")
        .contains("| new | this run | " + jvm + " | def456 | 2026-11-23T09:30:00Z |");
  }

  @Test
  void aResultsFileWithoutRunInformationSaysSo() throws Exception {
    JsonNode json = new ObjectMapper().readTree(JmhJson.render(results));

    assertThat(Comparison.render("old.json", json, json))
        .contains("| not recorded | not recorded |");
  }

  @Test
  void twoResultsFilesAreComparedWithoutMeasuring(@TempDir Path dir) throws Exception {
    Path old = Files.writeString(dir.resolve("old.json"), JmhJson.render(results));
    Path current = Files.createDirectories(dir.resolve("new")).resolve("results.json");
    Files.writeString(current, JmhJson.render(results));

    Comparison.main(new String[] {old.toString(), current.toString()});

    assertThat(Files.readString(current.resolveSibling(ReportWriter.COMPARISON_FILE)))
        .contains("| new | " + current + " |")
        .contains(current + " against " + old)
        .contains("| all | 15 | 0.0% | 0.0% | 0.0% |");
  }

  /**
   * Two JVMs per benchmark, their means 90 and 110: each is 10% off the cell's mean, which, scaled
   * by sqrt(2) for two JVMs and by 1.4826 from a median deviation to a sigma, is a spread of 20.97%
   * of one JVM's mean. A mean of two then has a standard error of 20.97% / sqrt(2) in each run, and
   * the change between runs a standard deviation of 20.97%: its size's median is 0.6745 of that
   * (14.14%) and its 90th percentile 1.6449 of it (34.49%).
   */
  @Test
  void theChangesFreshJvmsAloneMakeFollowFromEachRunsSpreadBetweenJvms() throws Exception {
    JsonNode run = twoJvmRun(90, 110);

    ChangeStatistics.JvmNoise noise = ChangeStatistics.JvmNoise.of(run, run);

    assertThat(noise.oldSpread()).isCloseTo(0.2097, within(1e-4));
    assertThat(noise.newSpread()).isCloseTo(0.2097, within(1e-4));
    assertThat(noise.medianChange()).isCloseTo(0.1414, within(1e-4));
    assertThat(noise.p90Change()).isCloseTo(0.3449, within(1e-4));
    assertThat(noise.benchmarks()).isEqualTo(2); // ser and encode; only ser gives the spread
    assertThat(Comparison.render("old.json", run, run))
        .contains("moved a typical 21.0% from one JVM to the next in the old run and 21.0% in")
        .contains("a median change of about 14.1% and a 90th percentile of about 34.5%");
  }

  @Test
  void theSizeOfANormalChangeHasTheKnownQuantiles() {
    double[] one = {1};

    assertThat(ChangeStatistics.JvmNoise.quantile(one, 0.5)).isCloseTo(0.6745, within(1e-4));
    assertThat(ChangeStatistics.JvmNoise.quantile(one, 0.9)).isCloseTo(1.6449, within(1e-4));
    // Half the benchmarks without noise: their changes are 0, the median of all is the others'
    // 0th percentile, 0; the 90th percentile is the others' 80th, 1.2816.
    double[] mixed = {0, 0, 1, 1};
    assertThat(ChangeStatistics.JvmNoise.quantile(mixed, 0.5)).isCloseTo(0, within(1e-4));
    assertThat(ChangeStatistics.JvmNoise.quantile(mixed, 0.9)).isCloseTo(1.2816, within(1e-4));
  }

  @Test
  void runsOfOneJvmPerCellLeaveTheJvmsShareOfTheChangesUnknown() throws Exception {
    JsonNode oneJvm = new ObjectMapper().readTree(JmhJson.render(results));

    assertThat(ChangeStatistics.JvmNoise.of(oneJvm, twoJvmRun(90, 110))).isNull();
    assertThat(Comparison.render("old.json", oneJvm, oneJvm))
        .contains("how much of the changes a fresh JVM alone makes is not known");
  }

  /** A results file of one codec's ser and encode, each measured in two JVMs of two batches. */
  private static JsonNode twoJvmRun(double first, double second) throws Exception {
    StringBuilder json = new StringBuilder("[");
    for (String phase : List.of("ser", "encode")) {
      json.append(json.length() > 1 ? "," : "")
          .append("{\"benchmark\": \"org.serbench.TestObject.")
          .append(phase)
          .append("\", \"params\": {\"codec\": \"c\"}, \"primaryMetric\": {\"score\": ")
          .append((first + second) / 2)
          .append(", \"scoreError\": 1, \"scoreUnit\": \"ns/op\", \"rawData\": [[")
          .append(first)
          .append(", ")
          .append(first)
          .append("], [")
          .append(second)
          .append(", ")
          .append(second)
          .append("]]}}");
    }
    return new ObjectMapper().readTree(json.append("]").toString());
  }

  @Test
  void aFileThatIsNotJmhResultsIsRejectedByName(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("broken.json"), "{\"not\": \"an array\"}");

    assertThatThrownBy(() -> Comparison.read(file))
        .hasMessageContaining("cannot read " + file + " as JMH results");
  }

  /**
   * {@code json} with every score's scoreError set to JMH's 99.9% interval of a standard error of
   * {@code relative} times the score.
   */
  private static JsonNode withRelativeError(JsonNode json, double relative) {
    for (JsonNode b : json) {
      com.fasterxml.jackson.databind.node.ObjectNode m =
          (com.fasterxml.jackson.databind.node.ObjectNode) b.path("primaryMetric");
      int n = 0;
      for (JsonNode jvm : m.path("rawData")) {
        n += jvm.size();
      }
      double t =
          new org.apache.commons.math3.distribution.TDistribution(n - 1)
              .inverseCumulativeProbability(1 - (1 - JmhJson.JMH_CONFIDENCE) / 2);
      m.put("scoreError", relative * m.path("score").asDouble() * t);
    }
    return json;
  }

  /** {@code r} as measured by the given JVMs. */
  private static Result inJvms(Result r, Result.Fork... jvms) {
    return MarkdownReportTest.copy(r, r.jvm(), r.samples(), List.of(jvms));
  }

  /** Multiplies a metric's score and raw samples by {@code factor}, as a slower run would. */
  /**
   * The fixture's results.json with every time multiplied by {@code times} and every calibration by
   * {@code calibration}.
   */
  private JsonNode scaled(double times, double calibration) throws Exception {
    JsonNode json = new ObjectMapper().readTree(JmhJson.render(results));
    for (JsonNode b : json) {
      scale(b.path("primaryMetric"), times);
      scale(b.path("secondaryMetrics").path(JmhJson.CALIBRATION), calibration);
    }
    return json;
  }

  private static void scale(JsonNode metric, double factor) {
    com.fasterxml.jackson.databind.node.ObjectNode m =
        (com.fasterxml.jackson.databind.node.ObjectNode) metric;
    m.put("score", m.path("score").asDouble() * factor);
    for (JsonNode fork : m.path("rawData")) {
      com.fasterxml.jackson.databind.node.ArrayNode raw =
          (com.fasterxml.jackson.databind.node.ArrayNode) fork;
      for (int i = 0; i < raw.size(); i++) {
        raw.set(i, raw.numberNode(raw.get(i).asDouble() * factor));
      }
    }
  }
}
