package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serbench.engine.Result;
import org.serbench.engine.ResultFile;
import org.serbench.engine.Variants;

/**
 * The versions page on fixed results: a later version twice as fast, a failure it fixes, and a
 * field it loses.
 */
class VersionsPageTest {
  @TempDir Path run;

  @Test
  void noVariantsMakeNoPage() throws IOException {
    assertThat(VersionsPage.render(run, "started x, commit y")).isEmpty();
  }

  @Test
  void ratiosIntervalsReadingsOutcomesAndLoadedVersions() throws IOException {
    List<Result> measured =
        MarkdownReportTest.results().stream()
            .filter(r -> r.status() == Result.Status.OK && r.dataSet().equals("TestObject"))
            .limit(3)
            .toList();
    Result fast = measured.get(0);
    Result fixed = measured.get(1);
    Result lost = measured.get(2);
    write("5.5.0", with(fast, Result.Status.OK, "5.5.0", 1.0));
    write("5.6.2", with(fast, Result.Status.OK, "5.6.2", 0.5));
    write("5.5.0", with(fixed, Result.Status.FAILED, "5.5.0", 1.0));
    write("5.6.2", with(fixed, Result.Status.OK, "5.6.2", 1.0));
    write("5.5.0", with(lost, Result.Status.OK, "5.5.0", 1.0));
    write("5.6.2", with(lost, Result.Status.MISMATCH, "5.6.2", 1.0));
    Files.writeString(run.resolve(Variants.DIR).resolve(Variants.ORDER_FILE), "kryo=5.5.0,5.6.2\n");

    String page = VersionsPage.render(run, "started x, commit y");

    assertThat(page)
        .contains("`-Dserbench.variants=kryo=5.5.0,5.6.2`")
        .contains("## kryo.version: 5.5.0 against 5.6.2")
        .contains("| com.esotericsoftware:kryo | 5.5.0 | 5.6.2 |")
        .contains("### TestObject");
    assertThat(row(page, fast.codec(), "encode, ns")).contains("| 0.50 |").contains("faster (p");
    assertThat(row(page, fast.codec(), "size, B")).contains("| 1.000 |").contains("same");
    assertThat(row(page, fixed.codec(), "outcome")).contains("better (a fix)");
    assertThat(row(page, lost.codec(), "outcome")).contains("worse");
  }

  private static String row(String page, String codec, String measure) {
    return Arrays.stream(page.split("\n"))
        .filter(l -> l.startsWith("| " + codec + " | " + measure + " |"))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no row " + codec + ", " + measure + ":\n" + page));
  }

  private void write(String version, Result r) throws IOException {
    Path dir = run.resolve(Variants.DIR).resolve("kryo").resolve(version);
    Files.createDirectories(dir);
    ResultFile.write(r, dir.resolve(ResultFile.fileName(r.codec(), r.dataSet())));
  }

  /** {@code r} with another status, loaded library version, and its times scaled. */
  private static Result with(Result r, Result.Status status, String version, double factor) {
    Result.Samples s = r.samples();
    return new Result(
        r.codec(),
        r.dataSet(),
        status,
        status == Result.Status.OK ? "" : "com.example.Boom: no",
        status == Result.Status.OK ? "" : "decode",
        r.configuration(),
        Map.of("com.esotericsoftware:kryo", version),
        r.objects(),
        r.batches(),
        r.warmup(),
        r.seed(),
        r.jvm(),
        r.jvmFlags(),
        r.isolation(),
        r.machine(),
        r.calibrationNs(),
        r.started(),
        r.finished(),
        r.cold(),
        MarkdownReportTest.scaled(s, factor),
        r.gc(),
        r.size(),
        r.runs(),
        r.scaling(),
        r.forks(),
        "");
  }
}
