package org.serbench.model.xson;

import java.util.Objects;

/** A subclass of {@link Parent}: a codec that decodes it as a Parent has lost it. */
public class Child extends Parent {
  private static final long serialVersionUID = 1L;

  private String toy;

  public Child() {}

  public String getToy() {
    return toy;
  }

  public void setToy(String toy) {
    this.toy = toy;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Child other && super.equals(o) && Objects.equals(toy, other.toy);
  }

  @Override
  public int hashCode() {
    return super.hashCode() * 31 + Objects.hash(toy);
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "{" + "toy=" + toy + "}";
  }
}
