package org.serbench.junit;

import java.io.IOException;
import java.nio.file.Path;
import org.serbench.data.DataSets;
import org.serbench.engine.AtomicWrite;
import org.serbench.engine.ConsoleText;
import org.serbench.engine.Result;
import org.serbench.engine.Settings;
import org.serbench.registry.CodecRegistry;
import org.serbench.report.Comparison;
import org.serbench.report.ReportWriter;

/** The run's report, written from all its result files when its tests end, and its comparison. */
final class RunReport {
  private RunReport() {}

  /**
   * Writes the report where {@link #reportDir} says, and with {@code serbench.compareTo} the
   * comparison with an earlier run beside it.
   */
  static void write(Settings settings) throws IOException {
    Path projectDir = projectDir();
    Path reportDir = reportDir(settings, projectDir);
    Path report = ReportWriter.write(settings.runResultsDir(), reportDir);
    Progress.print("report written to %s", report);
    if (settings.compareTo() != null) {
      String comparison =
          Comparison.render(
              settings.compareTo().toString(),
              Comparison.read(settings.compareTo()),
              Comparison.read(report.resolveSibling(ReportWriter.JSON_FILE)));
      Path file =
          AtomicWrite.writeString(report.resolveSibling(ReportWriter.COMPARISON_FILE), comparison);
      System.out.println(ConsoleText.escape(comparison));
      Progress.print("comparison written to %s", file);
    }
  }

  /** The project whose run this is: its {@code reports/} and its git commit. */
  static Path projectDir() {
    return Path.of(System.getProperty("serbench.projectDir", System.getProperty("user.dir")));
  }

  /**
   * Where this run's report goes: the committed {@code reports/} only after a whole run of the full
   * profile, every registered codec on every data set; a quick, filtered or partial run (some
   * codecs, some data sets, one test class, a tag) writes beside it under {@code target/}, so that
   * it can never replace the committed report by accident.
   */
  static Path reportDir(Settings settings, Path projectDir) throws IOException {
    Path committed = projectDir.resolve("reports").toAbsolutePath().normalize();
    Path asked = settings.reportDir().toAbsolutePath().normalize();
    if (!asked.equals(committed)) {
      return asked;
    }
    if (!"full".equals(settings.profile())) {
      Path quick = projectDir.resolve("target/serbench-" + settings.profile() + "-report");
      Progress.print(
          "a %s run's report goes to %s, not to the committed reports/, which only a whole run"
              + " of the full profile rewrites",
          settings.profile(), quick);
      return quick;
    }
    java.util.Set<String> codecs = new java.util.HashSet<>();
    java.util.Set<String> dataSets = new java.util.HashSet<>();
    for (Result r : org.serbench.engine.ResultFile.readAll(settings.runResultsDir())) {
      // The harness floor measures TestObject in every run; it is neither a codec nor a sign
      // that the run measured TestObject.
      if (!r.codec().equals(org.serbench.engine.HarnessFloor.NAME)) {
        codecs.add(r.codec());
        dataSets.add(r.dataSet());
      }
    }
    boolean whole =
        CodecRegistry.all().stream().allMatch(c -> codecs.contains(c.name()))
            && DataSets.all().stream().allMatch(d -> dataSets.contains(d.name()));
    if (whole) {
      return asked;
    }
    Path partial = projectDir.resolve("target/serbench-report");
    Progress.print(
        "this run measured %d of %d codecs on %d of %d data sets: its report goes to %s, not to"
            + " the committed reports/, which only a whole run rewrites (runs of every codec on"
            + " some data sets each join into one: docs/reading-a-report.md, 'A whole run in"
            + " parts'; this one's results are in %s)",
        codecs.size(),
        CodecRegistry.all().size(),
        dataSets.size(),
        DataSets.all().size(),
        partial,
        settings.runResultsDir());
    return partial;
  }
}
