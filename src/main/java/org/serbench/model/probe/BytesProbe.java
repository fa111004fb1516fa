package org.serbench.model.probe;

import java.io.Serializable;
import java.util.Arrays;

/** A byte array holding every byte value. */
public class BytesProbe implements Serializable {
  private static final long serialVersionUID = 1L;

  private byte[] value;

  public BytesProbe() {}

  public BytesProbe(byte[] value) {
    this.value = value;
  }

  public byte[] getValue() {
    return value;
  }

  public void setValue(byte[] value) {
    this.value = value;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof BytesProbe other && Arrays.equals(value, other.value);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(value);
  }

  @Override
  public String toString() {
    return "BytesProbe{" + Arrays.toString(value) + "}";
  }
}
