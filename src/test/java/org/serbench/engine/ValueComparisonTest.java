package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serbench.engine.ValueComparison.firstDifference;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.serbench.engine.ComparedClasses.Address;
import org.serbench.engine.ComparedClasses.Animal;
import org.serbench.engine.ComparedClasses.Box;
import org.serbench.engine.ComparedClasses.Cached;
import org.serbench.engine.ComparedClasses.Cat;
import org.serbench.engine.ComparedClasses.Customer;
import org.serbench.engine.ComparedClasses.Line;
import org.serbench.engine.ComparedClasses.Node;
import org.serbench.engine.ComparedClasses.Pet;
import org.serbench.engine.ComparedClasses.Place;
import org.serbench.engine.ValueComparison.Difference;

class ValueComparisonTest {

  private static Customer customer(String city) {
    Customer c = new Customer("Ada", new Address(city, 1010));
    c.lines.add(new Line("tea", new BigDecimal("3.20")));
    return c;
  }

  private static Box box(int zip) {
    return new Box(Optional.of(new Address("A", zip)));
  }

  private static Difference difference(Object expected, Object actual) {
    return firstDifference(expected, actual).orElseThrow();
  }

  @Test
  void anObjectWithIdentityEqualsIsComparedFieldByField() {
    assertThat(firstDifference(customer("Wien"), customer("Wien"))).isEmpty();
  }

  @Test
  void aChangedNestedFieldIsNamedByItsPath() {
    Difference d = difference(customer("Wien"), customer("Graz"));

    assertThat(d.describe())
        .isEqualTo("field address.city: expected \"Wien\" but was \"Graz\" (value)");
  }

  @Test
  void anEqualsThatFailsOnATransientFieldNamesThatField() {
    Difference d = difference(new Cached("a", "warm"), new Cached("a", null));

    assertThat(d.path()).isEqualTo("cache");
    assertThat(d.what()).isEqualTo("null");
  }

  @Test
  void aTransientFieldIsNotPartOfAValueWithIdentityEquals() {
    class Counter {
      String name = "n";
      transient int hits;
    }
    Counter decoded = new Counter();
    decoded.hits = 5;

    assertThat(firstDifference(new Counter(), decoded)).isEmpty();
  }

  @Test
  void aRecordComparesItsComponentsAndABigDecimalItsScale() {
    Customer expected = customer("Wien");
    Customer actual = customer("Wien");
    expected.lines.add(new Line("cake", new BigDecimal("10.50")));
    actual.lines.add(new Line("cake", new BigDecimal("10.5")));

    assertThat(difference(expected, actual).describe())
        .isEqualTo("field lines[1].price: expected 10.50 but was 10.5 (value)");
  }

  @Test
  void aSubclassDecodedAsItsSuperclassIsATypeDifference() {
    Difference d = difference(new Pet(new Cat()), new Pet(new Animal()));

    assertThat(d.path()).isEqualTo("animal");
    assertThat(d.what()).isEqualTo("type");
    assertThat(d.expected()).endsWith("Cat");
  }

  @Test
  void jdkListsOfAnyClassWithTheSameElementsAreEqual() {
    assertThat(firstDifference(List.of("a", "b"), new ArrayList<>(List.of("a", "b")))).isEmpty();
    assertThat(difference(List.of("a"), Set.of("a")).what()).isEqualTo("type");
    assertThat(difference(List.of("a", "b"), List.of("a")).what()).isEqualTo("size");
  }

  @Test
  void setElementsWithIdentityEqualsArePairedByTheirValues() {
    Set<Address> expected = new HashSet<>(List.of(new Address("A", 1), new Address("B", 2)));
    Set<Address> same = new LinkedHashSet<>(List.of(new Address("B", 2), new Address("A", 1)));
    Set<Address> moved = new HashSet<>(List.of(new Address("B", 2), new Address("A", 9)));

    assertThat(firstDifference(expected, same)).isEmpty();
    Difference d = difference(expected, moved);
    assertThat(d.path()).matches("<\\d>\\.zip");
    assertThat(d.describe()).endsWith("expected 1 but was 9 (value)");
  }

