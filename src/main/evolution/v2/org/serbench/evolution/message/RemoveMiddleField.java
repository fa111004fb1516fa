package org.serbench.evolution.message;

import com.esotericsoftware.kryo.serializers.TaggedFieldSerializer.Tag;
import java.io.Serializable;
import java.util.Objects;

/**
 * The change "remove a middle field", version 2: {@code id} and {@code title}; version 1's
 * {@code name} (tag 2) is gone.
 */
public final class RemoveMiddleField implements Serializable {
  private static final long serialVersionUID = 1L;

  @Tag(1)
  private int id;

  @Tag(3)
  private String title;

  /** An empty message, as a library creates it before setting its fields. */
  public RemoveMiddleField() {}

  /** Returns the id (tag 1). */
  public int getId() {
    return id;
  }

  /** Sets the id (tag 1). */
  public void setId(int id) {
    this.id = id;
  }

  /** Returns the title (tag 3). */
  public String getTitle() {
    return title;
  }

  /** Sets the title (tag 3). */
  public void setTitle(String title) {
    this.title = title;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RemoveMiddleField other
        && id == other.id
        && Objects.equals(title, other.title);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, title);
  }

  @Override
  public String toString() {
    return "RemoveMiddleField{id=" + id + ", title=" + title + "}";
  }
}
