package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.serbench.engine.Result;
import org.serbench.engine.Settings;

class EnvironmentTableTest {
  @Test
  void theIsolationNamesTheDataSetsMeasuredInSeveralJvmsAndWhereTheLaterOnesRan() {
    List<Result> twoDataSets =
        List.of(Fixtures.measuredIn("TestObject", 3), Fixtures.measuredIn("media.1", 3));

    assertThat(EnvironmentTable.laterJvms(twoDataSets, Settings.SPREAD_RUN))
        .isEqualTo(
            "; TestObject and media.1: 3 JVMs each,"
                + " the later ones in a second pass after every codec's first");
    assertThat(EnvironmentTable.laterJvms(twoDataSets, Settings.SPREAD_CODEC))
        .isEqualTo("; TestObject and media.1: 3 JVMs each, the later ones in their codec's turn");
    assertThat(EnvironmentTable.laterJvms(twoDataSets, ""))
        .as("a run recorded before the spread was")
        .isEqualTo("; TestObject and media.1: 3 JVMs each");
  }

  @Test
  void dataSetsWithDifferentCountsAreNamedApartAndOneJvmIsNotMentioned() {
    List<Result> results =
        List.of(
            Fixtures.measuredIn("TestObject", 3),
            Fixtures.measuredIn("media.1", 2),
            Fixtures.measuredIn("media.2", 1),
            Fixtures.measuredIn("media.3", 0),
            Fixtures.measuredIn("media.4", 2));

    assertThat(EnvironmentTable.laterJvms(results, Settings.SPREAD_RUN))
        .isEqualTo(
            "; media.1 and media.4: 2 JVMs each, TestObject: 3 JVMs,"
                + " the later ones in a second pass after every codec's first");
    assertThat(EnvironmentTable.laterJvms(results.subList(2, 4), Settings.SPREAD_RUN)).isEmpty();
  }

  @Test
  void cellsWithJvmsAddedBecauseTheirsDisagreedAreCountedApartFromTheDataSetsPlannedJvms() {
    List<Result> results =
        List.of(
            Fixtures.measuredIn("TestObject", 2),
            Fixtures.measuredIn("TestObject", 3),
            Fixtures.measuredIn("media.1", 2),
            Fixtures.measuredIn("media.1", 4),
            Fixtures.measuredIn("media.1", 2));

    assertThat(EnvironmentTable.laterJvms(results, Settings.SPREAD_RUN))
        .isEqualTo(
            "; TestObject and media.1: 2 JVMs each,"
                + " the later ones in a second pass after every codec's first;"
                + " 2 cells up to 2 JVMs more, whose JVMs disagreed, each in a pass of its own"
                + " after every codec's JVMs of the pass before (`serbench.extraForks`)");
    assertThat(EnvironmentTable.laterJvms(results.subList(0, 2), Settings.SPREAD_CODEC))
        .isEqualTo(
            "; TestObject: 2 JVMs, the later ones in their codec's turn;"
                + " 1 cell 1 JVM more, whose JVMs disagreed (`serbench.extraForks`)");
  }

  @Test
  void aJvmSetAsideCountsAmongItsCellsJvms() {
    List<Result> results =
        List.of(
            Fixtures.measuredIn("TestObject", 2),
            Fixtures.measuredIn("TestObject", 2)
                .withSetAside("JVM 1 of 3: ser 150 ns/op, +25% off"));

    assertThat(EnvironmentTable.laterJvms(results, Settings.SPREAD_CODEC))
        .isEqualTo(
            "; TestObject: 2 JVMs, the later ones in their codec's turn;"
                + " 1 cell 1 JVM more, whose JVMs disagreed (`serbench.extraForks`)");
  }
}
