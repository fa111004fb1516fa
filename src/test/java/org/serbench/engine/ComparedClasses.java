package org.serbench.engine;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/** A user's kinds of classes, as {@link ValueComparisonTest} compares them. */
final class ComparedClasses {
  private ComparedClasses() {}

  /** Identity equals, as most of a user's classes have. */
  static final class Address {
    String city;
    int zip;

    Address(String city, int zip) {
      this.city = city;
      this.zip = zip;
    }
  }

  static final class Customer {
    String name;
    Address address;
    List<Line> lines = new ArrayList<>();

    Customer(String name, Address address) {
      this.name = name;
      this.address = address;
    }
  }

  record Line(String product, BigDecimal price) {}

  /** An equals that includes a field the codec is right to drop. */
  static final class Cached {
    String name;
    transient String cache;

    Cached(String name, String cache) {
      this.name = name;
      this.cache = cache;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Cached c && name.equals(c.name) && Objects.equals(cache, c.cache);
    }

    @Override
    public int hashCode() {
      return name.hashCode();
    }
  }

  static class Animal {
    String name = "rex";
  }

  static final class Cat extends Animal {
    int lives = 9;
  }

  record Pet(Animal animal) {}

  static final class Node {
    int value;
    Node next;

    Node(int value, Node next) {
      this.value = value;
      this.next = next;
    }
  }

  record Box(Optional<Address> address) {}

  /** A graph node: its links are a set of objects with identity equals. */
  static final class Place {
    String name;
    Set<Place> links = new HashSet<>();

    Place(String name) {
      this.name = name;
    }

    static Place pair(String first, String second) {
      Place a = new Place(first);
      Place b = new Place(second);
      a.links.add(b);
      b.links.add(a);
      return a;
    }
  }
}
