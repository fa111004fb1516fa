package org.serbench.model.xson;

import java.io.Serializable;
import java.util.Objects;

/**
 * XSON's circular references: an A that points to a {@link CircleB} that points back to it, and to
 * itself (A->B, B->A, A->A).
 *
 * <p>Equality compares the names and the shape of the cycle (does {@code b.a} lead back to this
 * object, does {@code self}), so a codec that copies the graph without its identities, or cannot
 * stop walking it, is caught; it never recurses around the cycle.
 */
public class CircleA implements Serializable {
  private static final long serialVersionUID = 1L;

  private String name;
  private CircleB b;
  private CircleA self;

  public CircleA() {}

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public CircleB getB() {
    return b;
  }

  public void setB(CircleB b) {
    this.b = b;
  }

  public CircleA getSelf() {
    return self;
  }

  public void setSelf(CircleA self) {
    this.self = self;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CircleA other
        && Objects.equals(name, other.name)
        && (self == this) == (other.self == other)
        && (self == null) == (other.self == null)
        && (b == null
            ? other.b == null
            : other.b != null
                && Objects.equals(b.getName(), other.b.getName())
                && (b.getA() == this) == (other.b.getA() == other)
                && (b.getA() == null) == (other.b.getA() == null));
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(name);
  }

  @Override
  public String toString() {
    return "CircleA{name="
        + name
        + ", b="
        + (b == null ? null : b.getName())
        + (b != null && b.getA() == this ? " (points back)" : "")
        + ", self="
        + (self == this ? "this" : self == null ? "null" : "another A")
        + "}";
  }
}
