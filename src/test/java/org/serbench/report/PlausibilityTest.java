package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.serbench.engine.Result;

/** The invariant deser ≤ +shal ≤ +deep, each within the two figures' confidence intervals. */
class PlausibilityTest {

  /** A result of one object per batch, so that the samples are per-object nanoseconds. */
  private static Result result(long[] deser, long[] shallow, long[] deep, List<Result.Fork> forks) {
    long[] other = new long[deep.length];
    Arrays.fill(other, 10);
    return Fixtures.measured(
        1, new Result.Samples(other, other, deep, other, other, other, deser, shallow), forks);
  }

  private static Result result(long[] deser, long[] shallow, long[] deep) {
    return result(deser, shallow, deep, List.of());
  }

  /** The violations with the intervals of the cell's own JVMs only. */
  private static List<String> violations(Result r) {
    return Plausibility.violations(r, JvmSpread.NONE);
  }

  private static long[] repeat(int batches, long... pattern) {
    long[] samples = new long[batches];
    for (int i = 0; i < batches; i++) {
      samples[i] = pattern[i % pattern.length];
    }
    return samples;
  }

  @Test
  void decodingAloneClearlyDearerThanEverythingIsFlaggedOnceWithHowMuch() {
    long[] deep = repeat(10, 99, 101);

    List<String> violations = violations(result(repeat(10, 119, 121), deep.clone(), deep));

    assertThat(violations).containsExactly("deser > +shal by 20%");
  }

  @Test
  void decodingAloneDearerThanTheDeepReadIsFlaggedWhenANoisyShallowReadHidesEachStep() {
    // +shal swings 60 to 160 (mean 110): deser 120 and +deep 100 are each within its error of it,
    // but deser exceeds +deep far beyond their own intervals.
    List<String> violations =
        violations(result(repeat(10, 119, 121), repeat(10, 60, 160), repeat(10, 99, 101)));

    assertThat(violations).containsExactly("deser > +deep by 20%");
  }

  @Test
  void aShallowReadDearerThanTheDeepReadIsFlagged() {
    List<String> violations =
        violations(result(repeat(10, 99, 101), repeat(10, 149, 151), repeat(10, 99, 101)));

    assertThat(violations).containsExactly("+shal > +deep by 50%");
  }

  @Test
  void aDifferenceWithinTheErrorIsNoViolation() {
    // deser 101 against +deep 100, each interval about ±3.8.
    Result r = result(repeat(10, 96, 106), repeat(10, 95, 105), repeat(10, 95, 105));

    assertThat(violations(r)).isEmpty();
  }

  @Test
  void aDifferenceWithinTheDisagreementOfTheJvmsIsNoViolation() {
    // Two JVMs, each steady on its own, the second 20 ns slower in every phase; deser is 25 ns
    // above +deep. Taken as one JVM's batches that is beyond the error (±7.5 each); with the JVMs'
    // disagreement in the intervals (±22.6 each) it is not.
    long[] deser = {125, 125, 125, 125, 125, 145, 145, 145, 145, 145};
    long[] deep = {100, 100, 100, 100, 100, 120, 120, 120, 120, 120};
    List<Result.Fork> forks =
        List.of(new Result.Fork(5, 5, 1, true, 0), new Result.Fork(5, 5, 1, true, 0));

    assertThat(violations(result(deser, deep.clone(), deep)))
        .containsExactly("deser > +shal by 23%");
    assertThat(violations(result(deser, deep.clone(), deep, forks))).isEmpty();
  }

  @Test
  void aDifferenceWithinTheRunsSpreadBetweenJvmsIsNoViolationInOneJvm() {
    // One JVM, deser 103 against +deep 100, each batch-to-batch interval ±0.75: flagged on the
    // batches alone. A spread of 2% between JVMs adds 2.06 and 2.0 ns of standard error to each,
    // intervals of ±4.7 and ±4.6 (t(0.975, 9) = 2.262), which hold the 3 ns.
    long[] deser = repeat(10, 102, 104);
    long[] deep = repeat(10, 99, 101);
    Result r = result(deser, deep.clone(), deep);

    assertThat(violations(r)).containsExactly("deser > +shal by 3%");
    assertThat(Plausibility.violations(r, new JvmSpread(0.02, 1, java.util.Map.of()))).isEmpty();
  }

  @Test
  void aDifferenceBeyondTheRunsSpreadBetweenJvmsIsStillFlagged() {
    // deser 110 against +deep 100 in one JVM: 10 ns beyond intervals of ±5.0 and ±4.6.
    long[] deep = repeat(10, 99, 101);
    Result r = result(repeat(10, 109, 111), deep.clone(), deep);

    assertThat(Plausibility.violations(r, new JvmSpread(0.02, 1, java.util.Map.of())))
        .containsExactly("deser > +shal by 10%");
  }

  @Test
  void orderedPhasesAreNoViolation() {
    Result r = result(repeat(10, 49, 51), repeat(10, 69, 71), repeat(10, 99, 101));

    assertThat(violations(r)).isEmpty();
  }

  @Test
  void aResultWithoutNumbersHasNoViolations() {
    Result unsupported = MarkdownReportTest.results().get(3);

    assertThat(unsupported.status()).isEqualTo(Result.Status.UNSUPPORTED);
    assertThat(violations(unsupported)).isEmpty();
  }
}
