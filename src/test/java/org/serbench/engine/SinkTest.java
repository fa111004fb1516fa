package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The sink folds every value it is given and lets an object escape at the calls that are powers of
 * two, then at every 2^20th.
 */
class SinkTest {
  private static final int RARE_CALL = 1 << 20;

  @Test
  void nothingIsPublishedBeforePublish() {
    Sink sink = new Sink();
    sink.consume(42L);

    assertThat(sink.published()).isZero();
  }

  @Test
  void theFoldIsThePolynomialOfTheValuesInOrder() {
    Sink sink = new Sink();
    sink.consume(5L);
    sink.consume(true);
    sink.consume(false);
    sink.consume(new byte[3]);
    sink.publish();

    // state = 1, then state * 31 + value: 5, true is 1, false is 2, an array its length.
    long expected = ((((1 * 31 + 5) * 31 + 1) * 31 + 2) * 31 + 3);
    assertThat(sink.published()).isEqualTo(expected);
  }

  @Test
  void theSameValuesGiveTheSameFoldAndAnotherOrderAnother() {
    Sink first = fed(7L, 1.5, 11L);
    Sink again = fed(7L, 1.5, 11L);
    Sink swapped = fed(11L, 1.5, 7L);

    assertThat(again.published()).isEqualTo(first.published());
    assertThat(swapped.published()).isNotEqualTo(first.published());
  }

  @Test
  void anObjectEscapesAtThePowersOfTwoUpTo2To20ThenEvery2To20thCall() {
    Sink sink = new Sink();
    int calls = 3 * RARE_CALL;
    Map<Integer, Integer> lastEscapedAfter = new HashMap<>();
    List<Integer> checkpoints =
        List.of(
            1,
            2,
            3,
            1000,
            RARE_CALL - 1,
            RARE_CALL,
            RARE_CALL + RARE_CALL / 2,
            2 * RARE_CALL,
            2 * RARE_CALL + RARE_CALL / 2,
            calls);
    for (int i = 1; i <= calls; i++) {
      sink.consumeObject(i);
      if (checkpoints.contains(i)) {
        lastEscapedAfter.put(i, (Integer) sink.escaped());
      }
    }

    assertThat(lastEscapedAfter.get(1)).as("nothing escapes at the first call").isNull();
    assertThat(lastEscapedAfter.get(2)).isEqualTo(2);
    assertThat(lastEscapedAfter.get(3)).isEqualTo(2);
    assertThat(lastEscapedAfter.get(1000)).isEqualTo(512);
    assertThat(lastEscapedAfter.get(RARE_CALL - 1)).isEqualTo(RARE_CALL / 2);
    assertThat(lastEscapedAfter.get(RARE_CALL)).isEqualTo(RARE_CALL);
    assertThat(lastEscapedAfter.get(RARE_CALL + RARE_CALL / 2))
        .as("the period stops growing at 2^20")
        .isEqualTo(RARE_CALL);
    assertThat(lastEscapedAfter.get(2 * RARE_CALL)).isEqualTo(2 * RARE_CALL);
    assertThat(lastEscapedAfter.get(2 * RARE_CALL + RARE_CALL / 2)).isEqualTo(2 * RARE_CALL);
    assertThat(lastEscapedAfter.get(calls)).isEqualTo(calls);
  }

  @Test
  void publishShowsWhetherAnObjectEscaped() {
    Sink sink = new Sink();
    sink.consumeObject(new Object());
    sink.publish();
    assertThat(sink.published()).as("objects do not enter the fold").isEqualTo(1);

    sink.consumeObject(new Object());
    sink.publish();

    assertThat(sink.published()).as("the second object escaped").isEqualTo(2);
  }

  @Test
  void anEncodedMessageCountsAsAnObjectCall() {
    Sink messages = new Sink();
    byte[] empty = new byte[0];
    for (int i = 0; i < RARE_CALL; i++) {
      messages.consume(empty);
    }
    messages.publish();

    Sink longs = new Sink();
    for (int i = 0; i < RARE_CALL; i++) {
      longs.consume(0L);
    }
    longs.publish();

    // Length 0 folds like the long 0; the difference is the escaped array.
    assertThat(messages.published()).isEqualTo(longs.published() + 1);
  }

  private static Sink fed(long a, double b, long c) {
    Sink sink = new Sink();
    sink.consume(a);
    sink.consume(b);
    sink.consume(c);
    sink.publish();
    return sink;
  }
}
