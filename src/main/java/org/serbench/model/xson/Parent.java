package org.serbench.model.xson;

import java.io.Serializable;
import java.util.Objects;

/**
 * A parent class whose instances share arrays and lists with {@link Child} instances; equal only to
 * the same class.
 */
public class Parent implements Serializable {
  private static final long serialVersionUID = 1L;

  private int id;
  private String name;

  public Parent() {}

  public int getId() {
    return id;
  }

  public void setId(int id) {
    this.id = id;
  }

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  @Override
  public boolean equals(Object o) {
    return o != null
        && o.getClass() == getClass()
        && o instanceof Parent other
        && id == other.id
        && Objects.equals(name, other.name);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, name);
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "{" + "id=" + id + ", " + "name=" + name + "}";
  }
}
