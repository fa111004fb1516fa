package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** How often a timing loop passes over its batch. */
class PassesTest {

  private static final long MS = 1_000_000;

  @Test
  void withoutAMinimumEveryPhaseIsOnePass() {
    Passes passes = new Passes(0);
    passes.adapt(1, 10, 100, 1_000, 10_000, 100_000);

    assertThat(List.of(passes.create, passes.ser, passes.same, passes.decode, passes.shallow))
        .containsOnly(1);
    assertThat(passes.deep).isEqualTo(1);
  }

  @Test
  void aPassOfAMillisecondOrMoreIsTimedOnce() {
    assertThat(Passes.of(1_000_000, MS)).isEqualTo(1);
    assertThat(Passes.of(250_000_000, MS)).isEqualTo(1);
  }

  @Test
  void aShortPassIsRepeatedUntilThePhaseLastsAMillisecond() {
    assertThat(Passes.of(999_999, MS)).isEqualTo(2);
    assertThat(Passes.of(500_000, MS)).isEqualTo(2);
    assertThat(Passes.of(300_000, MS)).isEqualTo(4);
    assertThat(Passes.of(1_000, MS)).isEqualTo(1_000);
  }

  @Test
  void anEmptyOrInstantPassIsCappedNotDividedByZero() {
    assertThat(Passes.of(0, MS)).isEqualTo(Passes.MAX);
    assertThat(Passes.of(1, MS)).isEqualTo(Passes.MAX);
  }

  @Test
  void adaptSetsEveryPhaseFromItsOwnPass() {
    Passes passes = new Passes(1);
    passes.adapt(2_000_000, 500_000, 100_000, 1_000, 250_000, 10_000_000);

    assertThat(passes.create).isEqualTo(1);
    assertThat(passes.ser).isEqualTo(2);
    assertThat(passes.same).isEqualTo(10);
    assertThat(passes.decode).isEqualTo(1_000);
    assertThat(passes.shallow).isEqualTo(4);
    assertThat(passes.deep).isEqualTo(1);
  }

  @Test
  void aBatchLastsEveryPhasesPassTimesItsPasses() {
    Passes passes = new Passes(1);
    passes.adapt(2_000_000, 500_000, 100_000, 1_000, 250_000, 10_000_000);

    // 2 + 2 x 0.5 + 10 x 0.1 + 1,000 x 0.001 + 4 x 0.25 + 10 ms
    assertThat(passes.batchNanos(2_000_000, 500_000, 100_000, 1_000, 250_000, 10_000_000))
        .isEqualTo(16_000_000);
  }
}
