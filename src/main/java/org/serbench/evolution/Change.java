package org.serbench.evolution;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One change of a message between its version 1 and its version 2: the message's fields in each
 * version, the values each version writes, and which field of one version holds the value of a
 * field of the other. The messages themselves are Java classes of the same name in two folders
 * ({@code src/main/evolution/v1} and {@code v2}) and a schema per version for each schema library;
 * every field named here is a field of theirs, in the same declaration order.
 */
public enum Change {
  ADD_FIELD(
      "AddField",
      "add a field",
      "version 2 adds the String field email",
      List.of(Field.ID, Field.string("name")),
      List.of(Field.ID, Field.string("name"), Field.string("email")),
      written(7, "name", "Ada"),
      written(7, "name", "Ada", "email", "ada@example.org")),
  REMOVE_FIELD(
      "RemoveField",
      "remove the last field",
      "version 2 no longer has the String field email, the last of three",
      List.of(Field.ID, Field.string("name"), Field.string("email")),
      List.of(Field.ID, Field.string("name")),
      written(7, "name", "Ada", "email", "ada@example.org"),
      written(7, "name", "Ada")),
  REMOVE_MIDDLE_FIELD(
      "RemoveMiddleField",
      "remove a middle field",
      "version 2 no longer has the String field name, between id and title (in declaration order"
          + " and by name); a format that reads fields by position reads the name as the title",
      List.of(Field.ID, Field.string("name"), Field.string("title")),
      List.of(Field.ID, Field.string("title")),
      written(7, "name", "Ada", "title", "Countess"),
      written(7, "title", "Countess")),
  RENAME_FIELD(
      "RenameField",
      "rename a field",
      "the String field name is called fullName in version 2 (same tag or position)",
      List.of(Field.ID, Field.string("name")),
      List.of(Field.ID, Field.string("fullName")),
      written(7, "name", "Ada"),
      written(7, "fullName", "Ada")),
  REORDER_FIELDS(
      "ReorderFields",
      "reorder fields",
      "version 2 declares the String fields name and email the other way round (tags kept)",
      List.of(Field.ID, Field.string("name"), Field.string("email")),
      List.of(Field.ID, Field.string("email"), Field.string("name")),
      written(7, "name", "Ada", "email", "ada@example.org"),
      written(7, "email", "ada@example.org", "name", "Ada")),
  WIDEN_INT_TO_LONG(
      "WidenIntToLong",
      "widen int to long",
      "count, high and low are 32-bit ints in version 1 and 64-bit longs in version 2; version 1"
          + " writes -100000 and the int's extremes (2147483647, -2147483648), version 2 -100000"
          + " and values beyond the int (5000000000, -5000000000) that an int reader cannot hold",
      List.of(
          Field.ID,
          new Field("count", Type.INT),
          new Field("high", Type.INT),
          new Field("low", Type.INT)),
      List.of(
          Field.ID,
          new Field("count", Type.LONG),
          new Field("high", Type.LONG),
          new Field("low", Type.LONG)),
      written(7, "count", -100_000, "high", Integer.MAX_VALUE, "low", Integer.MIN_VALUE),
      written(7, "count", -100_000L, "high", 5_000_000_000L, "low", -5_000_000_000L)),
  NARROW_LONG_TO_INT(
      "NarrowLongToInt",
      "narrow long to int",
      "count, high and low are 64-bit longs in version 1 and 32-bit ints in version 2; version 1"
          + " writes -100000, which fits, and values beyond the int (5000000000, -5000000000) that"
          + " an int reader cannot hold, version 2 -100000 and the int's extremes",
      List.of(
          Field.ID,
          new Field("count", Type.LONG),
          new Field("high", Type.LONG),
          new Field("low", Type.LONG)),
      List.of(
          Field.ID,
          new Field("count", Type.INT),
          new Field("high", Type.INT),
          new Field("low", Type.INT)),
      written(7, "count", -100_000L, "high", 5_000_000_000L, "low", -5_000_000_000L),
      written(7, "count", -100_000, "high", Integer.MAX_VALUE, "low", Integer.MIN_VALUE)),
  ADD_ENUM_CONSTANT(
      "AddEnumConstant",
      "add an enum constant",
      "the enum Color gains BLUE in version 2 (RED = 0, GREEN = 1, BLUE = 2); version 1 writes"
          + " GREEN, version 2 writes BLUE, which version 1 does not know",
      List.of(Field.ID, new Field("color", Type.COLOR)),
      List.of(Field.ID, new Field("color", Type.COLOR)),
      written(7, "color", "GREEN"),
      written(7, "color", "BLUE")),
  MAKE_NULLABLE(
      "MakeNullable",
      "make a field nullable, and null it",
      "count is an int that cannot be null in version 1 (a Java int) and may be null in version 2"
          + " (an Integer, an optional field); version 1 writes 5, version 2 writes null",
      List.of(Field.ID, new Field("count", Type.INT)),
      List.of(Field.ID, new Field("count", Type.NULLABLE_INT)),
      written(7, "count", 5),
      written(7, "count", null)),
  INT_TO_STRING(
      "IntToString",
      "change a field's type from int to String",
      "code is an int in version 1 and a String in version 2; 42 and \"42\"",
      List.of(Field.ID, new Field("code", Type.INT)),
      List.of(Field.ID, new Field("code", Type.STRING)),
      written(7, "code", 42),
      written(7, "code", "42"));

