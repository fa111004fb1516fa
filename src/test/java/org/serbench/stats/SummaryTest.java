package org.serbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Known answers, computed independently (NumPy's default percentiles are R-7 too). */
class SummaryTest {
  private static final double EXACT = 1e-9;

  @Test
  void summarizesOneToTen() {
    Summary s = Summary.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);

    assertThat(s.n()).isEqualTo(10);
    assertThat(s.mean()).isEqualTo(5.5);
    assertThat(s.min()).isEqualTo(1);
    assertThat(s.max()).isEqualTo(10);
    assertThat(s.standardDeviation()).isCloseTo(3.0276503540974917, within(EXACT));
    assertThat(s.median()).isCloseTo(5.5, within(EXACT));
    assertThat(s.p90()).isCloseTo(9.1, within(EXACT));
    assertThat(s.p99()).isCloseTo(9.91, within(EXACT));
    // t(0.975, 9 degrees of freedom) = 2.2621571627409915
    assertThat(s.ciHalfWidth()).isCloseTo(2.1658505896133913, within(1e-9));
    assertThat(s.coefficientOfVariation()).isCloseTo(3.0276503540974917 / 5.5, within(EXACT));
    assertThat(s.minOffMean()).isCloseTo(-4.5 / 5.5, within(EXACT));
    assertThat(s.maxOffMean()).isCloseTo(4.5 / 5.5, within(EXACT));
  }

  @Test
  void summarizesUnsortedSamplesWithTies() {
    Summary s = Summary.of(3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5);

    assertThat(s.mean()).isEqualTo(4.0);
    assertThat(s.standardDeviation()).isCloseTo(2.3664319132398464, within(EXACT));
    assertThat(s.median()).isCloseTo(4.0, within(EXACT));
    assertThat(s.p90()).isCloseTo(6.0, within(EXACT));
    assertThat(s.p99()).isCloseTo(8.7, within(EXACT));
    // t(0.975, 10 degrees of freedom) = 2.2281388519649385
    assertThat(s.ciHalfWidth()).isCloseTo(1.5897905912517807, within(1e-9));
  }

  @Test
  void aSingleSampleHasNoSpreadAndNoConfidenceInterval() {
    Summary s = Summary.of(42L);

    assertThat(s.mean()).isEqualTo(42);
    assertThat(s.standardDeviation()).isZero();
    assertThat(s.ciHalfWidth()).isNaN();
  }

  @Test
  void perObjectDividesEveryValue() {
    Summary s = Summary.of(1000, 2000, 3000).dividedBy(1000);

    assertThat(s.mean()).isEqualTo(2.0);
    assertThat(s.min()).isEqualTo(1.0);
    assertThat(s.max()).isEqualTo(3.0);
    assertThat(s.standardDeviation()).isCloseTo(1.0, within(EXACT));
  }

  @Test
  void refusesToSummarizeNothing() {
    assertThatThrownBy(() -> Summary.of(new double[0]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no samples");
  }

  /** Five batches from each of two JVMs that disagree: one near 100, the other near 200. */
  private static final double[] TWO_JVMS = {98, 99, 100, 101, 102, 198, 199, 200, 201, 202};

  @Test
  void jvmsThatDisagreeWidenTheIntervalToTheirOwnStandardError() {
    Summary batches = Summary.of(TWO_JVMS);

    Summary s = batches.acrossJvms(100, 200);

    // The batches' own standard error is 52.73 / sqrt(10) = 16.67; the JVMs' is
    // sd(100, 200) / sqrt(2) = 70.71 / 1.414 = 50, which wins: t(0.975, 9) * 50.
    assertThat(batches.ciHalfWidth()).isCloseTo(2.2621571627 * 16.6733320005, within(1e-6));
    assertThat(s.ciHalfWidth()).isCloseTo(113.10785814, within(1e-6));
    assertThat(s)
        .usingRecursiveComparison()
        .ignoringFields("ciHalfWidth")
        .as("only the interval changes")
        .isEqualTo(batches);
  }

  @Test
  void jvmsThatAgreeLeaveTheBatchesOwnInterval() {
    Summary batches = Summary.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);

    // sd(5.4, 5.6) / sqrt(2) = 0.1, below the batches' own 3.03 / sqrt(10) = 0.96.
    Summary s = batches.acrossJvms(5.4, 5.6);

    assertThat(s.ciHalfWidth()).isCloseTo(2.1658505896133913, within(1e-9));
    assertThat(s).isEqualTo(batches);
  }

  @Test
  void fewerThanTwoJvmMeansLeaveTheSummaryUnchanged() {
    Summary batches = Summary.of(TWO_JVMS);

    assertThat(batches.acrossJvms(150)).isEqualTo(batches);
    assertThat(batches.acrossJvms()).isEqualTo(batches);
  }

  @Test
  void aJvmThatMeasuredNoBatchesIsLeftOut() {
    // Fewer batches than JVMs leaves a JVM without samples, and Result.forkMeans gives it NaN.
    Summary batches = Summary.of(TWO_JVMS);

    assertThat(batches.acrossJvms(100, 200, Double.NaN).ciHalfWidth())
        .isCloseTo(113.10785814, within(1e-6));
    assertThat(batches.acrossJvms(150, Double.NaN)).isEqualTo(batches);
  }

  @Test
  void aSingleSampleStaysWithoutAnIntervalWhateverTheJvms() {
    assertThat(Summary.of(42L).acrossJvms(1, 100).ciHalfWidth()).isNaN();
  }

  @Test
  void anotherConfidenceLevelScalesTheWidenedInterval() {
    Summary s = Summary.of(TWO_JVMS).acrossJvms(100, 200);

    // t(0.9995, 9) = 4.780912585931 (JMH's 99.9% "scoreError"), times the JVMs' error of 50.
    assertThat(s.ciHalfWidth(0.999)).isCloseTo(239.0456293, within(1e-6));
    assertThat(s.ciHalfWidth(Summary.CONFIDENCE)).isCloseTo(s.ciHalfWidth(), within(1e-9));
  }

  @Test
  void anotherConfidenceLevelScalesTheBatchesOwnInterval() {
    Summary s = Summary.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);

    // t(0.9995, 9) * 3.0276503540974917 / sqrt(10)
    assertThat(s.ciHalfWidth(0.999)).isCloseTo(4.577375309584, within(1e-6));
    assertThat(Summary.of(42L).ciHalfWidth(0.999)).isNaN();
  }

  @Test
  void aSpreadBetweenJvmsBelowZeroIsRefused() {
    Summary batches = Summary.of(TWO_JVMS);

    assertThatThrownBy(() -> batches.acrossJvms(new double[] {100, 200}, -0.01))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("JVM spread must be 0 or more, not -0.01");
    assertThat(batches.acrossJvms(new double[] {150}, 0))
        .as("no spread, one JVM")
        .isEqualTo(batches);
  }
}
