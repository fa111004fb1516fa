package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * When the warm-up counts as steady, on synthetic histories of warm-up batches: each entry is {end
 * nanoTime, batch ns, cumulative JIT compile ms}, as {@code Measurement.warmUp} records them.
 */
class SteadyStateTest {
  private static final long MS = 1_000_000L;

  /** A history of back-to-back batches of the given lengths, the JIT having compiled nothing. */
  private static List<long[]> history(long... batchNs) {
    return history(batchNs, new long[batchNs.length]);
  }

  /** A history of back-to-back batches, with the cumulative compile time at the end of each. */
  private static List<long[]> history(long[] batchNs, long[] compiledMs) {
    List<long[]> history = new ArrayList<>();
    long end = 1_000 * MS;
    for (int i = 0; i < batchNs.length; i++) {
      end += batchNs[i];
      history.add(new long[] {end, batchNs[i], compiledMs[i]});
    }
    return history;
  }

  private static long[] times(int batches, long ns) {
    long[] times = new long[batches];
    Arrays.fill(times, ns);
    return times;
  }

  @Test
  void theHistoriesBelowAssumeTheseThresholds() {
    assertThat(Measurement.STEADY_WINDOW_NS).isEqualTo(300 * MS);
    assertThat(Measurement.STEADY_AGREEMENT).isEqualTo(0.03);
    assertThat(Measurement.STEADY_COMPILE_SHARE).isEqualTo(0.01);
  }

  @Test
  void batchesThatAgreeOverTheWindowWhileTheJitIsQuietAreSteady() {
    // 10 batches of 50 ms: the trailing 300 ms are 6 batches, more than the 4 needed.
    assertThat(Measurement.steady(history(times(10, 50 * MS)), true)).isTrue();
  }

  @Test
  void halvesWithinTheAgreementAreSteady() {
    long[] batches = times(10, 50 * MS);
    // The newer half 2% slower than the older: within 3%.
    Arrays.fill(batches, 7, 10, 51 * MS);

    assertThat(Measurement.steady(history(batches), true)).isTrue();
  }

  @Test
  void noisyBatchesWithoutATrendAreSteady() {
    // Young collections land in some batches: +-15% noise, the halves 6% apart by chance.
    long[] batches = {
      50 * MS, 50 * MS, 50 * MS, 50 * MS, 58 * MS, 44 * MS, 50 * MS, 57 * MS, 43 * MS, 53 * MS
    };

    assertThat(Measurement.steady(history(batches), true)).isTrue();
  }

  @Test
  void halvesTenPercentApartAreNotSteady() {
    long[] batches = times(10, 50 * MS);
    Arrays.fill(batches, 7, 10, 55 * MS);

    assertThat(Measurement.steady(history(batches), true)).isFalse();
  }

  @Test
  void halvesTenPercentApartTheOtherWayAreNotSteadyEither() {
    long[] batches = times(10, 55 * MS);
    Arrays.fill(batches, 7, 10, 50 * MS);

    assertThat(Measurement.steady(history(batches), true)).isFalse();
  }

  @Test
  void aJitStillCompilingMoreThanItsShareOfTheWindowIsNotSteady() {
    long[] batches = times(10, 50 * MS);
    // 2 ms of compilation per batch in the last 6 (300 ms): 12 ms, above 1% of the window (3 ms).
    long[] compiled = {100, 100, 100, 100, 102, 104, 106, 108, 110, 112};

    assertThat(Measurement.steady(history(batches, compiled), true)).isFalse();
  }

  @Test
  void compilationWithinItsShareOfTheWindowIsQuiet() {
    long[] batches = times(10, 50 * MS);
    // 2 ms over the trailing 300 ms: below 1% (3 ms).
    long[] compiled = {100, 100, 100, 100, 100, 101, 101, 101, 102, 102};

    assertThat(Measurement.steady(history(batches, compiled), true)).isTrue();
  }

  @Test
  void compilationBeforeTheWindowDoesNotCount() {
    long[] batches = times(10, 50 * MS);
    long[] compiled = {100, 200, 300, 400, 400, 400, 400, 400, 400, 400};

    assertThat(Measurement.steady(history(batches, compiled), true)).isTrue();
  }

  @Test
  void withoutCompilationTimesOnlyTheAgreementDecides() {
    long[] batches = times(10, 50 * MS);
    long[] compiled = {100, 100, 100, 100, 102, 104, 106, 108, 110, 112};

    assertThat(Measurement.steady(history(batches, compiled), false)).isTrue();
  }

  @Test
  void aHistoryShorterThanTheWindowIsNotSteadyHoweverManyBatchesAgree() {
    // 20 batches of 10 ms: 200 ms in all.
    assertThat(Measurement.steady(history(times(20, 10 * MS)), true)).isFalse();
  }

  @Test
  void aWindowOfFewerThanFourBatchesIsNotSteady() {
    // 100 ms batches: the trailing 300 ms are 3 batches.
    assertThat(Measurement.steady(history(times(5, 100 * MS)), true)).isFalse();
    // 75 ms batches: the trailing 300 ms are 4 batches.
    assertThat(Measurement.steady(history(times(6, 75 * MS)), true)).isTrue();
  }

  @Test
  void aSingleBatchIsNotSteady() {
    assertThat(Measurement.steady(history(400 * MS), true)).isFalse();
  }
}
