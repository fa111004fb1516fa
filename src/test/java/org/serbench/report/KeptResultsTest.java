package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run's result files kept beside its report, from which it renders again. */
class KeptResultsTest {

  @TempDir Path dir;

  private static void write(Path file, String text) throws Exception {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  private static Stream<String> names(Path folder) throws Exception {
    try (Stream<Path> walk = Files.walk(folder)) {
      return walk
          .filter(Files::isRegularFile)
          .map(p -> folder.relativize(p).toString().replace('\\', '/'))
          .sorted()
          .toList()
          .stream();
    }
  }

  @Test
  void keepsWhatTheReportReadsAndReplacesAnEarlierRunWhole() throws Exception {
    Path run = dir.resolve("run");
    write(run.resolve("run.properties"), "gitCommit=abc\n");
    write(run.resolve("kryo__media.1.result.properties"), "codec=kryo\n");
    write(run.resolve("kryo__media.1.fork-1.properties"), "a JVM's own share\n");
    write(run.resolve("safety/kryo.safety.properties"), "codec\tkryo\n");
    write(run.resolve("jdk-2/kryo__media.1.result.properties"), "codec=kryo\n");
    Path report = dir.resolve("report");
    write(report.resolve("results/gson__media.1.result.properties"), "an earlier run\n");

    KeptResults.keep(run, report);

    assertThat(names(report.resolve(KeptResults.FOLDER)))
        .containsExactly(
            "jdk-2/kryo__media.1.result.properties",
            "kryo__media.1.result.properties",
            "run.properties",
            "safety/kryo.safety.properties");
    assertThat(report.resolve("results.new")).doesNotExist();
    assertThat(report.resolve("results.old")).doesNotExist();
  }

  @Test
  void aReportRenderedFromItsKeptResultsLeavesThemAsTheyAre() throws Exception {
    Path report = dir.resolve("report");
    Path kept = report.resolve(KeptResults.FOLDER);
    write(kept.resolve("run.properties"), "gitCommit=abc\n");
    write(kept.resolve("kryo__media.1.result.properties"), "codec=kryo\n");

    KeptResults.keep(kept, report);

    assertThat(names(kept)).containsExactly("kryo__media.1.result.properties", "run.properties");
  }
}
