package org.serbench.model.probe;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** A list of strings: empty or null. */
public class ListProbe implements Serializable {
  private static final long serialVersionUID = 1L;

  private List<String> value;

  public ListProbe() {}

  public ListProbe(List<String> value) {
    this.value = value;
  }

  public List<String> getValue() {
    return value;
  }

  public void setValue(List<String> value) {
    this.value = value;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ListProbe other && Objects.equals(value, other.value);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(value);
  }

  @Override
  public String toString() {
    return "ListProbe{" + value + "}";
  }
}
