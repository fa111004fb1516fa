package org.serbench.model.gadget;

import java.io.Serializable;
import java.util.Objects;

/**
 * One field declared {@code Object}: a library that names classes must write the class of what it
 * holds, and its reader decides whether to build whatever class the bytes name there.
 *
 * <p>No data set measures it; the gadget probe puts a class from outside the model in it. It lives
 * in the model's packages so that an allow-list of those packages accepts the holder and has only
 * the value to judge.
 */
public class Holder implements Serializable {
  private static final long serialVersionUID = 1L;

  private Object value;

  public Holder() {}

  public Object getValue() {
    return value;
  }

  public void setValue(Object value) {
    this.value = value;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Holder other && Objects.equals(value, other.value);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(value);
  }

  @Override
  public String toString() {
    return "Holder{value=" + value + "}";
  }
}
