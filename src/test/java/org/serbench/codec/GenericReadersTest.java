package org.serbench.codec;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class GenericReadersTest {

  /** Every value the reads hand over, in order. */
  static final class Recording implements FieldSink {
    final List<Object> values = new ArrayList<>();

    @Override
    public void consume(long value) {
      values.add(value);
    }

    @Override
    public void consume(double value) {
      values.add(value);
    }

    @Override
    public void consume(boolean value) {
      values.add(value);
    }
  }

  enum Status {
    NEW,
    SHIPPED {
      @Override
      public String toString() {
        return "shipped";
      }
    }
  }

  record Line(String product, BigDecimal price, int quantity) {}

  record Point(int x, char tag, double weight, Status status) {}

  static class Customer {
    String name;
    transient int visits = 3;

    Customer(String name) {
      this.name = name;
    }
  }

  static class Order {
    String id = "o-1";
    long number = 7;
    Customer customer = new Customer("Ada");
    List<Line> lines = new ArrayList<>(List.of(new Line("tea", new BigDecimal("3.20"), 2)));
    Map<String, Integer> tags = new LinkedHashMap<>(Map.of("vip", 1));
    int[] codes = {4, 5};
    Optional<Status> status = Optional.of(Status.SHIPPED);
  }

  static class Node {
    int value;
    Node next;

    Node(int value, Node next) {
      this.value = value;
      this.next = next;
    }
  }

  private static <M> List<Object> deep(M value, Class<M> type) {
    Recording sink = new Recording();
    GenericReaders.deep(type).read(value, sink);
    return sink.values;
  }

  private static <M> List<Object> shallow(M value, Class<M> type) {
    Recording sink = new Recording();
    GenericReaders.shallow(type).read(value, sink);
    return sink.values;
  }

  @Test
  void equalObjectsAreReadAlike() {
    assertThat(deep(new Order(), Order.class)).isEqualTo(deep(new Order(), Order.class));
  }

  @Test
  void aDifferenceDeepDownChangesTheDeepRead() {
    Order changed = new Order();
    changed.lines.set(0, new Line("tea", new BigDecimal("3.2"), 2));

    assertThat(deep(changed, Order.class)).isNotEqualTo(deep(new Order(), Order.class));
  }

  @Test
  void theDeepReadTakesEveryValueInFieldOrder() {
    Order order = new Order();
    order.customer = null;
    order.tags.clear();
    order.lines.clear();
    order.status = Optional.empty();

    // id by its length, number, customer null, an empty list, an empty map, the codes, no status.
    assertThat(deep(order, Order.class)).containsExactly(3L, 7L, -1L, 0L, 0L, 2L, 4L, 5L, false);
  }

  @Test
  void aRecordAnEnumAndACharAreReadAsNumbers() {
    assertThat(deep(new Point(2, 'A', 0.5, Status.SHIPPED), Point.class))
        .containsExactly(2L, 65L, 0.5, 1L);
  }

  @Test
  void aTransientFieldIsReadWhenTheCodecFilledIt() {
    assertThat(deep(new Customer("Ada"), Customer.class)).containsExactly(3L, 3L);
  }

  @Test
  void arraysAndMapsAreReadBySizeThenElement() {
    String[] names = {"ab", null};
    Map<String, Line> lines = new LinkedHashMap<>();
    lines.put("x", null);

    assertThat(deep(names, String[].class)).containsExactly(2L, 2L, -1L);
    assertThat(deep(new double[] {1.5}, double[].class)).containsExactly(1L, 1.5);
    assertThat(deep(lines, Map.class)).containsExactly(1L, 1L, -1L);
  }

  @Test
  void aCycleIsReadOnce() {
    Node a = new Node(1, null);
    a.next = new Node(2, a);

    assertThat(deep(a, Node.class)).containsExactly(1L, 2L);
  }

  @Test
  void aLongLinkedListIsReadWithoutOverflowingTheStack() {
    Node head = null;
    for (int i = 0; i < 100_000; i++) {
      head = new Node(i, head);
    }

    List<Object> values = deep(head, Node.class);

    assertThat(values).hasSize(100_000 + 1).contains(-1L, 0L, 99_999L);
  }

  @Test
  void aShallowReadDoesNotEnterNestedObjects() {
    Order renamed = new Order();
    renamed.customer.name = "Bob";
    renamed.lines.set(0, new Line("cake", BigDecimal.TEN, 9));

    assertThat(shallow(renamed, Order.class)).isEqualTo(shallow(new Order(), Order.class));
  }

  @Test
  void aShallowReadTakesTheRootsScalarsAndSizes() {
    Order order = new Order();
    order.id = "order-2";

    // id, number, customer there, 1 line, 1 tag, 2 codes, status there.
    assertThat(shallow(order, Order.class)).containsExactly(7L, 7L, true, 1L, 1L, 2L, true);
    assertThat(shallow(order, Order.class)).isNotEqualTo(shallow(new Order(), Order.class));
  }

  @Test
  void aShallowReadOfAContainerIsItsSize() {
    assertThat(shallow(List.of(new Order(), new Order()), List.class)).containsExactly(2L);
    assertThat(shallow(new int[3], int[].class)).containsExactly(3L);
  }
}
