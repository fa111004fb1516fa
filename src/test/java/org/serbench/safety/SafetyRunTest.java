package org.serbench.safety;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serbench.engine.Settings;
import org.serbench.registry.CodecRegistry;

/**
 * The machinery that keeps the suite alive: a cell past its time limit is recorded as a hang by the
 * codec's own JVM, which then ends; a JVM that dies is recorded against the cells it left.
 */
class SafetyRunTest {
  @TempDir Path dir;

  @Test
  void aCellPastItsLimitIsRecordedAsAHangAndItsJvmEnds() throws Exception {
    Path file = SafetyFile.of(dir, "kryo");
    // A limit of a millisecond: setting Kryo up alone takes longer.
    ProcessBuilder builder =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                SafetyMain.class.getName(),
                "kryo",
                file.toString(),
                "sample",
                "0.001",
                "1")
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD);
    builder.environment().put("CLASSPATH", System.getProperty("java.class.path"));
    Process process = builder.start();
    // Its standard input stays open until it ended: closed, the JVM would halt on its own.
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("the JVM ended").isTrue();
    process.getOutputStream().close();

    assertThat(process.exitValue()).isEqualTo(SafetyMain.HALTED_BY_WATCHDOG);
    SafetyOutcome first = SafetyFile.read(file).matrix(Matrices.FIDELITY).get(0);
    assertThat(first.probe()).isEqualTo("-0.0");
    assertThat(first.outcome()).isEqualTo(Keywords.HANG);
    assertThat(first.detail()).startsWith("no result within 0 s; at ");
  }

  @Test
  void aSafetyJvmHasTheMeasuringHeapAndTheCodecsFlagsButDoesNotTouchTheHeapAtStart() {
    Settings settings = Settings.from(new Properties());

    assertThat(SafetyRun.flags(CodecRegistry.byName("fory-registered"), settings))
        .containsExactly(
            "-Xms2g",
            "-Xmx2g",
            "-XX:+UseG1GC",
            "--add-opens=java.base/java.lang.invoke=ALL-UNNAMED");
  }

  @Test
  void aJvmThatDiesBeforeItsFirstCellIsRecordedAgainstEveryCellWithItsExitCode() throws Exception {
    Properties p = new Properties();
    p.setProperty("serbench.profile", "quick");
    p.setProperty("serbench.resultsDir", dir.toString());
    p.setProperty("serbench.jvmArgs", "-XX:+NoSuchFlagAtAll");
    Settings settings = Settings.from(p);

    SafetyFile.Results results = SafetyRun.run(CodecRegistry.byName("kryo"), settings, line -> {});

    List<SafetyOutcome> all =
        Matrices.ALL.stream().flatMap(m -> results.matrix(m).stream()).toList();
    assertThat(all).hasSize(Matrices.cells(false).size());
    assertThat(all)
        .allSatisfy(
            o -> {
              assertThat(o.outcome()).isEqualTo(Keywords.CRASH);
              assertThat(o.detail())
                  .startsWith("the JVM exited with code 1")
                  .contains("NoSuchFlag");
            });
  }
}
