package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serbench.codec.CodecSpec;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.engine.Result;
import org.serbench.engine.ResultFile;
import org.serbench.registry.CodecRegistry;

class RunPartsTest {
  private static final Instant FIRST = Instant.parse("2026-01-31T09:00:00Z");
  private static final Instant SECOND = Instant.parse("2026-02-01T14:00:00Z");
  private static final Predicate<String> FORKED = name -> name.equals("TestObject");

  @TempDir Path dir;

  @Test
  void partsThatMeasureEveryCellOnceRenderOneReportThatNamesEachPart() throws Exception {
    Path a = part("a", SECOND, FORKED, Duration.ofMinutes(90));
    Path b = part("b", FIRST, FORKED.negate(), Duration.ofMinutes(100));
    Path report = dir.resolve("report");

    RunParts.render(report, List.of(a, b));

    String index = Files.readString(report.resolve(ReportWriter.FILE));
    assertThat(index)
        .contains("| Run started | " + FIRST + " |")
        .contains("| Wall time | 190 min 00 s, measured in 2 parts")
        .contains("| Part 1 | started " + FIRST + ", 100 min 00 s: media.1, media.2,")
        .contains("| Part 2 | started " + SECOND + ", 90 min 00 s: TestObject |");
    assertThat(Files.readString(report.resolve(MarkdownReport.pageFile("TestObject"))))
        .startsWith("[serbench report](README.md) of " + FIRST)
        .contains("this data set was measured in part 2 of 2, started " + SECOND);
    Path kept = report.resolve(KeptResults.FOLDER);
    assertThat(Files.readString(kept.resolve(ReportWriter.RUN_FILE))).contains("parts=2");

    ReportWriter.main(new String[] {kept.toString(), report.toString()});

    assertThat(Files.readString(report.resolve(ReportWriter.FILE))).isEqualTo(index);
  }

  @Test
  void aDataSetMeasuredInTwoPartsIsRefusedBeforeAnythingIsWritten() throws Exception {
    Path a = part("a", FIRST, FORKED, Duration.ofMinutes(1));
    Path b = part("b", SECOND, name -> true, Duration.ofMinutes(1));
    Path out = dir.resolve("joined");

    assertThatThrownBy(() -> RunParts.join(List.of(a, b), out))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("data set TestObject was measured in " + a + " and in " + b);
    assertThat(out).doesNotExist();
  }

  @Test
  void partsOfTwoCommitsAreRefused() throws Exception {
    Path a = part("a", FIRST, FORKED, Duration.ofMinutes(1));
    Path b = part("b", SECOND, FORKED.negate(), Duration.ofMinutes(1));
    Path record = b.resolve(ReportWriter.RUN_FILE);
    Files.writeString(record, Files.readString(record) + "gitCommit=0123456789ab\n");

    assertThatThrownBy(() -> RunParts.join(List.of(a, b), dir.resolve("joined")))
        .hasMessageContaining("the parts differ in gitCommit")
        .hasMessageContaining("'0123456789ab' in " + b);
  }

  @Test
  void partsThatLeaveACellUnmeasuredAreRefusedNamingIt() throws Exception {
    Path a = part("a", FIRST, FORKED, Duration.ofMinutes(1));
    Path b = part("b", SECOND, FORKED.negate(), Duration.ofMinutes(1));
    String codec = CodecRegistry.all().get(0).name();
    Files.delete(b.resolve(ResultFile.fileName(codec, "Master")));

    assertThatThrownBy(() -> RunParts.join(List.of(a, b), dir.resolve("joined")))
        .hasMessageContaining("the parts leave 1 cells of the suite unmeasured")
        .hasMessageContaining(codec + " on Master");
  }

  @Test
  void oneDirectoryIsNoRunInParts() throws Exception {
    Path a = part("a", FIRST, name -> true, Duration.ofMinutes(1));

    assertThatThrownBy(() -> RunParts.join(List.of(a), dir.resolve("joined")))
        .hasMessageContaining("two or more parts");
    assertThatThrownBy(() -> RunParts.join(List.of(a, dir), dir.resolve("joined")))
        .hasMessageContaining(dir + " is not a run's result directory");
  }

  /** A run started then, with one result of every codec on the data sets chosen. */
  private Path part(String name, Instant started, Predicate<String> dataSets, Duration wallTime)
      throws Exception {
    Path results = dir.resolve(name);
    ReportWriter.recordRun(
        results, started, "full", "off: this run rewrote the baseline", "run", dir);
    for (DataSet<?> dataSet : DataSets.all()) {
      if (!dataSets.test(dataSet.name())) {
        continue;
      }
      for (CodecSpec codec : CodecRegistry.all()) {
        Result r = Fixtures.cell(codec.name(), dataSet.name(), started.plus(wallTime));
        ResultFile.write(r, results.resolve(ResultFile.fileName(r.codec(), r.dataSet())));
      }
    }
    return results;
  }
}
