package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** How the JVMs of a cell become the cell's result, and how a result's JVMs are read back. */
class ForksTest {
  private static final Instant START = Instant.parse("2026-01-01T00:00:00Z");

  /**
   * One JVM's result on TestObject: {@code batches} samples counting up from {@code firstSample} in
   * every metric, and figures that tell the JVMs apart by {@code jvm} (1, 2, ...).
   */
  private static Result part(int jvm, long firstSample, int batches, long calibrationNs) {
    long[] samples = LongStream.range(firstSample, firstSample + batches).toArray();
    return part(jvm, samples, samples, samples, calibrationNs);
  }

  /** One JVM's result with these create and ser samples, and {@code samples} in every other. */
  private static Result part(
      int jvm, long[] createNs, long[] serNs, long[] samples, long calibrationNs) {
    int batches = samples.length;
    return new Result(
        "binary/x",
        "TestObject",
        Result.Status.OK,
        "",
        "",
        "configured",
        Map.of("g:a", "1.0"),
        10,
        batches,
        jvm * 7,
        5,
        "Some JVM 17",
        List.of("-Xmx1g"),
        IsolatedRun.FORKED,
        "Test CPU, 2 cores",
        calibrationNs,
        START.plusSeconds(60L * jvm),
        START.plusSeconds(60L * jvm + 30),
        new Result.ColdStart(jvm, jvm, jvm, jvm, jvm, true),
        new Result.Samples(createNs, serNs, samples, samples, samples, samples, samples, samples),
        new Result.Gc(jvm, 10L * jvm, 100L * jvm, 1000L * jvm),
        new Result.Size(100L * jvm, 50L * jvm, 40L * jvm),
        new Result.Runs(new long[] {jvm}, new long[] {jvm}),
        List.of(),
        List.of(new Result.Fork(batches, jvm * 7, jvm * 1_000_000L, jvm == 1, calibrationNs)),
        "");
  }

  /**
   * One JVM's result of 20 batches whose samples lie within 0.2% of {@code nsPerObject} times its
   * 10 objects: a JVM that measured steadily.
   */
  static Result steady(int jvm, long nsPerObject) {
    long[] samples = new long[20];
    for (int i = 0; i < samples.length; i++) {
      samples[i] = nsPerObject * 10 + (i % 2 == 0 ? 1 : -1) * nsPerObject / 50;
    }
    return part(jvm, samples, samples, samples, 0);
  }

  /** One JVM's result whose every sample is {@code nsPerObject} times its 10 objects. */
  static Result jvm(int jvm, long nsPerObject) {
    return part(jvm, nsPerObject * 10, 1, 0);
  }

  static Result failed(String message) {
    return Result.failed(
        "binary/x",
        "TestObject",
        Result.Status.FAILED,
        "read",
        message,
        "configured",
        Map.of(),
        Settings.from(new Properties()),
        IsolatedRun.FORKED,
        START);
  }

  @Test
  void twoJvmsMergeTheirSamplesInTheOrderTheyRanAndAddUpTheirCounts() {
    Result first = part(1, 100, 3, 0);
    Result second = part(2, 200, 2, 5_000);

    Result cell = Forks.merge(List.of(first, second));

    assertThat(cell.status()).isEqualTo(Result.Status.OK);
    assertThat(cell.samples().serNs()).containsExactly(100, 101, 102, 200, 201);
    assertThat(cell.samples().decodeNs()).containsExactly(100, 101, 102, 200, 201);
    assertThat(cell.samples().deserAllocBytes()).containsExactly(100, 101, 102, 200, 201);
    assertThat(cell.batches()).isEqualTo(5);
    assertThat(cell.warmup()).isEqualTo(7 + 14);
    assertThat(cell.gc()).isEqualTo(new Result.Gc(3, 30, 300, 3000));
    assertThat(cell.cold()).isEqualTo(first.cold());
    assertThat(cell.size()).isEqualTo(first.size());
    assertThat(cell.runs()).isSameAs(first.runs());
    assertThat(cell.objects()).isEqualTo(10);
    assertThat(cell.started()).isEqualTo(first.started());
    assertThat(cell.finished()).isEqualTo(second.finished());
    assertThat(cell.calibrationNs()).as("the JVM that took it").isEqualTo(5_000);
    assertThat(cell.forks()).containsExactly(first.forks().get(0), second.forks().get(0));
  }

