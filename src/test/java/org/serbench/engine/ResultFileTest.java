package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultFileTest {
  @TempDir Path dir;

  static Result sample() {
    return new Result(
        "json/x=y|z",
        "TestObject",
        Result.Status.OK,
        "line one\nline two",
        "read",
        "configured: yes",
        Map.of("g:a", "1.2.3"),
        10,
        3,
        1,
        -5,
        "Some JVM 17",
        List.of("-Xmx1g", "-Dfoo=a b"),
        IsolatedRun.FORKED,
        "Test CPU, 2 cores",
        1_000_000L,
        Instant.parse("2026-01-01T00:00:00Z"),
        Instant.parse("2026-01-01T00:01:00.5Z"),
        new Result.ColdStart(1, 2, 3, 4, 5, true),
        new Result.Samples(
            new long[] {1, 2, 3},
            new long[] {4, 5, 6},
            new long[] {7, 8, 9},
            new long[] {-1, -1, -1},
            new long[] {10, 11, 12},
            new long[] {13, 14, 15},
            new long[] {16, 17, 18},
            new long[] {19, 20, 21}),
        new Result.Gc(1, 2, 3, 4),
        new Result.Size(100, 50, 40),
        new Result.Runs(new long[] {30, 20, 10}, new long[] {31, 21, 11}),
        List.of(
            new Result.ScalePoint(10_000, new long[] {5, 6}, new long[] {7, 8}, ""),
            new Result.ScalePoint(100_000, new long[0], new long[0], "not run: why")),
        List.of(),
        "JVM 3 of 3: ser 7 ns/op, +40% off the median of the cell's JVMs (5)");
  }

  @Test
  void aResultSurvivesItsFile() throws Exception {
    Result r = sample();
    Path file = dir.resolve(ResultFile.fileName(r.codec(), r.dataSet()));

    ResultFile.write(r, file);
    Result back = ResultFile.read(file);

    assertThat(back).usingRecursiveComparison().isEqualTo(r);
    assertThat(file.getFileName().toString()).isEqualTo("json_x_y_z__TestObject.result.properties");
    try (var files = Files.list(dir)) {
      assertThat(files).as("no temporary file left behind").containsExactly(file);
    }
  }

  @Test
  void aCorruptFileIsAnErrorNamingFileAndKey() throws Exception {
    Path file = dir.resolve("broken" + ResultFile.SUFFIX);
    ResultFile.write(sample(), file);
    Files.writeString(
        file, Files.readString(file).replaceAll("(?m)^samples\\.serNs=.*$", "samples.serNs=1,x"));

    assertThatThrownBy(() -> ResultFile.read(file))
        .hasMessageContaining("corrupt result file " + file)
        .hasMessageContaining("'samples.serNs' is not a list of whole numbers");
  }

  @Test
  void aFileWrittenBeforeCellsSetJvmsAsideSetsNoneAside() throws Exception {
    Path file = dir.resolve("old" + ResultFile.SUFFIX);
    String text = ResultFile.text(sample());
    Files.writeString(file, text.replaceAll("(?m)^setAside=.*\\R", ""));

    assertThat(Files.readString(file)).doesNotContain("setAside");
    assertThat(ResultFile.read(file).setAside()).isEmpty();
    assertThat(ResultFile.read(file).jvms()).isZero();
  }

  @Test
  void aMissingKeyIsAnError() throws Exception {
    Path file = dir.resolve("empty" + ResultFile.SUFFIX);
    Files.writeString(file, "codec=x\n");

    assertThatThrownBy(() -> ResultFile.read(file)).hasMessageContaining("'dataSet' is missing");
  }
}
