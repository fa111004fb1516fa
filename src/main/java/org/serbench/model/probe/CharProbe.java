package org.serbench.model.probe;

import java.io.Serializable;

/** A char at the ends of its range: 0 and 0xFFFF (a noncharacter). */
public class CharProbe implements Serializable {
  private static final long serialVersionUID = 1L;

  private char value;

  public CharProbe() {}

  public CharProbe(char value) {
    this.value = value;
  }

  public char getValue() {
    return value;
  }

  public void setValue(char value) {
    this.value = value;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CharProbe other && value == other.value;
  }

  @Override
  public int hashCode() {
    return Character.hashCode(value);
  }

  @Override
  public String toString() {
    return "CharProbe{" + value + "}";
  }
}
