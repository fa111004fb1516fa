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
    ReportWriter.recordRun(results, started, "full", "on", "run", dir);
    String recorded = Files.readString(results.resolve(ReportWriter.RUN_FILE));
    ReportWriter.recordRun(results, started.plusSeconds(5), "quick", "off", "codec", dir);
    for (Result r : MarkdownReportTest.results()) {
      ResultFile.write(r, results.resolve(ResultFile.fileName(r.codec(), r.dataSet())));
    }

    ReportWriter.main(new String[] {results.toString(), report.toString()});

    assertThat(Files.readString(results.resolve(ReportWriter.RUN_FILE)))
        .isEqualTo(recorded)
        .contains("spread=run");
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
  void aPerJdkPageFromARunOfItsOwnIsWrittenNamedAndKeptByLaterReports() throws Exception {
    Path results = writeRun("results", "full");
    Path jdkRun = writeRun("jdk-run", "full");
    Path later = jdkRun.resolve(org.serbench.engine.Settings.JDK_DIR_PREFIX + 2);
    for (Result r : MarkdownReportTest.results()) {
      ResultFile.write(r, later.resolve(ResultFile.fileName(r.codec(), r.dataSet())));
    }
    Path report = dir.resolve("report");

    ReportWriter.main(new String[] {results.toString(), report.toString(), jdkRun.toString()});

    Path page = report.resolve(JdkComparison.FILE);
    assertThat(Files.readString(page))
        .contains(
            JdkComparison.OWN_RUN + " (started " + MarkdownReportTest.ENVIRONMENT.runStarted());
    assertThat(Files.readString(report.resolve(ReportWriter.FILE))).contains("(jdks.md)");
    assertThat(Files.readString(report.resolve(JdkComparison.JSON_FILE)))
        .contains("\"jdk\" : ")
        .contains("\"serbenchRun\"");

    ReportWriter.main(new String[] {results.toString(), report.toString()});

    assertThat(page).exists();
    assertThat(Files.readString(report.resolve(ReportWriter.FILE))).contains("(jdks.md)");
  }

  @Test
  void aRunOfOneJdkRemovesAnEarlierRunsOwnPerJdkPage() throws Exception {
    Path results = writeRun("results", "full");
    Path report = Files.createDirectories(dir.resolve("report"));
    Path page = Files.writeString(report.resolve(JdkComparison.FILE), "# serbench on several JDKs");

    ReportWriter.main(new String[] {results.toString(), report.toString()});

    assertThat(page).doesNotExist();
    assertThat(Files.readString(report.resolve(ReportWriter.FILE))).doesNotContain("jdks.md");
  }

  @Test
  void aRepeatabilityPageInTheReportIsLinked() throws Exception {
    Path results = writeRun("results", "full");
    Path report = Files.createDirectories(dir.resolve("report"));
    Files.writeString(report.resolve(ReportWriter.REPEATABILITY_FILE), "# serbench comparison");

    ReportWriter.main(new String[] {results.toString(), report.toString()});

    assertThat(Files.readString(report.resolve(ReportWriter.FILE)))
        .contains("(" + ReportWriter.REPEATABILITY_FILE + ")");
  }

  @Test
  void aJmhCrossCheckPageInTheReportIsLinked() throws Exception {
    Path results = writeRun("results", "full");
    Path report = Files.createDirectories(dir.resolve("report"));

    ReportWriter.main(new String[] {results.toString(), report.toString()});
    assertThat(Files.readString(report.resolve(ReportWriter.FILE)))
        .doesNotContain(JmhCrossCheck.PAGE);

    Path page = report.resolve(JmhCrossCheck.PAGE);
    Files.createDirectories(page.getParent());
    Files.writeString(page, "# Checked against JMH");
    ReportWriter.main(new String[] {results.toString(), report.toString()});
    assertThat(Files.readString(report.resolve(ReportWriter.FILE)))
        .contains("[Checked against JMH](")
        .contains("(" + JmhCrossCheck.PAGE + ")");
  }

  @Test
  void aRunsSafetyResultsBecomeTheSafetyPageLinkedFromTheIndex() throws Exception {
    Path results = writeRun("results", "full");
    Path report = Files.createDirectories(dir.resolve("report"));
    Path file = org.serbench.safety.SafetyFile.of(results, "json/x");
    Files.createDirectories(file.getParent());
    Files.writeString(
        file, "codec\tjson/x\nfidelity\tNaN\trunning\t\nfidelity\tNaN\tchanged\tvalue: NaN\n");

    ReportWriter.main(new String[] {results.toString(), report.toString()});

    assertThat(Files.readString(report.resolve(ReportWriter.FILE))).contains("(safety.md)");
    assertThat(Files.readString(report.resolve(SafetyPage.FILE)))
        .contains("| json/x | **≠** |")
        .contains("- fidelity `NaN`, changed: value: NaN");

    Files.delete(file);
    ReportWriter.main(new String[] {results.toString(), report.toString()});
    assertThat(report.resolve(SafetyPage.FILE)).doesNotExist();
  }

  @Test
  void aReportRendersAgainFromTheResultsKeptBesideIt() throws Exception {
    Path results = writeRun("run", "full");
    Path report = dir.resolve("report");
    ReportWriter.main(new String[] {results.toString(), report.toString()});
    String first = Files.readString(report.resolve(ReportWriter.FILE));
    Path kept = report.resolve(KeptResults.FOLDER);
    assertThat(kept.resolve(ReportWriter.RUN_FILE)).exists();
    assertThat(first).contains("(" + KeptResults.FOLDER + "/)");

    // The run's own directory is gone, as in a fresh clone of the repository.
    try (var walk = Files.walk(results)) {
      for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
    ReportWriter.main(new String[] {kept.toString(), report.toString()});

    assertThat(Files.readString(report.resolve(ReportWriter.FILE))).isEqualTo(first);
  }

  /** A run's directory with its record and the golden results. */
  private Path writeRun(String name, String profile) throws Exception {
    Path results = dir.resolve(name);
    ReportWriter.recordRun(
        results, MarkdownReportTest.ENVIRONMENT.runStarted(), profile, "on", "run", dir);
    for (Result r : MarkdownReportTest.results()) {
      ResultFile.write(r, results.resolve(ResultFile.fileName(r.codec(), r.dataSet())));
    }
    return results;
  }

  @Test
  void assemblingWithoutTheRunRecordIsAnError() {
    assertThatThrownBy(() -> ReportWriter.main(new String[] {dir.toString(), dir.toString()}))
        .hasMessageContaining("run.properties")
        .hasMessageContaining("no 'gitCommit'");
  }
}
