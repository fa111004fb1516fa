package org.serbench.model.jedi;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** 50 Masters: one operation of the Master data set. */
public class Masters implements Serializable {
  private static final long serialVersionUID = 1L;

  private List<Master> jedi;

  public Masters() {}

  public List<Master> getJedi() {
    return jedi;
  }

  public void setJedi(List<Master> jedi) {
    this.jedi = jedi;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Masters other && Objects.equals(jedi, other.jedi);
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
