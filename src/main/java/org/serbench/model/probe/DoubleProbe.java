package org.serbench.model.probe;

import java.io.Serializable;

/** A double edge value: NaN, the zeros, the infinities, the smallest and largest. */
public class DoubleProbe implements Serializable {
  private static final long serialVersionUID = 1L;

  private double value;

  public DoubleProbe() {}

  public DoubleProbe(double value) {
    this.value = value;
  }

  public double getValue() {
    return value;
  }

  public void setValue(double value) {
    this.value = value;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DoubleProbe other && Double.compare(value, other.value) == 0;
  }

  @Override
  public int hashCode() {
    return Double.hashCode(value);
  }

  @Override
  public String toString() {
    return "DoubleProbe{" + value + "}";
  }
}