  /** The type of a field, as the matrix compares its values. */
  public enum Type {
    INT,
    LONG,
    STRING,
    /** The enum Color: version 1 has RED and GREEN, version 2 RED, GREEN and BLUE. */
    COLOR,
    /** A 32-bit int that may be null. */
    NULLABLE_INT
  }

  /** A field of a message version, by its name in that version. */
  public record Field(String name, Type type) {
    static final Field ID = new Field("id", Type.INT);

    static Field string(String name) {
      return new Field(name, Type.STRING);
    }
  }

  private final String message;
  private final String title;
  private final String description;
  private final List<Field> v1;
  private final List<Field> v2;
  private final Map<String, Object> values1;
  private final Map<String, Object> values2;

  Change(
      String message,
      String title,
      String description,
      List<Field> v1,
      List<Field> v2,
      Map<String, Object> values1,
      Map<String, Object> values2) {
    this.message = message;
    this.title = title;
    this.description = description;
    this.v1 = v1;
    this.v2 = v2;
    this.values1 = values1;
    this.values2 = values2;
  }

  /** The message's class and schema name, the same in both versions. */
  public String message() {
    return message;
  }

  /** The change in a few words, as the issue trackers name it: "add a field". */
  public String title() {
    return title;
  }

  /** What differs between the versions, and the values written. */
  public String description() {
    return description;
  }

  /** The fields of a version, 1 or 2, in declaration order. */
  public List<Field> fields(int version) {
    return version == 1 ? v1 : v2;
  }

  /** The values a version writes, by field name; a null value is a field left null. */
  public Map<String, Object> values(int version) {
    return version == 1 ? values1 : values2;
  }

  /** The enum constants Color has in a version. */
  public static List<String> colors(int version) {
    return version == 1 ? List.of("RED", "GREEN") : List.of("RED", "GREEN", "BLUE");
  }

  /**
   * The name in the other version of a field of this version that holds the same value (the renamed
   * field's other name), or null when the other version has no such field.
   */
  public String counterpart(int version, String field) {
    if (this == RENAME_FIELD && field.equals(version == 1 ? "name" : "fullName")) {
      return version == 1 ? "fullName" : "name";
    }
    int other = 3 - version;
    return fields(other).stream().anyMatch(f -> f.name().equals(field)) ? field : null;
  }

  /** The change of a message name. */
  public static Change ofMessage(String message) {
    for (Change change : values()) {
      if (change.message.equals(message)) {
        return change;
      }
    }
    throw new IllegalArgumentException("no change has the message " + message);
  }

  /** The message's field of a name in a version. */
  public Field field(int version, String name) {
    return fields(version).stream()
        .filter(f -> f.name().equals(name))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException(message + " v" + version + ": " + name));
  }

  private static Map<String, Object> written(int id, Object... pairs) {
    Map<String, Object> values = new LinkedHashMap<>();
    values.put("id", id);
    for (int i = 0; i < pairs.length; i += 2) {
      values.put((String) Objects.requireNonNull(pairs[i]), pairs[i + 1]);
    }
    return java.util.Collections.unmodifiableMap(values);
  }
}
