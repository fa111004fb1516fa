package org.serbench.model.probe;

import java.io.Serializable;

/** An int at the end of its range. */
public class IntProbe implements Serializable {
  private static final long serialVersionUID = 1L;

  private int value;

  public IntProbe() {}

  public IntProbe(int value) {
    this.value = value;
  }

  public int getValue() {
    return value;
  }

  public void setValue(int value) {
    this.value = value;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof IntProbe other && value == other.value;
  }

  @Override
  public int hashCode() {
    return Integer.hashCode(value);
  }

  @Override
  public String toString() {
    return "IntProbe{" + value + "}";
  }
}
