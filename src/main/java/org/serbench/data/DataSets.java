package org.serbench.data;

import java.util.List;
import java.util.stream.Collectors;
import org.serbench.model.TestObject;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Younglings;
import org.serbench.model.media.MediaContent;
import org.serbench.model.xson.AllTypes;
import org.serbench.model.xson.CircleA;
import org.serbench.model.xson.Ints255;
import org.serbench.model.xson.LargeObject;
import org.serbench.model.xson.ParentChildArray;
import org.serbench.model.xson.ParentChildList;

/** The registry of data sets: one explicit list, in report order (and in measuring order). */
public final class DataSets {
  static final String PLAYGROUND = "performance-playground";
  static final String JVM_SERIALIZERS = "jvm-serializers";
  static final String JMH_SERIALIZATION = "jmh-serialization";
  static final String XSON = "XSON";

  /** performance-playground's random TestObject. */
  public static final DataSet<TestObject> TEST_OBJECT =
      new DataSet<>(
          "TestObject",
          PLAYGROUND,
          TestObject.class,
          "performance-playground's TestObject: 5 scalars, 100 strings, 1 + 100 nested objects of"
              + " 10 instants",
          1,
          TestObjects::generate);

  public static final DataSet<MediaContent> MEDIA_1 =
      media(
          "media.1",
          "jvm-serializers' JavaOne keynote: ASCII, two images, no copyright",
          MediaContents::media1);
  public static final DataSet<MediaContent> MEDIA_2 =
      media(
          "media.2",
          "everything different: non-ASCII text, a surrogate pair, null title and bitrate, three"
              + " images, huge width and height",
          MediaContents::media2);
  public static final DataSet<MediaContent> MEDIA_3 =
      media("media.3", "media.1's shape with very long strings", MediaContents::media3);
  public static final DataSet<MediaContent> MEDIA_4 =
      media("media.4", "media.1's shape with one-character strings", MediaContents::media4);

  public static final DataSet<Younglings> YOUNGLING =
      new DataSet<>(
          "Youngling",
          JMH_SERIALIZATION,
          Younglings.class,
          "a list of 25 Younglings, 3.5 KB of compact JSON (the seed's nominal 5 KB); one operation"
              + " is the whole list",
          1,
          Jedis::younglings);
  public static final DataSet<Padawans> PADAWAN =
      new DataSet<>(
          "Padawan",
          JMH_SERIALIZATION,
          Padawans.class,
          "a list of 500 Padawans with 5 to 10 tasks each, 360 KB of compact JSON (the seed's nominal"
              + " 500 KB)",
          100,
          Jedis::padawans);
  public static final DataSet<Masters> MASTER =
      new DataSet<>(
          "Master",
          JMH_SERIALIZATION,
          Masters.class,
          "a list of 50 Masters with 100 to 200 tasks and 25 to 100 forces each, 10 MB of compact"
              + " JSON (the seed's nominal 12 MB)",
          1000,
          Jedis::masters);

  public static final DataSet<Ints255> INTS_255 =
      new DataSet<>(
          "ints.255",
          XSON,
          Ints255.class,
          "an object of 255 int fields",
          1,
          XsonScenarios::ints255);
  public static final DataSet<AllTypes> ALL_TYPES =
      new DataSet<>(
          "all-types",
          XSON,
          AllTypes.class,
          "every common type: primitives and wrappers, arrays, List, Set, Map, sorted and enum"
              + " maps, enums, BigDecimal, BigInteger, UUID, URI, Locale, Currency, Date, java.time,"
              + " nested generics",
          1,
          XsonScenarios::allTypes);
  public static final DataSet<ParentChildArray> PARENT_CHILD_ARRAY =
      new DataSet<>(
          "parent-child.array",
          XSON,
          ParentChildArray.class,
          "an array of the parent class holding 5 parents and 5 children",
          1,
          XsonScenarios::parentChildArray);
  public static final DataSet<ParentChildList> PARENT_CHILD_LIST =
      new DataSet<>(
          "parent-child.list",
          XSON,
          ParentChildList.class,
          "a List of the parent class holding 5 parents and 5 children",
          1,
          XsonScenarios::parentChildList);
  public static final DataSet<CircleA> CIRCULAR =
      new DataSet<>(
          "circular",
          XSON,
          CircleA.class,
          "circular references: A->B, B->A, A->A",
          1,
          XsonScenarios::circular);
  public static final DataSet<LargeObject> LARGE =
      new DataSet<>(
          "large",
          XSON,
          LargeObject.class,
          "a large object of 200,000 ints, 20,000 lines of text and 1 MB of bytes, 5.7 MB of compact"
              + " JSON",
          1000,
          XsonScenarios::large);

  /**
   * The registry's order, which is also the order a codec's JVM measures them in: {@code circular}
   * comes last because several libraries fail it with a StackOverflowError, which could leave
   * classes of a library or of the JDK unusable for the data sets measured after it in that JVM.
   */
  private static final List<DataSet<?>> ALL =
      List.of(
          TEST_OBJECT,
          MEDIA_1,
          MEDIA_2,
          MEDIA_3,
          MEDIA_4,
          YOUNGLING,
          PADAWAN,
          MASTER,
          INTS_255,
          ALL_TYPES,
          PARENT_CHILD_ARRAY,
          PARENT_CHILD_LIST,
          LARGE,
          CIRCULAR);

  private DataSets() {}

  private static DataSet<MediaContent> media(
      String name, String description, java.util.function.Supplier<MediaContent> value) {
    return new DataSet<>(
        name, JVM_SERIALIZERS, MediaContent.class, description, 1, MediaContents.variations(value));
  }

  /** Every data set, in report order. */
  public static List<DataSet<?>> all() {
    return ALL;
  }

  /** Whether the data set of this name is one of the suite's, not a project's own. */
  public static boolean isSuites(String name) {
    return all().stream().anyMatch(d -> d.name().equals(name));
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

  /**
   * The data set a {@link DataSet#reference()} names: a classic one by name, or a user's by its
   * {@code name=class#method}, whose method is called again here.
   */
  public static DataSet<?> resolve(String reference) {
    int equals = reference.indexOf('=');
    return equals < 0
        ? byName(reference)
        : DataMethods.resolve(reference.substring(0, equals), reference.substring(equals + 1));
  }

  /** The names of all data sets, comma-separated. */
  public static String names() {
    return ALL.stream().map(DataSet::name).collect(Collectors.joining(", "));
  }
}
