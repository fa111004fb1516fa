package org.serbench.model;

import java.io.Serializable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * performance-playground's nested object: ten instants.
 *
 * <p>It has value equality because {@link TestObject} keeps a {@code Set} of them: a decoded set
 * must treat two equal nested objects as one, whatever class of set the framework builds.
 */
public class NestedObject implements Serializable {
  private static final long serialVersionUID = 1L;

  private List<Instant> instants = new ArrayList<>();

  public NestedObject() {}

  public NestedObject(List<Instant> instants) {
    this.instants = instants;
  }

  public List<Instant> getInstants() {
    return instants;
  }

  public void setInstants(List<Instant> instants) {
    this.instants = instants;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof NestedObject other && Objects.equals(instants, other.instants);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(instants);
  }

  @Override
  public String toString() {
    return "NestedObject" + instants;
  }
}
