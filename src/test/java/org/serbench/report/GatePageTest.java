package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.serbench.engine.Differences;
import org.serbench.engine.Differences.Difference;

/** The gate page lists what the run found, worse first. */
class GatePageTest {
  @Test
  void aRunWithoutAGateHasNoPage() {
    assertThat(GatePage.render(null, "off (quick profile)")).isEmpty();
  }

  @Test
  void aGateThatFoundNothingSaysSo() {
    assertThat(GatePage.render(List.of(), "on: sizes must not grow"))
        .contains("The gate was on: sizes must not grow.")
        .contains("found no difference");
  }

  @Test
  void worseFirstThenBetterThenChangedWithTheirCommands() {
    String page =
        GatePage.render(
            List.of(
                new Difference("kryo on media.1", "size.bytes", "315", "300", Differences.BETTER),
                new Difference(
                    "fst on all-types", "outcome", "OK", "write: java.io.IOException", "changed"),
                new Difference(
                    "kryo on TestObject",
                    "outcome",
                    "OK",
                    "check: lost or changed data",
                    Differences.WORSE)),
            "on");

    assertThat(page).contains("1 worse (these fail the build), 1 better, 1 changed.");
    assertThat(page)
        .contains("-Dserbench.updateBaseline=true")
        .contains("-Dserbench.updateOutcomes");
    assertThat(page.indexOf("kryo on TestObject"))
        .isLessThan(page.indexOf("kryo on media.1"))
        .isLessThan(page.indexOf("fst on all-types"));
    assertThat(page).contains("| **worse** |");
  }
}
