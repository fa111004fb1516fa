package org.serbench.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serbench.engine.Differences;
import org.serbench.engine.IsolatedRun;
import org.serbench.engine.Result;
import org.serbench.engine.Settings;
import org.serbench.safety.Keywords;
import org.serbench.safety.Matrices;

/** How an outcome moved against the recorded one: only worse fails a build. */
class OutcomeChangeTest {

  @Test
  void aDoctoredBaselineReadsAFixAsBetterAndALostFieldAsWorse(@TempDir Path dir) throws Exception {
    // Recorded: kryo could not write all-types, and measured media.1 (no line: OK).
    Path file = dir.resolve("outcomes.properties");
    Files.writeString(file, "kryo|all-types=write\\: com.esotericsoftware.kryo.KryoException\n");
    Outcomes outcomes = new Outcomes(file);

    // Now all-types measures (fixed) and media.1 loses a field.
    OutcomeChange fixed = OutcomeChange.of(outcomes.expected("kryo", "all-types"), "OK");
    OutcomeChange lost =
        OutcomeChange.of(
            outcomes.expected("kryo", "media.1"), "check: lost or changed data at media.title");

    assertThat(fixed).isEqualTo(OutcomeChange.BETTER);
    assertThat(lost).isEqualTo(OutcomeChange.WORSE);
  }

  @Test
  void holdingARunToADoctoredBaselineListsTheFixAsBetterAndFailsTheLostFieldAsWorse(
      @TempDir Path dir) throws Exception {
    Path file = dir.resolve("outcomes.properties");
    Files.writeString(file, "kryo|all-types=write\\: com.esotericsoftware.kryo.KryoException\n");
    Path run = dir.resolve("run");
    Differences.start(run);
    Outcomes outcomes = new Outcomes(file, run);

    outcomes.hold(result("all-types", Result.Status.OK, ""), false);
    assertThatThrownBy(
            () ->
                outcomes.hold(
                    result("media.1", Result.Status.MISMATCH, "media.title: was null"), false))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("kryo on media.1 lost or changed data");

    assertThat(Differences.read(run))
        .extracting(Differences.Difference::cell, Differences.Difference::verdict)
        .containsExactly(
            tuple("kryo on all-types", Differences.BETTER),
            tuple("kryo on media.1", Differences.WORSE));
  }

  private static Result result(String dataSet, Result.Status status, String message) {
    return Result.failed(
        "kryo",
        dataSet,
        status,
        status == Result.Status.OK ? "" : "check",
        message,
        "configured",
        Map.of(),
        Settings.from(new Properties()),
        IsolatedRun.FORKED,
        Instant.EPOCH);
  }

  @Test
  void theSupportMatrixRanksOkAboveAnErrorAboveLostData() {
    assertThat(OutcomeChange.of("OK", "OK")).isEqualTo(OutcomeChange.SAME);
    assertThat(OutcomeChange.of("OK", "write: java.lang.RuntimeException"))
        .isEqualTo(OutcomeChange.WORSE);
    assertThat(OutcomeChange.of("write: java.lang.RuntimeException", "read: java.io.IOException"))
        .isEqualTo(OutcomeChange.CHANGED);
    assertThat(OutcomeChange.of("read: java.io.IOException", "check: lost or changed data"))
        .as("a loud failure that turns into a silent loss")
        .isEqualTo(OutcomeChange.WORSE);
    assertThat(OutcomeChange.of("check: lost or changed data at x", "not supported"))
        .isEqualTo(OutcomeChange.BETTER);
    assertThat(OutcomeChange.of("write: stack overflow | write: java.lang.RuntimeException", "OK"))
        .isEqualTo(OutcomeChange.BETTER);
  }

  @Test
  void aSafetyCellIsWorseWhenItBecomesUnsafeOrSilent() {
    assertThat(OutcomeChange.ofSafety(Matrices.GADGET, Keywords.REFUSED, Keywords.INSTANTIATED))
        .isEqualTo(OutcomeChange.WORSE);
    assertThat(OutcomeChange.ofSafety(Matrices.GADGET, Keywords.INSTANTIATED, Keywords.REFUSED))
        .isEqualTo(OutcomeChange.BETTER);
    assertThat(
            OutcomeChange.ofSafety(Matrices.HOSTILE, Keywords.EXCEPTION, Keywords.STACK_OVERFLOW))
        .isEqualTo(OutcomeChange.WORSE);
    assertThat(OutcomeChange.ofSafety(Matrices.HOSTILE, Keywords.SILENT, Keywords.EXCEPTION))
        .isEqualTo(OutcomeChange.BETTER);
    assertThat(OutcomeChange.ofSafety(Matrices.HOSTILE, Keywords.EXCEPTION, Keywords.SAME))
        .isEqualTo(OutcomeChange.CHANGED);
    assertThat(OutcomeChange.ofSafety(Matrices.FIDELITY, Keywords.CHANGED, Keywords.EXACT))
        .isEqualTo(OutcomeChange.BETTER);
    assertThat(OutcomeChange.ofSafety(Matrices.FIDELITY, Keywords.EXACT, Keywords.WRITE_ERROR))
        .isEqualTo(OutcomeChange.WORSE);
    assertThat(
            OutcomeChange.ofSafety(
                Matrices.HOSTILE, Keywords.HANG + " | " + Keywords.EXCEPTION, Keywords.EXCEPTION))
        .as("one of the recorded alternatives")
        .isEqualTo(OutcomeChange.SAME);
    assertThat(
            OutcomeChange.ofSafety(
                Matrices.HOSTILE,
                Keywords.HANG + " | " + Keywords.STACK_OVERFLOW,
                Keywords.EXCEPTION))
        .as("a cell recorded as hanging or overflowing that now throws")
        .isEqualTo(OutcomeChange.BETTER);
  }

  @Test
  void aFileReadThroughAnEntityIsUnsafeAndAnInternalErrorIsWorseThanARefusal() {
    assertThat(OutcomeChange.ofSafety(Matrices.HOSTILE, Keywords.EXCEPTION, Keywords.ENTITY_READ))
        .isEqualTo(OutcomeChange.WORSE);
    assertThat(OutcomeChange.ofSafety(Matrices.HOSTILE, Keywords.SILENT, Keywords.ENTITY_READ))
        .isEqualTo(OutcomeChange.WORSE);
    assertThat(OutcomeChange.ofSafety(Matrices.GADGET, Keywords.REFUSED, Keywords.INTERNAL_ERROR))
        .isEqualTo(OutcomeChange.WORSE);
    assertThat(
            OutcomeChange.ofSafety(Matrices.GADGET, Keywords.INTERNAL_ERROR, Keywords.INSTANTIATED))
        .isEqualTo(OutcomeChange.WORSE);
  }
}
