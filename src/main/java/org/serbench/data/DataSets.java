package org.serbench.data;

import java.util.List;
import java.util.stream.Collectors;
import org.serbench.model.TestObject;

/** The registry of data sets: one explicit list, in report order. */
public final class DataSets {

  /** performance-playground's random TestObject, about 30 KB of JSON each. */
  public static final DataSet<TestObject> TEST_OBJECT =
      new DataSet<>(
          "TestObject",
          TestObject.class,
          "performance-playground's TestObject: 5 scalars, 100 strings, 1 + 100 nested objects of"
              + " 10 instants",
          TestObjects::generate);

  private static final List<DataSet<?>> ALL = List.of(TEST_OBJECT);

  private DataSets() {}

  /** Every data set, in report order. */
  public static List<DataSet<?>> all() {
    return ALL;
  }

  /** The data set of that name; an unknown name is an error that lists the known ones. */
  public static DataSet<?> byName(String name) {
    return ALL.stream()
        .filter(d -> d.name().equals(name))
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "unknown data set '" + name + "'; known data sets: " + names()));
  }

  /** The names of all data sets, comma-separated. */
  public static String names() {
    return ALL.stream().map(DataSet::name).collect(Collectors.joining(", "));
  }
}
