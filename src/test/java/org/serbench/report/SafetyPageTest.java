package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.serbench.safety.SafetyFile;
import org.serbench.safety.SafetyOutcome;

/**
 * The safety page against a golden file. After an intended change, rewrite it with {@code ./mvnw
 * test -Dtest=SafetyPageTest -Dserbench.updateGolden=true} and review its diff.
 */
class SafetyPageTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden/safety.md");

  static List<SafetyFile.Results> results() {
    Map<String, List<SafetyOutcome>> binary = new LinkedHashMap<>();
    binary.put(
        "fidelity",
        List.of(
            new SafetyOutcome("-0.0", "exact", "9 bytes"),
            new SafetyOutcome(
                "lone surrogate", "changed", "value: expected \"a\\uD800b\", decoded \"a?b\""),
            new SafetyOutcome("shared reference", "read error", "com.example.Bad: no")));
    binary.put(
        "hostile",
        List.of(
            new SafetyOutcome("cut 1/2", "exception", "media.1, the first 10 of 20 bytes: x.Eof"),
            new SafetyOutcome("flip 1", "silent", "media.1, bit 3 of byte 5: media.width: 1 vs 9"),
            new SafetyOutcome("random", "hang", "no result within 10 s; at x.Loop.run")));
    binary.put(
        "gadget",
        List.of(
            new SafetyOutcome("default", "instantiated", "the probe class ran its constructor"),
            new SafetyOutcome("safe", "refused", "x.NotRegistered: class not registered")));
    Map<String, List<SafetyOutcome>> schema = new LinkedHashMap<>();
    schema.put(
        "fidelity",
        List.of(
            new SafetyOutcome("-0.0", "unsupported", "no schema"),
            new SafetyOutcome("lone surrogate", "unsupported", "no schema"),
            new SafetyOutcome("shared reference", "unsupported", "no schema")));
    schema.put(
        "gadget",
        List.of(
            new SafetyOutcome("default", "not applicable", "names no classes"),
            new SafetyOutcome("safe", "not applicable", "names no classes")));
    return List.of(
        new SafetyFile.Results("schema", schema), new SafetyFile.Results("binary", binary));
  }

  @Test
  void rendersTheGoldenSafetyPageInReportOrder() throws Exception {
    String page =
        SafetyPage.render(
            "2026-01-31T12:00:00Z", "abc1234", "quick", results(), List.of("binary", "schema"));

    if (Boolean.getBoolean("serbench.updateGolden")) {
      Files.writeString(GOLDEN, page, StandardCharsets.UTF_8);
    }
    assertThat(page)
        .as(
            "the safety page differs from %s; if the change is intended, rewrite it with"
                + " -Dserbench.updateGolden=true and review the diff",
            GOLDEN)
        .isEqualTo(Files.readString(GOLDEN, StandardCharsets.UTF_8));
    assertThat(page.indexOf("| binary |")).isLessThan(page.indexOf("| schema |"));
  }

  @Test
  void noSafetyResultsNoPage() {
    assertThat(SafetyPage.render("t", "c", "full", List.of(), List.of())).isEmpty();
  }
}
