package org.serbench.evolution;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.serbench.safety.Keywords;
import org.serbench.safety.SafetyOutcome;

/**
 * The outcome keywords of the evolution matrix, and how a cell earns one: the reader's values are
 * judged field by field against the values the other version wrote, not only by the absence of an
 * exception. Beside these, a cell may end in the safety matrices' {@code crash}, {@code hang} or
 * {@code out of memory}.
 */
public final class Outcome {
  /** Read, with every value carried (converted to the reader's type where the type changed). */
  public static final String CARRIED = "carried";

  /**
   * Read, with a field's default where the writer wrote no value: a field the writer's version does
   * not have, or one it left null, holds what the reader gives an unset field. Never a value lost:
   * that is {@link #LOST}.
   */
  public static final String DEFAULT = "default";

  /**
   * Read without an error, and a value the writer wrote reads as the reader's default (a renamed
   * field read by name, a field whose type changed skipped): the value is gone, which a reader
   * cannot tell from a value never written. It never counts as surviving the change.
   */
  public static final String LOST = "lost";

  /** Read, with a field the reader does not know ignored; every other value carried. */
  public static final String IGNORED = "ignored";

  /**
   * Read, with a value the reader's enum does not have kept as the library's unknown value
   * (protobuf's {@code UNRECOGNIZED}, Cap'n Proto's {@code _NOT_IN_SCHEMA}).
   */
  public static final String UNKNOWN = "unknown";

  /** The library threw: its first line is the detail. */
  public static final String ERROR = "error";

  /** Read without an error, and a field holds neither the value written nor its default. */
  public static final String WRONG = "wrong";

  /**
   * The writer's own version could not carry the message: writing it failed, or reading its own
   * bytes back did not give every value written. The cell says nothing about evolution.
   */
  public static final String CANNOT_CARRY = "cannot carry";

  /** The schema language cannot express one of the two versions. */
  public static final String NOT_APPLICABLE = Keywords.NOT_APPLICABLE;

  /** In a write matrix: the version's message was written. */
  public static final String WRITTEN = "written";

  /** The outcomes in the order of the legend, from the best to the worst. */
  public static final List<String> ALL =
      List.of(
          CARRIED,
          IGNORED,
          DEFAULT,
          UNKNOWN,
          LOST,
          ERROR,
          WRONG,
          CANNOT_CARRY,
          NOT_APPLICABLE,
          Keywords.CRASH,
          Keywords.HANG,
          Keywords.OUT_OF_MEMORY);

  /** The outcomes of a change survived: read without an error, a lost value or a wrong one. */
  public static final List<String> SURVIVED = List.of(CARRIED, IGNORED, DEFAULT, UNKNOWN);

  /** Stands for an expected null, which {@link Optional} cannot hold. */
  private static final Object NULL = new Object();

  private Outcome() {}

