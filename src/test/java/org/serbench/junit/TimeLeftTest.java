package org.serbench.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The estimate of the time left tells the JVMs certain to come from those cells may add. */
class TimeLeftTest {
  private static final long MINUTE = TimeUnit.MINUTES.toNanos(1);

  @Test
  void withNoJvmThatMayBeAddedTheEstimateIsTheCertainTime() {
    TimeLeft left = new TimeLeft();

    assertThat(left.text(62 * MINUTE + 3_000_000_000L, 0)).isEqualTo("1:02:03");
  }

  @Test
  void beforeAnyCellIsCompleteTheEstimateIsTheRangeFromNoneAddedToAll() {
    TimeLeft left = new TimeLeft();

    assertThat(left.text(40 * MINUTE, 25 * MINUTE))
        .isEqualTo("0:40:00 to 1:05:00 (as the cells' JVMs agree or not)");
  }

  @Test
  void afterCellsAreJudgedTheJvmsThatMayBeAddedCountAtTheRateTheyTookOne() {
    TimeLeft left = judged(3, 5);

    assertThat(left.text(40 * MINUTE, 20 * MINUTE))
        .isEqualTo("0:47:30 (if cells take another JVM as often as so far: 38% of 8 chances)");
  }

  @Test
  void aCellThatTookAnotherJvmCountsBeforeItIsComplete() {
    TimeLeft left = judged(1, 0);

    assertThat(left.text(10 * MINUTE, 10 * MINUTE))
        .isEqualTo("0:20:00 (if cells take another JVM as often as so far: 100% of 1 chance)");
  }

  @Test
  void aNegativeTimeShowsAsNone() {
    assertThat(TimeLeft.clock(-5)).isEqualTo("0:00:00");
  }

  /**
   * An estimate after cells took another JVM {@code took} times and declined it {@code declined}.
   */
  private static TimeLeft judged(int took, int declined) {
    TimeLeft left = new TimeLeft();
    for (int i = 0; i < took + declined; i++) {
      left.judged(i < took);
    }
    return left;
  }
}
