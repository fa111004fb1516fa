package org.serbench.model.jedi;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** 500 Padawans: one operation of the Padawan data set. */
public class Padawans implements Serializable {
  private static final long serialVersionUID = 1L;

  private List<Padawan> jedi;

  public Padawans() {}

  public List<Padawan> getJedi() {
    return jedi;
  }

  public void setJedi(List<Padawan> jedi) {
    this.jedi = jedi;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Padawans other && Objects.equals(jedi, other.jedi);
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
