package org.serbench.model.jedi;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** 25 Younglings: one operation of the Youngling data set. */
public class Younglings implements Serializable {
  private static final long serialVersionUID = 1L;

  private List<Youngling> jedi;

  public Younglings() {}

  public List<Youngling> getJedi() {
    return jedi;
  }

  public void setJedi(List<Youngling> jedi) {
    this.jedi = jedi;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Younglings other && Objects.equals(jedi, other.jedi);
  }

  @Override
  public int hashCode() {
    return Objects.hash(jedi);
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "{" + "jedi=" + jedi + "}";
  }
}
