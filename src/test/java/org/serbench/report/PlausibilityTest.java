package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.serbench.engine.Result;

/**
 * The invariant deser ≤ +shal ≤ +deep, each within the two figures' confidence intervals, and the
 * physics of an encoder: it allocates what it writes, and writing more costs more than the floor.
 */
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

  /** The harness floor of a run: "ser" at 3 ns an object. */
  private static final Result FLOOR =
      Fixtures.encoder("harness-floor", "TestObject", 1000, 3, 0, 1);

  private static List<String> violations(List<Result> run, Result r) {
    return new Plausibility(run, FLOOR, JvmSpread.NONE).violations(r);
  }

  @Test
  void anEncoderThatAllocatesLessThanHalfItsSizeReturnedBytesItDidNotWrite() {
    Result cached = Fixtures.encoder("binary/cached", "TestObject", 1000, 40, 0, 9531);

    assertThat(violations(List.of(cached), cached))
        .containsExactly(
            "ser allocates 0 B an object for 9,531 B encoded: the encoder returned bytes it did"
                + " not write");
  }

  @Test
  void anEncoderThatAllocatesHalfItsSizeOrMoreIsPlausible() {
    Result half = Fixtures.encoder("binary/half", "TestObject", 1000, 400, 4766, 9531);
    Result copies = Fixtures.encoder("binary/copies", "TestObject", 1000, 400, 19_200, 9531);

    assertThat(violations(List.of(half, copies), half)).isEmpty();
    assertThat(violations(List.of(half, copies), copies)).isEmpty();
  }

  @Test
  void unknownAllocationGivesNoVerdict() {
    Result unknown = Fixtures.encoder("binary/x", "TestObject", 1000, 400, -1, 9531);

    assertThat(violations(List.of(unknown), unknown)).isEmpty();
  }

  @Test
  void anEncoderAtTheFloorWhileItsSizeGrowsDidNoWork() {
    // It allocates what it writes, so only the floor rule can catch it.
    Result small = Fixtures.encoder("binary/lazy", "media.4", 1000, 5, 62, 62);
    Result large = Fixtures.encoder("binary/lazy", "Master", 1, 6, 9_848_031, 9_848_031);
    Result other = Fixtures.encoder("binary/honest", "Master", 1, 9_000_000, 9_848_031, 9_848_031);
    List<Result> run = List.of(small, large, other, FLOOR);

    String reason =
        "ser stays at %s ns an object, near the harness floor's 3.0 ns, while its size grows from"
            + " 62 B (media.4) to 9,848,031 B (Master): the encoder did no work that grows with"
            + " its output";
    assertThat(violations(run, small)).containsExactly(String.format(reason, "5.0"));
    assertThat(violations(run, large)).containsExactly(String.format(reason, "6.0"));
    assertThat(violations(run, other)).isEmpty();
  }

  @Test
  void anEncoderAtTheFloorOnDataSetsOfOneSizeIsNotJudgedByTheFloor() {
    Result a = Fixtures.encoder("binary/tiny", "media.4", 1000, 5, 62, 62);
    Result b = Fixtures.encoder("binary/tiny", "ints.255", 1000, 5, 70, 70);

    assertThat(violations(List.of(a, b), a)).isEmpty();
  }

  @Test
  void aRunWithoutTheFloorGivesNoVerdictOnIt() {
    Result small = Fixtures.encoder("binary/lazy", "media.4", 1000, 5, 62, 62);
    Result large = Fixtures.encoder("binary/lazy", "Master", 1, 6, 9_848_031, 9_848_031);

    assertThat(new Plausibility(List.of(small, large), null, JvmSpread.NONE).violations(large))
        .isEmpty();
  }

  @Test
  void anImplausibleRowIsNotPlausible() {
    Result cached = Fixtures.encoder("binary/cached", "TestObject", 1000, 40, 0, 9531);
    Plausibility p = new Plausibility(List.of(cached), null, JvmSpread.NONE);

    assertThat(p.plausible(cached)).isFalse();
    assertThat(p.plausible(MarkdownReportTest.results().get(3))).isFalse();
  }
}
