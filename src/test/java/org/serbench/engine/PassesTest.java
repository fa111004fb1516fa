package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** How often a timing loop passes over its batch. */
class PassesTest {

  @Test
  void aPassOfAMillisecondOrMoreIsTimedOnce() {
    assertThat(Passes.of(1_000_000)).isEqualTo(1);
    assertThat(Passes.of(250_000_000)).isEqualTo(1);
  }

  @Test
  void aShortPassIsRepeatedUntilThePhaseLastsAMillisecond() {
    assertThat(Passes.of(999_999)).isEqualTo(2);
    assertThat(Passes.of(500_000)).isEqualTo(2);
    assertThat(Passes.of(300_000)).isEqualTo(4);
    assertThat(Passes.of(1_000)).isEqualTo(1_000);
  }

  @Test
  void anEmptyOrInstantPassIsCappedNotDividedByZero() {
    assertThat(Passes.of(0)).isEqualTo(Passes.MAX);
    assertThat(Passes.of(1)).isEqualTo(Passes.MAX);
  }

  @Test
  void adaptSetsEveryPhaseFromItsOwnPass() {
    Passes passes = new Passes();
    passes.adapt(2_000_000, 500_000, 100_000, 1_000, 250_000, 10_000_000);

    assertThat(passes.create).isEqualTo(1);
    assertThat(passes.ser).isEqualTo(2);
    assertThat(passes.same).isEqualTo(10);
    assertThat(passes.decode).isEqualTo(1_000);
    assertThat(passes.shallow).isEqualTo(4);
    assertThat(passes.deep).isEqualTo(1);
  }
}
