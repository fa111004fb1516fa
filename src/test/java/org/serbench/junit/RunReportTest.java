package org.serbench.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serbench.codec.CodecSpec;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.engine.HarnessFloor;
import org.serbench.engine.Result;
import org.serbench.engine.ResultFile;
import org.serbench.engine.Settings;
import org.serbench.registry.CodecRegistry;

class RunReportTest {
  @TempDir Path dir;

  @Test
  void onlyEveryCodecOnEveryDataSetRewritesTheCommittedReportTheFloorCountsForNothing()
      throws Exception {
    Path project = dir.resolve("project");
    Properties p = new Properties();
    p.setProperty("serbench.resultsDir", dir.resolve("results").toString());
    p.setProperty("serbench.reportDir", project.resolve("reports").toString());
    p.setProperty("serbench.runStarted", "2026-01-31T12:00:00Z");
    Settings settings = Settings.from(p);
    write(settings, HarnessFloor.NAME, DataSets.TEST_OBJECT.name());
    for (DataSet<?> dataSet : DataSets.all()) {
      if (dataSet != DataSets.TEST_OBJECT) {
        CodecRegistry.all().forEach(c -> write(settings, c.name(), dataSet.name()));
      }
    }

    assertThat(RunReport.reportDir(settings, project))
        .isEqualTo(project.resolve("target/serbench-report"));

    for (CodecSpec codec : CodecRegistry.all()) {
      write(settings, codec.name(), DataSets.TEST_OBJECT.name());
    }

    assertThat(RunReport.reportDir(settings, project))
        .isEqualTo(project.resolve("reports").toAbsolutePath().normalize());
  }

  private static void write(Settings settings, String codec, String dataSet) {
    Result r =
        Result.failed(
            codec,
            dataSet,
            Result.Status.UNSUPPORTED,
            "bind",
            "not carried",
            "",
            Map.of(),
            settings,
            "forked JVM",
            Instant.parse("2026-01-31T12:00:00Z"));
    try {
      ResultFile.write(r, settings.runResultsDir().resolve(ResultFile.fileName(codec, dataSet)));
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
