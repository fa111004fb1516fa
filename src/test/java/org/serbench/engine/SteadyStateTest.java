package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * When the warm-up counts as steady, on synthetic histories of warm-up batches: each entry is {end
 * nanoTime, batch ns, cumulative JIT compile ms}, as {@code PhaseSchedule.warmUp} records them. The
 * window is the trailing half of the history (at least 300 ms and 8 batches).
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
    assertThat(SteadyState.WINDOW_NS).isEqualTo(300 * MS);
    assertThat(SteadyState.AGREEMENT).isEqualTo(0.03);
    assertThat(SteadyState.COMPILE_SHARE).isEqualTo(0.01);
    assertThat(SteadyState.MIN_BATCHES).isEqualTo(8);
  }

  @Test
  void batchesThatAgreeOverTheWindowWhileTheJitIsQuietAreSteady() {
    // 20 batches of 50 ms: the window is the trailing 500 ms, 10 batches.
    assertThat(SteadyState.reached(history(times(20, 50 * MS)), true)).isTrue();
  }

  @Test
  void halvesWithinTheAgreementAreSteady() {
    long[] batches = times(20, 50 * MS);
    // The newer half of the window 2% slower than the older: within 3%.
    Arrays.fill(batches, 15, 20, 51 * MS);

    assertThat(SteadyState.reached(history(batches), true)).isTrue();
  }

  @Test
  void noisyBatchesWithoutATrendAreSteady() {
    // Young collections land in some batches: one batch in each half 30% off, the medians agree.
    long[] batches = times(20, 50 * MS);
    batches[11] = 65 * MS;
    batches[17] = 35 * MS;

    assertThat(SteadyState.reached(history(batches), true)).isTrue();
  }

  @Test
  void batchesNoisierThanTheAgreementPassWithinTheirOwnNoise() {
    // +-20% noise in every batch (a fixed sample), the newer half of the window 5% slower: within
    // one standard error of the difference of the medians.
    java.util.Random random = new java.util.Random(1);
    long[] batches = new long[20];
    for (int i = 0; i < 20; i++) {
      batches[i] = (long) (50 * MS * (0.8 + 0.4 * random.nextDouble()) * (i >= 15 ? 1.05 : 1));
    }

    assertThat(SteadyState.reached(history(batches), true)).isTrue();
  }

  @Test
  void halvesTenPercentApartAreNotSteady() {
    long[] batches = times(20, 50 * MS);
    Arrays.fill(batches, 15, 20, 55 * MS);

    assertThat(SteadyState.reached(history(batches), true)).isFalse();
  }

  @Test
  void halvesTenPercentApartTheOtherWayAreNotSteadyEither() {
    long[] batches = times(20, 55 * MS);
    Arrays.fill(batches, 15, 20, 50 * MS);

    assertThat(SteadyState.reached(history(batches), true)).isFalse();
  }

  @Test
  void aSlowTrendIsNotSteadyEvenWhenTheLastFewBatchesAgree() {
    // Jackson on media.1: 30% faster over the first second, then flat; 0.6 s in, the last 300 ms
    // alone look flat within noise, but the trailing half of the warm-up still falls.
    long[] batches = new long[40];
    for (int i = 0; i < 40; i++) {
      batches[i] = (long) ((i < 30 ? 30 - 0.3 * i : 21) * MS);
    }

    assertThat(SteadyState.reached(history(batches), true)).isFalse();
  }

  @Test
  void theSameTrendSettlesOnceTheFlatPartIsTheWholeWindow() {
    long[] batches = new long[90];
    for (int i = 0; i < 90; i++) {
      batches[i] = (long) ((i < 30 ? 30 - 0.3 * i : 21) * MS);
    }

    assertThat(SteadyState.reached(history(batches), true)).isTrue();
  }

  @Test
  void aJitStillCompilingMoreThanItsShareOfTheWindowIsNotSteady() {
    long[] batches = times(20, 50 * MS);
    // 2 ms of compilation per batch in the last 10 (500 ms): 20 ms, above 1% of the window (5 ms).
    long[] compiled = new long[20];
    for (int i = 0; i < 20; i++) {
      compiled[i] = 100 + 2L * Math.max(0, i - 9);
    }

    assertThat(SteadyState.reached(history(batches, compiled), true)).isFalse();
  }

  @Test
  void compilationWithinItsShareOfTheWindowIsQuiet() {
    long[] batches = times(20, 50 * MS);
    // 4 ms over the trailing 500 ms: below 1% (5 ms).
    long[] compiled = new long[20];
    Arrays.fill(compiled, 100);
    Arrays.fill(compiled, 12, 20, 102);
    Arrays.fill(compiled, 17, 20, 104);

    assertThat(SteadyState.reached(history(batches, compiled), true)).isTrue();
  }

  @Test
  void compilationBeforeTheWindowDoesNotCount() {
    long[] batches = times(20, 50 * MS);
    long[] compiled = new long[20];
    for (int i = 0; i < 20; i++) {
      compiled[i] = 100L * Math.min(i + 1, 9);
    }

    assertThat(SteadyState.reached(history(batches, compiled), true)).isTrue();
  }

  @Test
  void withoutCompilationTimesOnlyTheAgreementDecides() {
    long[] batches = times(20, 50 * MS);
    long[] compiled = new long[20];
    for (int i = 0; i < 20; i++) {
      compiled[i] = 100 + 2L * i;
    }

    assertThat(SteadyState.reached(history(batches, compiled), false)).isTrue();
  }

  @Test
  void aHistoryShorterThanTheWindowIsNotSteadyHoweverManyBatchesAgree() {
    // 20 batches of 10 ms: 200 ms in all.
    assertThat(SteadyState.reached(history(times(20, 10 * MS)), true)).isFalse();
  }

  @Test
  void aWindowOfFewerThanEightBatchesIsNotSteady() {
    // 100 ms batches, 12 of them: the trailing half is 6 batches.
    assertThat(SteadyState.reached(history(times(12, 100 * MS)), true)).isFalse();
    // 17 of them: the trailing 850 ms are 8 batches.
    assertThat(SteadyState.reached(history(times(17, 100 * MS)), true)).isTrue();
  }

  @Test
  void aSingleBatchIsNotSteady() {
    assertThat(SteadyState.reached(history(400 * MS), true)).isFalse();
  }

  @Test
  void theMedianIsTheSortedMiddleAtEverySizeWithTiesAndOrders() {
    Random random = new Random(42);
    for (int n = 1; n <= 700; n++) {
      for (int bound : new int[] {3, 1_000_000}) {
        double[] values = new double[n];
        for (int i = 0; i < n; i++) {
          values[i] = random.nextInt(bound);
        }
        if (n % 3 == 0) {
          Arrays.sort(values); // already in order
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        double expected = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        double[] before = values.clone();

        assertThat(SteadyState.median(values)).as("n=%d", n).isEqualTo(expected);
        assertThat(values).as("its input unchanged").isEqualTo(before);
      }
    }
  }
}
