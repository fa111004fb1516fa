package org.serbench.model.probe;

import java.io.Serializable;
import java.util.Objects;

/** A string: empty, null, a surrogate pair, a lone surrogate, a megabyte. */
public class StringProbe implements Serializable {
  private static final long serialVersionUID = 1L;

  private String value;

  public StringProbe() {}

  public StringProbe(String value) {
    this.value = value;
  }

  public String getValue() {
    return value;
  }

  public void setValue(String value) {
    this.value = value;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof StringProbe other && Objects.equals(value, other.value);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(value);
  }

  @Override
  public String toString() {
    return "StringProbe{" + (value == null ? null : "(" + value.length() + " chars)") + "}";
  }
}