  @Test
  void setElementsThatAreListsArePairedByTheirValues() {
    Set<List<Address>> expected = Set.of(List.of(new Address("A", 1)), List.of());
    Set<List<Address>> decoded = new HashSet<>(List.of(List.of(), List.of(new Address("A", 1))));

    assertThat(firstDifference(expected, decoded)).isEmpty();
  }

  @Test
  void mapsAreComparedByKeyWhateverTheirOrderOrClass() {
    Map<String, Address> expected = new HashMap<>(Map.of("home", new Address("A", 1)));
    expected.put("work", new Address("B", 2));
    Map<String, Address> decoded = new TreeMap<>(Map.of("work", new Address("B", 2)));
    decoded.put("home", new Address("A", 1));

    assertThat(firstDifference(expected, decoded)).isEmpty();
    decoded.get("work").city = "C";
    assertThat(difference(expected, decoded).path()).isEqualTo("{\"work\"}.city");
    decoded.remove("work");
    decoded.put("office", new Address("B", 2));
    assertThat(difference(expected, decoded).describe()).startsWith("field {\"work\"}: expected");
    assertThat(difference(expected, decoded).what()).isEqualTo("missing key");
  }

  @Test
  void mapKeysWithIdentityEqualsArePairedByTheirValues() {
    Map<Address, String> expected = Map.of(new Address("A", 1), "a", new Address("B", 2), "b");
    Map<Address, String> decoded = Map.of(new Address("B", 2), "b", new Address("A", 1), "a");

    assertThat(firstDifference(expected, decoded)).isEmpty();
  }

  @Test
  void arraysCompareTheirComponentTypeLengthAndElements() {
    assertThat(firstDifference(new int[] {1, 2}, new int[] {1, 2})).isEmpty();
    assertThat(difference(new int[] {1, 2, 3}, new int[] {1, 2, 4}).describe())
        .isEqualTo("field [2]: expected 3 but was 4 (value)");
    assertThat(difference(new int[] {1}, new long[] {1}).what()).isEqualTo("type");
    assertThat(difference(new String[] {"a"}, new String[] {"a", "b"}).what()).isEqualTo("size");
    Address[] addresses = {new Address("A", 1)};
    assertThat(difference(addresses, new Address[] {new Address("A", 2)}).path())
        .isEqualTo("[0].zip");
  }

  @Test
  void notANumberEqualsNotANumber() {
    assertThat(firstDifference(Double.NaN, 0.0 / 0.0)).isEmpty();
    assertThat(firstDifference(new double[] {Double.NaN}, new double[] {Double.NaN})).isEmpty();
    assertThat(firstDifference(Float.NaN, Float.NaN)).isEmpty();
  }

  @Test
  void negativeZeroDiffersFromZero() {
    assertThat(difference(-0.0, 0.0).describe())
        .isEqualTo("the root: expected -0.0 but was 0.0 (value)");
    assertThat(difference(new float[] {-0.0f}, new float[] {0.0f}).path()).isEqualTo("[0]");
  }

  @Test
  void aCycleIsComparedOnce() {
    Node a = new Node(1, null);
    a.next = new Node(2, a);
    Node copy = new Node(1, null);
    copy.next = new Node(2, copy);

    assertThat(firstDifference(a, copy)).isEmpty();
    copy.next.value = 3;
    assertThat(difference(a, copy).path()).isEqualTo("next.value");
  }

  @Test
  void aCycleThroughASetIsComparedOnce() {
    assertThat(firstDifference(Place.pair("a", "b"), Place.pair("a", "b"))).isEmpty();
    assertThat(difference(Place.pair("a", "b"), Place.pair("a", "c")).path())
        .isEqualTo("links<0>.name");
  }

  @Test
  void aLinkedListOfAHundredThousandNodesDoesNotOverflowTheStack() {
    Node expected = null;
    Node actual = null;
    for (int i = 0; i < 100_000; i++) {
      expected = new Node(i, expected);
      actual = new Node(i, actual);
    }

    assertThat(firstDifference(expected, actual)).isEmpty();
    Node last = actual;
    while (last.next != null) {
      last = last.next;
    }
    last.value = -1;
    assertThat(difference(expected, actual).path()).isEqualTo("next×99999.value");
  }

