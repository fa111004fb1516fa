package org.serbench.model.xson;

import java.io.Serializable;
import java.util.Objects;

/** The B of {@link CircleA}'s cycle; compared through its A, never on its own. */
public class CircleB implements Serializable {
  private static final long serialVersionUID = 1L;

  private String name;
  private CircleA a;

  public CircleB() {}

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public CircleA getA() {
    return a;
  }

  public void setA(CircleA a) {
    this.a = a;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CircleB other && Objects.equals(name, other.name);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(name);
  }

  @Override
  public String toString() {
    return "CircleB{name=" + name + "}";
  }
}
