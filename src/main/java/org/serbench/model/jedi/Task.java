package org.serbench.model.jedi;

import java.io.Serializable;
import java.util.Objects;

/** A task of a Padawan or Master (jmh-serialization's templates). */
public class Task implements Serializable {
  private static final long serialVersionUID = 1L;

  private int id;
  private String description;

  public Task() {}

  public int getId() {
    return id;
  }

  public void setId(int id) {
    this.id = id;
  }

  public String getDescription() {
    return description;
  }

  public void setDescription(String description) {
    this.description = description;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Task other
        && id == other.id
        && Objects.equals(description, other.description);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, description);
  }

  @Override
  public String toString() {
    return getClass().getSimpleName()
        + "{"
        + "id="
        + id
        + ", "
        + "description="
        + description
        + "}";
  }
}
