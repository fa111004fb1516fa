package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A measuring JVM ends when its parent goes, which it learns from its standard input closing. */
class ForkMainTest {
  @TempDir Path dir;

  @Test
  void aMeasuringJvmWhoseParentClosedItsInputHaltsInsteadOfMeasuring() throws Exception {
    Path output = dir.resolve("output.txt");
    Path results = Files.createDirectories(dir.resolve("results"));
    // Told to go, this JVM would measure the harness floor for a few seconds, write its result file
    // and exit with 0. With its input closed at once, the watcher halts it first, with exit code 3.
    List<String> command =
        List.of(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-Xmx256m",
            "-Dserbench.profile=quick",
            "-Dserbench.objects=1000",
            "-Dserbench.batches=100000",
            "-Dserbench.warmup=100000",
            "-Dserbench.warmupSeconds=600",
            "-Dserbench.testObjectSeconds=600",
            "-Dserbench.scaling=none",
            ForkMain.class.getName(),
            HarnessFloor.NAME,
            results.toString(),
            "0",
            "1",
            "TestObject");
    ProcessBuilder builder =
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile());
    builder.environment().put("CLASSPATH", System.getProperty("java.class.path"));
    Process child = builder.start();
    try {
      child.getOutputStream().close();

      assertThat(child.waitFor(30, TimeUnit.SECONDS))
          .as("the measuring JVM ended after its input closed")
          .isTrue();
      assertThat(child.exitValue())
          .as("exit code of the measuring JVM, whose output was:%n%s", read(output))
          .isEqualTo(3);
      try (var files = Files.list(results)) {
        assertThat(files).as("no result from a halted JVM").isEmpty();
      }
    } finally {
      child.destroyForcibly();
    }
  }

  private static String read(Path file) throws Exception {
    return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
  }
}
