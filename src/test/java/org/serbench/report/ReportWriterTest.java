package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serbench.engine.Result;
import org.serbench.engine.ResultFile;

class ReportWriterTest {
  @TempDir Path dir;

  @Test
  void theRunIsRecordedOnceAtItsStartAndTheReportAssembledFromItsFiles() throws Exception {
    Path results = dir.resolve("results");
    Path report = dir.resolve("report");
    Instant started = MarkdownReportTest.ENVIRONMENT.runStarted();
    ReportWriter.recordRun(results, started, "full", "on", dir);
    String recorded = Files.readString(results.resolve(ReportWriter.RUN_FILE));
    ReportWriter.recordRun(results, started.plusSeconds(5), "quick", "off", dir);
    for (Result r : MarkdownReportTest.results()) {
      ResultFile.write(r, results.resolve(ResultFile.fileName(r.codec(), r.dataSet())));
    }

    ReportWriter.main(new String[] {results.toString(), report.toString()});

    assertThat(Files.readString(results.resolve(ReportWriter.RUN_FILE))).isEqualTo(recorded);
    String markdown = Files.readString(report.resolve(ReportWriter.FILE));
    assertThat(markdown)
        .contains("| Run started | " + started + " |")
        .contains("| Profile | full |")
        .contains("| Regression gate | on |")
        .contains("| Git commit | unknown (not a git checkout) |");
    assertThat(report.resolve(ReportWriter.JSON_FILE)).exists();
    assertThat(report.resolve(ReportWriter.CSV_FILE)).exists();
  }

  @Test
  void assemblingWithoutTheRunRecordIsAnError() {
    assertThatThrownBy(() -> ReportWriter.main(new String[] {dir.toString(), dir.toString()}))
        .hasMessageContaining("run.properties")
        .hasMessageContaining("no 'gitCommit'");
  }
}
