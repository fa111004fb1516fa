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
}
