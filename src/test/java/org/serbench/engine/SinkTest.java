package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The sink folds every value it is given and lets an object escape about once in 2^20 calls. */
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
  void anObjectEscapesOnTheRareCallAndPublishShowsIt() {
    Sink sink = new Sink();
    Object value = new Object();
    for (int i = 1; i < RARE_CALL; i++) {
      sink.consumeObject(value);
    }
    sink.publish();
    assertThat(sink.published()).as("objects do not enter the fold").isEqualTo(1);

    sink.consumeObject(value);
    sink.publish();

    assertThat(sink.published()).as("the 2^20th object escaped").isEqualTo(2);
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
