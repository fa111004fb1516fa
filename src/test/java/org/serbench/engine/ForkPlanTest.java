package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** How the JVMs of a cell share its batches. */
class ForkPlanTest {
  @Test
  void aForkSharesTheCellsBatchesTheFirstJvmsTakingTheRemainder() {
    assertThat(shares(100, 2)).containsExactly(50, 50);
    assertThat(shares(101, 2)).containsExactly(51, 50);
    assertThat(shares(5, 3)).containsExactly(2, 2, 1);
    assertThat(shares(1, 2)).containsExactly(1, 0);
    assertThat(shares(7, 1)).containsExactly(7);
  }

  @Test
  void theSharesAddUpToTheTotal() {
    for (int count = 1; count <= 7; count++) {
      for (int total = 0; total <= 50; total++) {
        assertThat(Arrays.stream(shares(total, count)).sum())
            .as("%d batches over %d JVMs", total, count)
            .isEqualTo(total);
      }
    }
  }

  @Test
  void aJvmAddedToTheCellsPlannedOnesMeasuresAShareAsTheyDo() {
    ForkPlan third = new ForkPlan(2, 2);

    assertThat(third.extra()).isTrue();
    assertThat(new ForkPlan(1, 2).extra()).isFalse();
    assertThat(third.share(100)).isEqualTo(50);
    assertThat(third.share(101)).isEqualTo(50);
    assertThat(new ForkPlan(5, 3).share(20)).isEqualTo(6);
  }

  @Test
  void aForkPlanRejectsANegativeIndexAndACountBelowOne() {
    assertThatThrownBy(() -> new ForkPlan(-1, 2))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("fork -1 of 2");
    assertThatThrownBy(() -> new ForkPlan(0, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("fork 0 of 0");
    assertThat(ForkPlan.SINGLE).isEqualTo(new ForkPlan(0, 1));
  }

  private static int[] shares(int total, int count) {
    int[] shares = new int[count];
    for (int i = 0; i < count; i++) {
      shares[i] = new ForkPlan(i, count).share(total);
    }
    return shares;
  }
}
