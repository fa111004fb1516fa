package org.serbench.model.probe;

import java.io.Serializable;

/** A float edge value: NaN, -0.0, the smallest and largest. */
public class FloatProbe implements Serializable {
  private static final long serialVersionUID = 1L;

  private float value;

  public FloatProbe() {}

  public FloatProbe(float value) {
    this.value = value;
  }

  public float getValue() {
    return value;
  }

  public void setValue(float value) {
    this.value = value;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof FloatProbe other && Float.compare(value, other.value) == 0;
  }

  @Override
  public int hashCode() {
    return Float.hashCode(value);
  }

  @Override
  public String toString() {
    return "FloatProbe{" + value + "}";
  }
}
