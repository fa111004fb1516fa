package org.serbench.model.probe;

import java.io.Serializable;
import java.util.Map;
import java.util.Objects;

/** A map of strings: empty, null, with a null key or a null value. */
public class MapProbe implements Serializable {
  private static final long serialVersionUID = 1L;

  private Map<String, String> value;

  public MapProbe() {}

  public MapProbe(Map<String, String> value) {
    this.value = value;
  }

  public Map<String, String> getValue() {
    return value;
  }

  public void setValue(Map<String, String> value) {
    this.value = value;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof MapProbe other && Objects.equals(value, other.value);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(value);
  }

  @Override
  public String toString() {
    return "MapProbe{" + value + "}";
  }
}