  /**
   * Judges what a reader of {@code readerVersion} read from the other version's bytes.
   *
   * @param read every field of the reader's version with the value read
   * @param defaults what the reader gives each field the bytes did not set
   */
  static SafetyOutcome judge(
      Change change, int readerVersion, Map<String, Object> read, Map<String, Object> defaults) {
    int writerVersion = 3 - readerVersion;
    Map<String, Object> written = change.values(writerVersion);
    List<String> wrong = new ArrayList<>();
    List<String> unknown = new ArrayList<>();
    List<String> lost = new ArrayList<>();
    List<String> unset = new ArrayList<>();
    List<String> ignored = new ArrayList<>();
    for (Change.Field field : change.fields(readerVersion)) {
      if (!read.containsKey(field.name()) || !defaults.containsKey(field.name())) {
        throw new IllegalStateException(
            change.message() + ": the codec gave no value of the field " + field.name());
      }
      Object actual = read.get(field.name());
      Object unsetValue = defaults.get(field.name());
      String source = change.counterpart(readerVersion, field.name());
      if (source == null) {
        if (same(actual, unsetValue)) {
          unset.add(field.name() + " (not written) = " + show(actual));
        } else {
          wrong.add(
              field.name()
                  + ": not written, expected its default "
                  + show(unsetValue)
                  + ", read "
                  + show(actual));
        }
        continue;
      }
      Object value = written.get(source);
      Optional<Object> expected = convert(value, field.type(), readerVersion);
      String from = source.equals(field.name()) ? "" : " (written as " + source + ")";
      if (expected.isPresent() && same(actual, expected.get())) {
        continue;
      }
      if (field.type() == Change.Type.COLOR
          && actual != null
          && !Change.colors(readerVersion).contains(actual.toString())) {
        unknown.add(field.name() + ": " + show(value) + " read as " + show(actual));
      } else if (value == null && same(actual, unsetValue)) {
        unset.add(field.name() + from + ": null read as the default " + show(actual));
      } else if (same(actual, unsetValue)) {
        lost.add(field.name() + from + ": " + show(value) + " read as the default " + show(actual));
      } else {
        wrong.add(
            field.name()
                + from
                + ": "
                + show(value)
                + " written, "
                + (expected.isPresent() && !show(expected.get()).equals(show(value))
                    ? "expected " + show(expected.get()) + ", "
                    : "")
                + "read "
                + show(actual));
      }
    }
    for (Change.Field field : change.fields(writerVersion)) {
      if (change.counterpart(writerVersion, field.name()) == null
          && written.get(field.name()) != null) {
        ignored.add(field.name());
      }
    }
    String message = change.message();
    if (!wrong.isEmpty()) {
      List<String> detail = new ArrayList<>(wrong);
      detail.addAll(lost);
      return new SafetyOutcome(message, WRONG, String.join("; ", detail));
    }
    List<String> detail = new ArrayList<>(lost);
    detail.addAll(unknown);
    detail.addAll(unset);
    if (!ignored.isEmpty()) {
      detail.add(String.join(", ", ignored) + " ignored");
    }
    if (!lost.isEmpty()) {
      return new SafetyOutcome(message, LOST, String.join("; ", detail));
    }
    if (!unknown.isEmpty()) {
      return new SafetyOutcome(message, UNKNOWN, String.join("; ", detail));
    }
    if (!unset.isEmpty()) {
      return new SafetyOutcome(message, DEFAULT, String.join("; ", detail));
    }
    if (!ignored.isEmpty()) {
      return new SafetyOutcome(message, IGNORED, String.join(", ", ignored) + " ignored");
    }
    return new SafetyOutcome(message, CARRIED, "every value as written");
  }

  /**
   * A written value as a field of {@code type} holds it, or nothing when that type cannot hold it
   * (a null in an int, a long beyond an int, an enum constant the version lacks).
   */
  static Optional<Object> convert(Object value, Change.Type type, int version) {
    if (value == null) {
      return type == Change.Type.INT || type == Change.Type.LONG
          ? Optional.empty()
          : Optional.of(NULL);
    }
    return switch (type) {
      case INT, NULLABLE_INT ->
          asLong(value)
              .filter(l -> l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE)
              .map(l -> (Object) l.intValue());
      case LONG -> asLong(value).map(l -> (Object) l);
      case STRING -> Optional.of(value.toString());
      case COLOR ->
          Change.colors(version).contains(value.toString())
              ? Optional.of(value.toString())
              : Optional.empty();
    };
  }

  private static Optional<Long> asLong(Object value) {
    if (value instanceof Number n) {
      return Optional.of(n.longValue());
    }
    try {
      return Optional.of(Long.parseLong(value.toString()));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  /** Whether a value read is the one expected: numbers by value, text by its characters. */
  static boolean same(Object actual, Object expected) {
    if (expected == NULL || expected == null) {
      return actual == null;
    }
    if (actual == null) {
      return false;
    }
    if (actual instanceof Number a && expected instanceof Number e) {
      return a.longValue() == e.longValue();
    }
    if (actual instanceof Number || expected instanceof Number) {
      return false;
    }
    return actual.toString().equals(expected.toString());
  }

  /** A value as the report prints it: text quoted, null as null. */
  static String show(Object value) {
    if (value == null || value == NULL) {
      return "null";
    }
    if (value instanceof CharSequence text) {
      return "\"" + text + "\"";
    }
    return value.toString();
  }
}
