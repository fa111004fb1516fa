package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.serbench.engine.IsolatedRun;
import org.serbench.engine.Result;

/**
 * The report against a golden file, from results drawn from {@code Random(12345)} and a fixed
 * environment. After an intended change of the report, rewrite the golden file with {@code ./mvnw
 * test -Dtest=MarkdownReportTest -Dserbench.updateGolden=true} and review its diff.
 */
class MarkdownReportTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden/report.md");

  static final Environment ENVIRONMENT =
      new Environment(
          Instant.parse("2026-01-31T12:00:00Z"),
          Duration.ofSeconds(754),
          "full",
          "0123456789ab",
          "Linux 6.1 amd64",
          "Test CPU @ 3.00GHz",
          2,
          25L * 1024 * 1024 * 1024,
          "on: compared with the baseline, tolerance 35%",
          "run",
          List.of());

  static List<Result> results() {
    Random random = new Random(12345);
    List<Result> results = new ArrayList<>();
    String[] codecs = {"json/fast", "json/slow", "binary/small"};
    double[] serNs = {40e6, 120e6, 20e6};
    for (int c = 0; c < codecs.length; c++) {
      results.add(result(codecs[c], serNs[c], random));
    }
    results.add(
        new Result(
            "binary/refusing",
            "TestObject",
            Result.Status.UNSUPPORTED,
            "no schema for TestObject",
            "bind",
            "refuses",
            Map.of(),
            1000,
            20,
            5,
            7,
            "Test JVM 17",
            List.of("-Xmx1g"),
            IsolatedRun.FORKED,
            "Test CPU, 2 cores",
            1_000_000L,
            ENVIRONMENT.runStarted(),
            ENVIRONMENT.runStarted(),
            new Result.ColdStart(0, 0, 0, 0, 0, false),
            new Result.Samples(
                new long[0],
                new long[0],
                new long[0],
                new long[0],
                new long[0],
                new long[0],
                new long[0],
                new long[0]),
            new Result.Gc(0, 0, 0, 0),
            new Result.Size(0, 0, 0),
            Result.Runs.NONE,
            List.of(),
            List.of(),
            ""));
    return results;
  }

  /** {@code r} as if measured by {@code jvm}, with {@code samples}, in the JVMs {@code forks}. */
  static Result copy(Result r, String jvm, Result.Samples samples, List<Result.Fork> forks) {
    return copy(r, r.codec(), jvm, samples, forks);
  }

  /** The samples with every time multiplied by {@code factor}, the allocations as they are. */
  static Result.Samples scaled(Result.Samples s, double factor) {
    return new Result.Samples(
        scale(s.createNs(), factor),
        scale(s.serNs(), factor),
        scale(s.deserNs(), factor),
        s.serAllocBytes(),
        s.deserAllocBytes(),
        scale(s.sameNs(), factor),
        scale(s.decodeNs(), factor),
        scale(s.shallowNs(), factor));
  }

  private static long[] scale(long[] values, double factor) {
    return java.util.Arrays.stream(values).map(v -> Math.round(v * factor)).toArray();
  }

  /** As {@link #copy(Result, String, Result.Samples, List)}, of another codec. */
  static Result copy(
      Result r, String codec, String jvm, Result.Samples samples, List<Result.Fork> forks) {
    return new Result(
        codec,
        r.dataSet(),
        r.status(),
        r.message(),
        r.step(),
        r.configuration(),
        r.libraries(),
        r.objects(),
        r.batches(),
        r.warmup(),
        r.seed(),
        jvm,
        r.jvmFlags(),
        r.isolation(),
        r.machine(),
        r.calibrationNs(),
        r.started(),
        r.finished(),
        r.cold(),
        samples,
        r.gc(),
        r.size(),
        r.runs(),
        r.scaling(),
        forks,
        "");
  }

  private static Result result(String codec, double serNs, Random random) {
    int batches = 20;
    long[] create = new long[batches];
    long[] ser = new long[batches];
    long[] deser = new long[batches];
    long[] serAlloc = new long[batches];
    long[] deserAlloc = new long[batches];
    for (int i = 0; i < batches; i++) {
      create[i] = (long) (serNs * 0.01 * (1 + 0.1 * random.nextGaussian()));
      ser[i] = (long) (serNs * (1 + 0.05 * random.nextGaussian()));
      deser[i] = (long) (serNs * 1.5 * (1 + 0.05 * random.nextGaussian()));
      serAlloc[i] = 1000L * (100 + random.nextInt(10));
      deserAlloc[i] = 1000L * (200 + random.nextInt(10));
    }
    long bytes = 1000L * (5000 + random.nextInt(30000));
    for (int i = 0; i < batches; i++) {
      // An encoder allocates the array it returns, and a little more (Plausibility checks that).
      serAlloc[i] += bytes;
    }
    return new Result(
        codec,
        "TestObject",
        Result.Status.OK,
        "",
        "",
        "configuration of " + codec,
        Map.of("org.example:" + codec.replace('/', '-'), "1." + random.nextInt(10)),
        1000,
        batches,
        5,
        7,
        "Test JVM 17",
        List.of("-Xms1g", "-Xmx1g"),
        IsolatedRun.FORKED,
        "Test CPU, 2 cores",
        1_000_000L,
        ENVIRONMENT.runStarted(),
        ENVIRONMENT.runStarted().plusSeconds(60),
        new Result.ColdStart(
            (long) (random.nextDouble() * 300e6),
            (long) (400e6 + random.nextDouble() * 100e6),
            (long) (serNs * 0.1),
            (long) (serNs * 5),
            (long) (serNs * 6),
            true),
        new Result.Samples(create, ser, deser, serAlloc, deserAlloc, ser, create, create),
        new Result.Gc(
            random.nextInt(20), random.nextInt(200), random.nextInt(20), random.nextInt(200)),
        new Result.Size(bytes, bytes / 3, bytes / 3 - 12000),
        new Result.Runs(
            new long[] {(long) (serNs * 5), (long) (serNs * 2), (long) serNs},
            new long[] {(long) (serNs * 6), (long) (serNs * 3), (long) serNs}),
        List.of(
            new Result.ScalePoint(
                10_000, new long[] {(long) (serNs * 10)}, new long[] {(long) (serNs * 15)}, ""),
            new Result.ScalePoint(
                100_000, new long[0], new long[0], "not run: about 90 s, budget 2 s")),
        List.of(),
        "");
  }

  @Test
  void rendersTheGoldenReport() throws Exception {
    Map<String, String> dataSets = new LinkedHashMap<>();
    dataSets.put("TestObject", "a test object");
    Map<String, String> unavailable =
        Map.of("scala/sbinary", "no release for a Scala that runs on Java 17");
    StringBuilder report =
        new StringBuilder(
            MarkdownReport.render(ENVIRONMENT, dataSets, results(), unavailable, List.of()));
    MarkdownReport.pages(ENVIRONMENT, dataSets, results(), unavailable, null)
        .forEach(
            (file, page) ->
                report.append("\n<!-- ").append(file).append(" -->\n\n").append(page.text()));
    String markdown =
        report
            + "\n<!-- the data set's page -->\n\n"
            + MarkdownReport.renderPage(
                ENVIRONMENT,
                "TestObject",
                "a test object",
                results(),
                "",
                Plausibility.of(results(), null));

    if (Boolean.getBoolean("serbench.updateGolden")) {
      Files.writeString(GOLDEN, markdown, StandardCharsets.UTF_8);
    }
    assertThat(markdown)
        .as(
            "the report differs from %s; if the change is intended, rewrite it with"
                + " -Dserbench.updateGolden=true and review the diff",
            GOLDEN)
        .isEqualTo(Files.readString(GOLDEN, StandardCharsets.UTF_8));
  }

  @Test
  void aLostFieldIsExplainedByTheFieldAndItsTwoValues() {
    Result unsupported = results().get(3);
    Result mismatch =
        new Result(
            "json/x",
            "TestObject",
            Result.Status.MISMATCH,
            "[codec json/x, data set TestObject, object #11: the round trip lost or changed data]\n"
                + "Expecting actual:\n  TestObject[...]\nwhen recursively comparing field by field,"
                + " but found the following difference:\n\nfield/property 'doubleValue' differ:\n"
                + "- actual value  : 1.0000000000000002\n- expected value: 1.0",
            "check",
            unsupported.configuration(),
            unsupported.libraries(),
            1000,
            0,
            0,
            7,
            "JVM",
            List.of(),
            IsolatedRun.FORKED,
            "CPU",
            0,
            ENVIRONMENT.runStarted(),
            ENVIRONMENT.runStarted(),
            unsupported.cold(),
            unsupported.samples(),
            unsupported.gc(),
            unsupported.size(),
            Result.Runs.NONE,
            List.of(),
            List.of(),
            "");

    assertThat(SupportMatrix.reason(mismatch))
        .isEqualTo(
            "[codec json/x, data set TestObject, object #11: the round trip lost or changed data]"
                + " field/property 'doubleValue' differ: actual value  : 1.0000000000000002"
                + " expected value: 1.0");
    assertThat(SupportMatrix.reason(unsupported)).isEqualTo("no schema for TestObject");
  }

  @Test
  void listsFastestFirstAndShowsUnmeasuredCombinationsWithTheirReason() {
    Map<String, String> dataSets = Map.of("TestObject", "a test object");
    String markdown = MarkdownReport.render(ENVIRONMENT, dataSets, results());
    String page =
        MarkdownReport.renderPage(
            ENVIRONMENT,
            "TestObject",
            "a test object",
            results(),
            "",
            Plausibility.of(results(), null));

    String serialization = page.substring(page.indexOf("### Encoding"));
    assertThat(serialization.indexOf("| binary/small |"))
        .isLessThan(serialization.indexOf("| json/fast |"));
    assertThat(serialization.indexOf("| json/fast |"))
        .isLessThan(serialization.indexOf("| json/slow |"));
    assertThat(markdown).contains("## Support matrix").contains("| binary/refusing | n/a |");
    assertThat(SupportMatrix.renderErrors(dataSets.keySet(), results(), Map.of()))
        .contains("| binary/refusing | TestObject | no schema for TestObject |");
  }
}
