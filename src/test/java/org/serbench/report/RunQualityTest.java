package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.serbench.engine.Result;

/** The index's warning when a run fails the project's own rules, with the run's own figures. */
class RunQualityTest {

  @Test
  void aSteadyRunWhoseCellsSettledGetsNoWarning() {
    List<Result> run =
        List.of(
            Fixtures.calibrated("TestObject", 1_000_000, true),
            Fixtures.calibrated("media.1", 1_020_000, true),
            Fixtures.calibrated("media.2", 990_000, false));

    assertThat(RunQuality.warning(run)).isEmpty();
  }

  @Test
  void aDriftingMachineIsToldToMeasureAgain() {
    List<Result> run =
        List.of(
            Fixtures.calibrated("TestObject", 1_000_000, true),
            Fixtures.calibrated("media.1", 1_400_000, true));

    assertThat(RunQuality.warning(run))
        .startsWith("> **This run fails the project's own rules for a run to be trusted**: its")
        .contains("calibration CV is 23.6%, above the 10.0%")
        .contains("read close figures as ties")
        .doesNotContain("steady state");
  }

  @Test
  void fewSettledCellsAreCountedWithTestObjectsOwn() {
    List<Result> run =
        List.of(
            Fixtures.calibrated("TestObject", 1_000_000, false),
            Fixtures.calibrated("TestObject", 1_000_000, true),
            Fixtures.calibrated("media.1", 1_000_000, false),
            Fixtures.calibrated("media.2", 1_000_000, false));

    assertThat(RunQuality.warning(run))
        .contains("only 1 of 4 measured cells (1 of 2 on TestObject) reached a steady state")
        .doesNotContain("calibration CV");
  }
}