  @Test
  void anOptionalComparesItsContents() {
    assertThat(firstDifference(box(1), box(1))).isEmpty();
    assertThat(difference(box(1), new Box(Optional.empty())).what()).isEqualTo("presence");
    assertThat(difference(box(1), box(2)).path()).isEqualTo("address.get().zip");
  }

  @Test
  void anEqualsThatIsFalseThoughNoFieldDiffersIsReportedAtItsObject() {
    class Strict {
      final String name = "s";

      @Override
      public boolean equals(Object o) {
        return o == this;
      }

      @Override
      public int hashCode() {
        return 1;
      }
    }

    Difference d = difference(List.of(new Strict()), List.of(new Strict()));
    assertThat(d.path()).isEqualTo("[0]");
    assertThat(d.what()).isEqualTo("equals is false though no field differs");
  }

  @Test
  void aLongStringSaysWhereItDiffers() {
    String expected = "x".repeat(300) + "a";
    Difference d = difference(expected, "x".repeat(300) + "b");

    assertThat(d.what()).isEqualTo("value, first difference at character 300");
    assertThat(d.expected()).hasSizeLessThan(210);
  }

  /** An entity as JPA writes them: equal when the ids are. */
  static final class Entity {
    final long id;
    final String name;

    Entity(long id, String name) {
      this.id = id;
      this.name = name;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Entity other && other.id == id;
    }

    @Override
    public int hashCode() {
      return Long.hashCode(id);
    }
  }

  /** Two fields that may hold one object. */
  static final class Pair {
    Object left;
    Object right;

    Pair(Object left, Object right) {
      this.left = left;
      this.right = right;
    }
  }

  /** JDK values whose classes compare by identity. */
  static final class Counters {
    java.util.concurrent.atomic.AtomicLong count;
    StringBuilder text;
    java.util.regex.Pattern pattern;

    Counters(long count, String text, String pattern) {
      this.count = new java.util.concurrent.atomic.AtomicLong(count);
      this.text = new StringBuilder(text);
      this.pattern = java.util.regex.Pattern.compile(pattern);
    }
  }

  @Test
  void anEqualsOnTheIdAloneDoesNotHideAFieldTheCopyLost() {
    Difference d = difference(new Entity(7, "Ada"), new Entity(7, null));

    assertThat(d.describe()).isEqualTo("field name: expected \"Ada\" but was null (null)");
  }

  @Test
  void aSharedObjectDecodedAsTwoCopiesIsADifference() {
    Customer shared = customer("Wien");
    Pair original = new Pair(shared, shared);

    assertThat(firstDifference(original, new Pair(customer("Wien"), customer("Wien"))))
        .hasValueSatisfying(
            d -> {
              assertThat(d.path()).isEqualTo("right");
              assertThat(d.what()).isEqualTo("shared reference");
              assertThat(d.expected()).isEqualTo("the object at left");
            });
    Customer copy = customer("Wien");
    assertThat(firstDifference(original, new Pair(copy, copy))).isEmpty();
  }

  @Test
  void twoObjectsDecodedAsOneIsADifference() {
    Customer one = customer("Wien");

    assertThat(difference(new Pair(customer("Wien"), customer("Wien")), new Pair(one, one)).what())
        .isEqualTo("shared reference");
  }

  @Test
  void jdkValuesOfIdentityEqualsCompareByTheirValues() {
    assertThat(firstDifference(new Counters(3, "ab", "a+"), new Counters(3, "ab", "a+"))).isEmpty();
    assertThat(difference(new Counters(3, "ab", "a+"), new Counters(4, "ab", "a+")).path())
        .isEqualTo("count");
    assertThat(difference(new Counters(3, "ab", "a+"), new Counters(3, "ac", "a+")).path())
        .isEqualTo("text");
    assertThat(difference(new Counters(3, "ab", "a+"), new Counters(3, "ab", "b+")).path())
        .isEqualTo("pattern");
  }
}
