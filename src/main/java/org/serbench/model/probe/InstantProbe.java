package org.serbench.model.probe;

import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;

/** An instant: {@code Instant.MIN}, {@code Instant.MAX}, one with nanoseconds. */
public class InstantProbe implements Serializable {
  private static final long serialVersionUID = 1L;

  private Instant value;

  public InstantProbe() {}

  public InstantProbe(Instant value) {
    this.value = value;
  }

  public Instant getValue() {
    return value;
  }

  public void setValue(Instant value) {
    this.value = value;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof InstantProbe other && Objects.equals(value, other.value);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(value);
  }

  @Override
  public String toString() {
    return "InstantProbe{" + value + "}";
  }
}
