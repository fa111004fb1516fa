package org.serbench.model.probe;

import java.io.Serializable;

/** A long at the ends of its range. */
public class LongProbe implements Serializable {
  private static final long serialVersionUID = 1L;

  private long value;

  public LongProbe() {}

  public LongProbe(long value) {
    this.value = value;
  }

  public long getValue() {
    return value;
  }

  public void setValue(long value) {
    this.value = value;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LongProbe other && value == other.value;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(value);
  }

  @Override
  public String toString() {
    return "LongProbe{" + value + "}";
  }
}
