package org.serbench.safety;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SafetyFileTest {
  @TempDir Path dir;

  @Test
  void aCellsLastLineIsItsOutcomeAndARunningCellIsNotFinished() throws Exception {
    Path file = SafetyFile.of(dir, "json/x/databind");
    SafetyFile.create(file, "json/x/databind");
    SafetyFile.append(file, "fidelity", new SafetyOutcome("NaN", Keywords.RUNNING, ""));
    SafetyFile.append(
        file, "fidelity", new SafetyOutcome("NaN", "read error", "x.Bad: a\tb\nc \\ d"));
    SafetyFile.append(file, "hostile", new SafetyOutcome("random", Keywords.RUNNING, ""));
    Files.writeString(file, "hostile\tcut 1/2\texc", java.nio.file.StandardOpenOption.APPEND);

    SafetyFile.Results read = SafetyFile.read(file);
    assertThat(read.codec()).isEqualTo("json/x/databind");
    assertThat(read.matrix("fidelity"))
        .containsExactly(new SafetyOutcome("NaN", "read error", "x.Bad: a\tb\nc \\ d"));
    assertThat(read.matrix("hostile"))
        .containsExactly(new SafetyOutcome("random", Keywords.RUNNING, ""));

    assertThat(SafetyFile.readAll(dir))
        .singleElement()
        .satisfies(r -> assertThat(r.matrix("hostile")).isEmpty());
  }

  @Test
  void aControlCharacterInADetailIsWrittenEscapedAndReadBack() throws Exception {
    Path file = SafetyFile.of(dir, "bson/x");
    SafetyFile.create(file, "bson/x");
    String detail = "field \u0006name\u001b \\u0041 \u007f end";
    SafetyFile.append(file, "hostile", new SafetyOutcome("random", "read error", detail));

    assertThat(Files.readString(file)).doesNotContainPattern("[\\x00-\\x08\\x0b-\\x1f\\x7f]");
    assertThat(SafetyFile.read(file).matrix("hostile"))
        .containsExactly(new SafetyOutcome("random", "read error", detail));
  }

  @Test
  void theQuickSampleIsPartOfEveryMatrix() {
    for (String matrix : Matrices.ALL) {
      assertThat(Matrices.probes(matrix, true)).containsAll(Matrices.probes(matrix, false));
    }
    assertThat(Matrices.probes(Matrices.FIDELITY, true)).hasSizeGreaterThanOrEqualTo(25);
    assertThat(Matrices.cells(false)).hasSize(3 + 3 + 2);
    assertThat(List.copyOf(Matrices.probes(Matrices.FIDELITY, true))).doesNotHaveDuplicates();
  }
}
