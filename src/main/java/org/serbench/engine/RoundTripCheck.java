package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Collectors;

/**
 * Asserts that a decoded object equals its original, field by field.
 *
 * <p>AssertJ's recursive comparison walks the fields themselves, never the model's {@code equals}
 * (which a careless change could weaken), and its message names each differing field path, e.g.
 * {@code nestedObjects.instants[3]}. Its default tolerance for doubles and floats is replaced by
 * exact equality: a codec that rounds a double has lost data.
 */
final class RoundTripCheck {
  private static final String CONFIGURATION_NOTE =
      "The recursive comparison was performed with this configuration";
  private static final int LONGEST_LINE = 400;

  private RoundTripCheck() {}

  static void assertSame(String codec, String dataSet, int index, Object expected, Object actual) {
    try {
      assertThat(actual)
          .as(
              "codec %s, data set %s, object #%d: the round trip lost or changed data",
              codec, dataSet, index)
          .usingRecursiveComparison()
          .withEqualsForType((a, b) -> Double.compare(a, b) == 0, Double.class)
          .withEqualsForType((a, b) -> Float.compare(a, b) == 0, Float.class)
          .isEqualTo(expected);
    } catch (AssertionError e) {
      throw new AssertionError(shorten(e.getMessage()), e);
    }
  }

  /** Keeps the differences; drops AssertJ's description of its configuration and long dumps. */
  private static String shorten(String message) {
    int note = message.indexOf(CONFIGURATION_NOTE);
    String differences = note < 0 ? message : message.substring(0, note);
    return differences
        .lines()
        .map(l -> l.length() > LONGEST_LINE ? l.substring(0, LONGEST_LINE) + " ..." : l)
        .collect(Collectors.joining("\n"))
        .strip();
  }
}
