package org.serbench.codec;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ClassesReachedTest {

  static class Animal {
    String name = "rex";
  }

  static final class Dog extends Animal {
    int[] scores = {1};
  }

  enum Size {
    SMALL,
    LARGE {
      @Override
      public String toString() {
        return "large";
      }
    }
  }

  record Tag(String label) {}

  static final class Zoo {
    Animal star = new Dog();
    List<Tag> tags = List.of(new Tag("a"), new Tag("b"), new Tag("c"));
    Map<String, BigDecimal> prices = new HashMap<>(Map.of("entry", BigDecimal.ONE));
    Optional<LocalDate> opened = Optional.of(LocalDate.of(2020, 1, 1));
    Size size = Size.LARGE;
    Object[] misc = {"s", 1L};
    transient Thread keeper = Thread.currentThread();
  }

  static final class Node {
    Node next;
    Set<Node> peers = new HashSet<>();
  }

  private static List<Class<?>> reached(Object... objects) {
    return ClassesReached.in(List.of(Zoo.class), List.of(objects));
  }

  @Test
  void theRootsComeFirstInTheirOrder() {
    List<Class<?>> classes = ClassesReached.in(List.of(Tag.class, Zoo.class), List.of(new Zoo()));

    assertThat(classes).startsWith(Tag.class, Zoo.class).doesNotHaveDuplicates();
  }

  @Test
  void aSubclassHeldInAFieldOfItsSuperclassIsFound() {
    assertThat(reached(new Zoo())).contains(Dog.class, int[].class).doesNotContain(Animal.class);
  }

  @Test
  void collectionImplementationsAndTheirElementsAreFound() {
    assertThat(reached(new Zoo()))
        .contains(
            List.of(1, 2, 3).getClass(),
            Tag.class,
            String.class,
            HashMap.class,
            BigDecimal.class,
            Optional.class,
            LocalDate.class,
            Object[].class,
            Long.class);
  }

  @Test
  void anEnumIsFoundAsItsClassNotItsConstantsBody() {
    assertThat(Size.LARGE.getClass()).isNotEqualTo(Size.class);
    assertThat(reached(new Zoo())).contains(Size.class).doesNotContain(Size.LARGE.getClass());
  }

  @Test
  void aTransientFieldIsNotEntered() {
    assertThat(reached(new Zoo())).doesNotContain(Thread.class);
  }

  @Test
  void aCycleEnds() {
    Node a = new Node();
    Node b = new Node();
    a.next = b;
    b.next = a;
    a.peers.add(b);
    b.peers.add(a);

    assertThat(ClassesReached.in(List.of(Node.class), List.of(a)))
        .containsExactly(Node.class, HashSet.class);
  }

  @Test
  void theOthersAreSortedByNameAndTheOrderIsStable() {
    List<Object> objects = new ArrayList<>(List.of(new Zoo(), new HashSet<>(Set.of(new Tag("x")))));
    List<Class<?>> first = ClassesReached.in(List.of(Zoo.class), objects);
    List<Class<?>> others = first.subList(1, first.size());

    assertThat(others).isSortedAccordingTo((x, y) -> x.getName().compareTo(y.getName()));
    assertThat(ClassesReached.in(List.of(Zoo.class), objects)).isEqualTo(first);
  }
}
