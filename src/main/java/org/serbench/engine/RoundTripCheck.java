package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Asserts that a decoded object equals its original.
 *
 * <p>Every object is compared with the model's deep {@code equals} (value equality down to every
 * instant; {@code ModelEqualityTest} proves it sees a change in any field). AssertJ's recursive
 * comparison, which walks the fields themselves and names the differing field path (e.g. {@code
 * nestedObject.instants[3]}), runs on every object that {@code equals} rejects, and on a sample of
 * the others as a second, independent opinion: it compares unordered sets element against element,
 * some ten seconds for a batch of 1,000 TestObjects, too slow for every object of every codec (the
 * sample of a batch of 1,000 is six objects: 0.2 s of TestObjects, 0.5 s in a JVM's first batch).
 * Its default tolerance for doubles and floats is replaced by exact equality: a codec that rounds a
 * double has lost data.
 */
final class RoundTripCheck {
  /** Objects below this index, and every {@link #SAMPLE_EVERY}th, get the field-by-field check. */
  static final int SAMPLE_FIRST = 3;

  static final int SAMPLE_EVERY = 250;

  private static final String CONFIGURATION_NOTE =
      "The recursive comparison was performed with this configuration";
  private static final int LONGEST_LINE = 400;

  private RoundTripCheck() {}

  static void assertSame(String codec, String dataSet, int index, Object expected, Object actual) {
    assertSame(codec, dataSet, index, expected, actual, true);
  }

  /**
   * Compares a decoded object with its original; {@code sample} adds the field-by-field comparison
   * of a sample of equal objects (too slow for the scaling runs' large batches).
   */
  static void assertSame(
      String codec, String dataSet, int index, Object expected, Object actual, boolean sample) {
    boolean equal = Objects.equals(expected, actual);
    if (equal && (!sample || (index >= SAMPLE_FIRST && index % SAMPLE_EVERY != 0))) {
      return;
    }
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
    if (!equal) {
      throw new AssertionError(
          String.format(
              "codec %s, data set %s, object #%d: the round trip changed the object (equals is"
                  + " false) though no field differs: %s, expected %s",
              codec, dataSet, index, actual, expected));
    }
  }

  /**
   * Compares a decoded object of a user's data with its original value by value ({@link
   * ValueComparison}): {@code equals} where the class defines one, its fields where it does not,
   * which a class with identity {@code equals} needs. A difference names the field path.
   */
  static void assertSameValues(
      String codec, String dataSet, int index, Object expected, Object actual) {
    ValueComparison.firstDifference(expected, actual)
        .ifPresent(
            difference -> {
              throw new AssertionError(
                  String.format(
                      "codec %s, data set %s, object #%d: the round trip lost or changed data: %s",
                      codec, dataSet, index, difference.describe()));
            });
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
