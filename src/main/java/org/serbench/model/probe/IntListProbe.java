package org.serbench.model.probe;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** A list of a million integers. */
public class IntListProbe implements Serializable {
  private static final long serialVersionUID = 1L;

  private List<Integer> value;

  public IntListProbe() {}

  public IntListProbe(List<Integer> value) {
    this.value = value;
  }

  public List<Integer> getValue() {
    return value;
  }

  public void setValue(List<Integer> value) {
    this.value = value;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof IntListProbe other && Objects.equals(value, other.value);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(value);
  }

  @Override
  public String toString() {
    return "IntListProbe{" + (value == null ? null : "(" + value.size() + " elements)") + "}";
  }
}
