package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.serbench.engine.JvmDeviations;
import org.serbench.engine.Metric;
import org.serbench.engine.Result;
import org.serbench.stats.Summary;

/** The spread of a cell's mean between JVMs, estimated from the run's cells of several JVMs. */
class JvmSpreadTest {

  private static final List<Result.Fork> TWO_JVMS_OF_TWO =
      List.of(new Result.Fork(2, 5, 1, true, 0), new Result.Fork(2, 5, 1, true, 0));

  /** A result whose timed phases (create none, as a POJO codec's) all have these samples. */
  private static Result result(List<Result.Fork> forks, long... samples) {
    long[] none = new long[samples.length];
    return Fixtures.measured(
        1,
        new Result.Samples(none, samples, samples, none, none, samples, samples, samples),
        forks);
  }

  @Test
  void theSpreadIsTheScaledMedianDeviationOfAJvmsMeanOverEveryPhaseOfEveryCell() {
    // Each cell's two JVMs lie 4%, 1% and 50% off their mean in all five timed phases (create,
    // all zeros, has no mean to compare); scaled by sqrt(2) for two JVMs, the middle one's 5.657%
    // is the median, times 1.4826. The two-speed cell does not move it further.
    List<Result> results =
        List.of(
            result(TWO_JVMS_OF_TWO, 96, 96, 104, 104),
            result(TWO_JVMS_OF_TWO, 99, 99, 101, 101),
            result(TWO_JVMS_OF_TWO, 50, 50, 150, 150),
            result(List.of(new Result.Fork(4, 5, 1, true, 0)), 10, 20, 30, 40));

    List<Result> ten = new java.util.ArrayList<>();
    for (int i = 0; i < 4; i++) {
      ten.addAll(results.subList(0, 3));
    }
    ten.add(results.get(3));
    JvmSpread spread = JvmSpread.of(ten);

    assertThat(JvmSpread.deviations(results.get(0)))
        .hasSize(10)
        .allSatisfy(d -> assertThat(d).isCloseTo(0.04 * Math.sqrt(2), within(1e-12)));
    assertThat(JvmSpread.deviations(results.get(3))).as("one JVM shows no spread").isEmpty();
    assertThat(spread.relative()).isCloseTo(0.08386852110297403, within(1e-12));
    assertThat(spread.cells()).isEqualTo(12);
    assertThat(spread.assumed()).isFalse();
    assertThat(spread.byDataSet()).containsOnlyKeys("TestObject");
    JvmSpread few = JvmSpread.of(results);
    assertThat(few.relative())
        .as("3 cells of several JVMs, fewer than 10: the prior")
        .isEqualTo(JvmDeviations.PRIOR);
    assertThat(few.assumed()).isTrue();
    assertThat(few.cells()).isEqualTo(3);
  }

  @Test
  void aRunWithoutCellsOfSeveralJvmsAssumesThePrior() {
    Result one = result(List.of(), 99, 101, 99, 101);

    assertThat(JvmSpread.of(List.of(one)).relative()).isEqualTo(JvmDeviations.PRIOR);
    assertThat(JvmSpread.NONE.summary(one, Metric.SER))
        .as("the batches' own interval")
        .isEqualTo(Summary.of(Metric.SER.samples(one)));
  }

  @Test
  void aCellOfOneJvmHasItsBatchesErrorCombinedWithTheSpread() {
    long[] samples = new long[10];
    Arrays.setAll(samples, i -> i % 2 == 0 ? 99 : 101);
    Result one = result(List.of(), samples);

    Summary s = new JvmSpread(0.05, 1, java.util.Map.of()).summary(one, Metric.SER);

    // t(0.975, 9) * sqrt((1.054 / sqrt(10))^2 + (0.05 * 100)^2)
    assertThat(s.ciHalfWidth()).isCloseTo(11.33589302731483, within(1e-9));
    assertThat(s.mean()).isEqualTo(100);
  }

  @Test
  void twoJvmsThatHappenToAgreeAreNotBelievedMoreThanTheSpreadAllows() {
    Result two =
        result(
            List.of(new Result.Fork(4, 5, 1, true, 0), new Result.Fork(4, 5, 1, true, 0)),
            99,
            101,
            99,
            101,
            99,
            101,
            99,
            101);

    Summary s = new JvmSpread(0.05, 1, java.util.Map.of()).summary(two, Metric.SER);

    // Their means agree (100 and 100): t(0.975, 7) * sqrt((1.069 / sqrt(8))^2 + 5^2 / 2).
    assertThat(s.ciHalfWidth()).isCloseTo(8.407846121612796, within(1e-9));
  }

  @Test
  void jvmsThatDisagreeMoreThanTheSpreadKeepTheirOwnDisagreement() {
    Result two = result(TWO_JVMS_OF_TWO, 50, 50, 150, 150);

    Summary withSpread = new JvmSpread(0.01, 1, java.util.Map.of()).summary(two, Metric.SER);

    assertThat(withSpread).isEqualTo(JvmSpread.NONE.summary(two, Metric.SER));
  }
}