  @Test
  void theCalibrationIsTheMedianOfTheJvmsThatTookIt() {
    Result cell =
        Forks.merge(
            List.of(part(1, 0, 1, 300), part(2, 0, 1, 0), part(3, 0, 1, 100), part(4, 0, 1, 200)));

    assertThat(cell.calibrationNs()).isEqualTo(200);
  }

  @Test
  void aFailedJvmMakesTheCellThatFailure() {
    Result broken = failed("read: java.lang.IllegalStateException: boom");

    assertThat(Forks.merge(List.of(part(1, 100, 3, 0), broken))).isSameAs(broken);
    assertThat(Forks.merge(List.of(broken, part(2, 100, 3, 0)))).isSameAs(broken);
  }

  @Test
  void aSingleJvmIsTheCellAsItIs() {
    Result only = part(1, 100, 3, 0);

    assertThat(Forks.merge(List.of(only))).isSameAs(only);
  }

  @Test
  void aCellNeedsAtLeastOneJvm() {
    assertThatThrownBy(() -> Forks.merge(List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at least one JVM");
  }

  @Test
  void eachJvmsMeanComesFromItsOwnSamples() {
    List<Result.Fork> forks =
        List.of(new Result.Fork(3, 0, 0, true, 0), new Result.Fork(2, 0, 0, true, 0));

    assertThat(Result.forkMeans(new double[] {1, 2, 3, 10, 20}, forks))
        .containsExactly(new double[] {2, 15}, within(1e-12));
  }

  @Test
  void aJvmThatMeasuredNoBatchesHasNoMean() {
    // 3 batches over 4 JVMs: the last one's share is 0.
    List<Result.Fork> forks =
        List.of(
            new Result.Fork(1, 0, 0, true, 0),
            new Result.Fork(1, 0, 0, true, 0),
            new Result.Fork(1, 0, 0, true, 0),
            new Result.Fork(0, 0, 0, true, 0));

    assertThat(Result.forkMeans(new double[] {1, 2, 3}, forks))
        .containsExactly(1, 2, 3, Double.NaN);
  }

  @Test
  void oneJvmOrNoneRecordedHasOneMeanOfAllSamples() {
    double[] samples = {1, 2, 3, 10, 20};

    assertThat(Result.forkMeans(samples, List.of())).containsExactly(7.2);
    assertThat(Result.forkMeans(samples, List.of(new Result.Fork(5, 0, 0, true, 0))))
        .containsExactly(7.2);
    assertThat(Result.forkMeans(new double[0], List.of())).isEmpty();
  }

  @Test
  void aResultIsSettledOnlyWhenEveryJvmSettled() {
    Result settled = part(1, 100, 3, 0);
    Result unsettled = part(2, 100, 3, 0);

    assertThat(settled.settled()).isTrue();
    assertThat(unsettled.settled()).isFalse();
    assertThat(Forks.merge(List.of(settled, unsettled)).settled()).isFalse();
    assertThat(Forks.merge(List.of(settled, part(1, 200, 3, 0))).settled()).isTrue();
  }

  @Test
  void aStackOverflowHasOneOutcomeWhetherTheLibraryWrappedItOrNot() {
    Result raw = failed("first round trip: java.lang.StackOverflowError");
    Result jackson =
        failed(
            "first round trip: com.fasterxml.jackson.databind.JsonMappingException: Infinite"
                + " recursion (StackOverflowError) (through reference chain: A[\"b\"])");
    Result kryo =
        failed(
            "first round trip: com.esotericsoftware.kryo.KryoException: A StackOverflow occurred.");
    Result other = failed("first round trip: org.bson.BsonSerializationException: too deep");

    assertThat(raw.outcome()).isEqualTo("read: stack overflow");
    assertThat(jackson.outcome()).isEqualTo("read: stack overflow");
    assertThat(kryo.outcome()).isEqualTo("read: stack overflow");
    assertThat(other.outcome()).isEqualTo("read: org.bson.BsonSerializationException");
  }

  @Test
  void aCellOfThreeJvmsThatDisagreeSetsAsideTheOneFarthestFromTheirMedian() {
    Result a = jvm(1, 100);
    Result far = jvm(2, 140);
    Result b = jvm(3, 104);

    Result cell = Forks.merge(List.of(a, far, b), 0.10);

    assertThat(cell.setAside())
        .isEqualTo("JVM 2 of 3: create 140 ns/op, +35% off the median of the cell's JVMs (104)");
    assertThat(cell.samples().serNs()).containsExactly(1000, 1040);
    assertThat(cell.forks()).hasSize(2);
    assertThat(cell.jvms()).isEqualTo(3);
    assertThat(cell.batches()).isEqualTo(2);
    assertThat(cell.gc().serCount()).as("a's and b's").isEqualTo(1 + 3);
    assertThat(cell.finished()).isEqualTo(b.finished());
  }

  @Test
  void theFarthestJvmIsJudgedByThePhaseInWhichItLiesFarthest() {
    // JVM 1 is 50% slower in ser alone, 25% off the median there; JVM 3 is 20% slower in all.
    long[] normal = {1000};
    Result serOff = part(1, normal, new long[] {1500}, normal, 0);
    Result median = jvm(2, 100);
    Result allOff = jvm(3, 120);

    assertThat(Forks.farthest(List.of(serOff, median, allOff))).isZero();
    assertThat(Forks.merge(List.of(serOff, median, allOff), 0.10).setAside())
        .startsWith("JVM 1 of 3: ser 150 ns/op, +25% off");
  }

  @Test
  void aCellSetsNoJvmAsideWhereTheyAgreeOrAreFewerThanThree() {
    Result a = jvm(1, 100);
    Result b = jvm(2, 104);
    Result c = jvm(3, 108);
    Result far = jvm(4, 140);

    assertThat(Forks.merge(List.of(a, b, c), 0.10).setAside()).as("8% apart").isEmpty();
    assertThat(Forks.merge(List.of(a, b, c), 0.10).forks()).hasSize(3);
    assertThat(Forks.merge(List.of(a, far), 0.10).setAside()).as("two JVMs").isEmpty();
    assertThat(Forks.merge(List.of(a, far), 0.10).forks()).hasSize(2);
    assertThat(Forks.merge(List.of(a, far, b), 0.50).setAside()).as("40% allowed").isEmpty();
  }

  @Test
  void aFailedJvmIsItsCellsOutcomeEvenWhereOthersWouldBeSetAside() {
    Result broken = failed("read: boom");

    assertThat(Forks.merge(List.of(jvm(1, 100), jvm(2, 140), broken), 0.10)).isSameAs(broken);
  }

  @Test
  void jvmsDisagreeWhereThePhaseFurthestApartLiesMoreThanTheTolerance() {
    Result a = jvm(1, 100);
    Result b = jvm(2, 108);
    Result c = jvm(3, 125);

    assertThat(Forks.disagreement(List.of(a, b), 0.10)).isEmpty();
    assertThat(Forks.disagreement(List.of(a, b, c), 0.10))
        .isEqualTo("create 100 to 125 ns/op, +25%");
    assertThat(Forks.disagreement(List.of(c, a), 0.30)).isEmpty();
    assertThat(Forks.disagreement(List.of(a), 0)).as("one JVM").isEmpty();
  }

  @Test
  void aPhaseNotTimedOrAFailedJvmIsNoDisagreement() {
    Result timed = jvm(1, 100);
    Result untimed = jvm(2, 0);

    assertThat(Forks.disagreement(List.of(timed, untimed), 0.10))
        .as("a JVM whose phases read 0, as a POJO codec's create")
        .isEmpty();
    assertThat(Forks.disagreement(List.of(timed, failed("boom")), 0.10)).isEmpty();
  }
}
