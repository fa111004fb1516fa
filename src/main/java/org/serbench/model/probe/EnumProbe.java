package org.serbench.model.probe;

import java.io.Serializable;
import java.util.Objects;

/** An enum constant. */
public class EnumProbe implements Serializable {
  private static final long serialVersionUID = 1L;

  private Shade value;

  public EnumProbe() {}

  public EnumProbe(Shade value) {
    this.value = value;
  }

  public Shade getValue() {
    return value;
  }

  public void setValue(Shade value) {
    this.value = value;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof EnumProbe other && value == other.value;
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(value);
  }

  @Override
  public String toString() {
    return "EnumProbe{" + value + "}";
  }
}
