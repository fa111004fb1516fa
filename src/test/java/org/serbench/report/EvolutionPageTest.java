package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.serbench.evolution.Change;
import org.serbench.evolution.EvolutionRun;
import org.serbench.evolution.Outcome;
import org.serbench.safety.SafetyFile;
import org.serbench.safety.SafetyOutcome;

/** The evolution page from two rows' results. */
class EvolutionPageTest {

  @Test
  void noRowsNoPage() {
    assertThat(EvolutionPage.render("2026-11-29T00:00:00Z", "abc", List.of(), Map.of())).isEmpty();
  }

  @Test
  void bothDirectionsTheSurvivorsAndTheLibrarysWords() {
    Map<String, String> configurations = new LinkedHashMap<>();
    configurations.put("tagged", "by tag");
    configurations.put("named", "by name");
    String page =
        EvolutionPage.render(
            "2026-11-29T00:00:00Z",
            "abc",
            List.of(
                row("named", Outcome.LOST, "Kaboom: no field\tfullName\nat line 1"),
                row("own", Outcome.CANNOT_CARRY, "version 1's own round trip changed id"),
                row("tagged", Outcome.CARRIED, "every value as written")),
            configurations);
    assertThat(page)
        .startsWith("[serbench report](README.md) of 2026-11-29T00:00:00Z, commit abc")
        .contains("## Backward: the new reader on old bytes")
        .contains("## Forward: the old reader on new bytes")
        .contains("| **LOST** | lost |")
        .contains("| `tagged` | 10 of 10 | 10 of 10 | add a field, remove the last field")
        .contains("| `named` | 9 of 10 | 9 of 10 |")
        .contains("| `own` | 9 of 9 | 9 of 9 |")
        .contains("### `named`")
        .contains("- rename a field, backward: lost: Kaboom: no field")
        .contains("| `named` | by name |");
    assertThat(page.indexOf("| `tagged` |")).isLessThan(page.indexOf("| `named` |"));
    assertThat(page.chars().filter(c -> c < 0x20 && c != '\n')).isEmpty();
  }

  private static SafetyFile.Results row(String name, String renamed, String detail) {
    Map<String, List<SafetyOutcome>> matrices = new LinkedHashMap<>();
    for (String direction : List.of(EvolutionRun.BACKWARD, EvolutionRun.FORWARD)) {
      List<SafetyOutcome> cells = new ArrayList<>();
      for (Change change : Change.values()) {
        boolean special = change == Change.RENAME_FIELD;
        cells.add(
            new SafetyOutcome(
                change.message(),
                special ? renamed : Outcome.CARRIED,
                special ? detail : "every value as written"));
      }
      matrices.put(direction, cells);
    }
    return new SafetyFile.Results(name, matrices);
  }
}
