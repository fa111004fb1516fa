package org.serbench.model.probe;

import java.io.Serializable;
import java.util.Objects;

/**
 * The same object held by two fields: does a decoder give back one object, or two copies?
 *
 * <p>Equality compares the values and the sharing: two equal copies where the original shared one
 * object are not equal to it.
 */
public class SharedProbe implements Serializable {
  private static final long serialVersionUID = 1L;

  private StringProbe first;
  private StringProbe second;

  public SharedProbe() {}

  public SharedProbe(StringProbe first, StringProbe second) {
    this.first = first;
    this.second = second;
  }

  public StringProbe getFirst() {
    return first;
  }

  public void setFirst(StringProbe first) {
    this.first = first;
  }

  public StringProbe getSecond() {
    return second;
  }

  public void setSecond(StringProbe second) {
    this.second = second;
  }

  /** Whether both fields hold the very same object. */
  public boolean shared() {
    return first != null && first == second;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SharedProbe other
        && Objects.equals(first, other.first)
        && Objects.equals(second, other.second)
        && shared() == other.shared();
  }

  @Override
  public int hashCode() {
    return Objects.hash(first, second);
  }

  @Override
  public String toString() {
    return "SharedProbe{" + first + (shared() ? ", the same object" : ", " + second) + "}";
  }
}
