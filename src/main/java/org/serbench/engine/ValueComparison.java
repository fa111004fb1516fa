package org.serbench.engine;

import java.lang.reflect.Array;
import java.util.Locale;
import java.util.Optional;

/**
 * The first difference between an original object graph and its decoded copy, named by its path.
 *
 * <p>A user's own classes cannot be trusted to say by {@code equals} whether a codec kept every
 * value: a class without an {@code equals} of its own compares by identity, so a perfect copy would
 * differ, and a record's generated {@code equals} is false as soon as one component has identity
 * {@code equals}. So the graphs are compared by value. A class with an {@code equals} of its own is
 * believed when it says equal; when it says unequal its fields are walked, transient ones too, to
 * name the field it looked at. A record compares component by component. Any other class compares
 * field by field without its transient fields, since {@code transient} says a field is not part of
 * the value and a codec is right to drop it. Runtime classes must match (a subclass decoded as its
 * superclass has lost data), except that a JDK list, set or map compares by interface, because a
 * library may rebuild it as a class of its own choice (Gson's {@code LinkedTreeMap}). Doubles and
 * floats compare as {@link Double#equals} does, bit for bit with one NaN: a codec that rounds or
 * loses {@code -0.0} has lost data. Other JDK values compare by {@code equals}, so a {@code
 * BigDecimal}'s scale counts; so does an object whose fields sit in a JDK module that does not open
 * them.
 *
 * <p>The walk keeps its own work stack rather than recursing, so that a linked list of a hundred
 * thousand nodes cannot overflow the thread's stack, and remembers the pairs it has entered, so
 * that cycles and shared references end.
 */
public final class ValueComparison {
  private static final int SHORT = 200;

  private ValueComparison() {}

  /**
   * The first difference between an original and its decoded copy, or empty when they hold the same
   * values.
   */
  public static Optional<Difference> firstDifference(Object expected, Object actual) {
    return Optional.ofNullable(new ComparisonWalk(null).run(expected, actual));
  }

  /**
   * Where two graphs differ: the path from the root ({@code lines[2].price}, {@code tags{"vip"}}
   * for a map's entry, {@code items<3>} for a set's element, empty for the root), both values
   * shortened, and what differs ({@code value}, {@code type}, {@code size}, {@code null}, ...).
   */
  public record Difference(String path, String expected, String actual, String what) {
    /** One line: {@code field lines[2].price: expected 10.50 but was 10.5 (value)}. */
    public String describe() {
      String where = path.isEmpty() ? "the root" : "field " + path;
      return where + ": expected " + expected + " but was " + actual + " (" + what + ")";
    }
  }

  /** What differs between two strings; past the shortened rendering, where. */
  static String stringWhat(String e, String a) {
    if (e.length() <= SHORT && a.length() <= SHORT) {
      return "value";
    }
    int at = 0;
    while (at < e.length() && at < a.length() && e.charAt(at) == a.charAt(at)) {
      at++;
    }
    return "value, first difference at character " + at;
  }

  /** A short rendering: a string quoted, an array by its type and length, cut at 200 chars. */
  static String render(Object value) {
    String text;
    try {
      text =
          value instanceof String s
              ? quote(s)
              : value instanceof Character c
                  ? "'" + c + "'"
                  : value != null && value.getClass().isArray()
                      ? value.getClass().getComponentType().getTypeName()
                          + "["
                          + Array.getLength(value)
                          + "]"
                      : String.valueOf(value);
    } catch (RuntimeException | StackOverflowError e) {
      // A toString that fails, or that recurses around a cycle, must not hide the difference.
      text = value.getClass().getName() + "@" + Integer.toHexString(System.identityHashCode(value));
    }
    return text.length() <= SHORT ? text : text.substring(0, SHORT) + "...";
  }

  private static String quote(String s) {
    StringBuilder out = new StringBuilder("\"");
    for (int i = 0; i < s.length() && i < SHORT; i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (c < ' ' || Character.isSurrogate(c)) {
        out.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.append(s.length() > SHORT ? "...\"" : "\"").toString();
  }
}
