package org.serbench.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SafetyOutcomesTest {
  @TempDir Path dir;

  @Test
  void aRecordedCellKeepsItsAlternativesAndOtherCodecsLines() throws Exception {
    Path file = dir.resolve("safety-outcomes.properties");
    Files.writeString(
        file,
        "other|hostile|random=exception\n"
            + "x|hostile|deep\\ nesting=stack overflow | exception\n");
    SafetyOutcomes outcomes = new SafetyOutcomes(file);

    outcomes.record(
        "x",
        Map.of(
            "hostile", Map.of("deep nesting", "exception"),
            "fidelity", Map.of("-0.0", "changed")));

    assertThat(outcomes.expected("x", "hostile", "deep nesting"))
        .isEqualTo("stack overflow | exception");
    assertThat(outcomes.expected("x", "fidelity", "-0.0")).isEqualTo("changed");
    assertThat(outcomes.expected("other", "hostile", "random")).isEqualTo("exception");
    assertThat(outcomes.expected("x", "fidelity", "NaN")).isNull();
  }

  @Test
  void aKeyThatIsNotCodecMatrixProbeIsNamed() throws Exception {
    Path file = dir.resolve("safety-outcomes.properties");
    Files.writeString(file, "x|NaN=exact\n");

    assertThatThrownBy(() -> new SafetyOutcomes(file).expected("x", "fidelity", "NaN"))
        .hasMessageContaining("'x|NaN' is not codec|matrix|probe");
  }
}
