package org.serbench.evolution.message;

import com.esotericsoftware.kryo.serializers.TaggedFieldSerializer.Tag;
import java.io.Serializable;
import java.util.Objects;

/**
 * The change "rename a field", version 2: the field of tag 2 is {@code fullName}, which version 1
 * calls {@code name} (same type, same tag).
 */
public final class RenameField implements Serializable {
  private static final long serialVersionUID = 1L;

  @Tag(1)
  private int id;

  @Tag(2)
  private String fullName;

  /** An empty message, as a library creates it before setting its fields. */
  public RenameField() {}

  /** Returns the id (tag 1). */
  public int getId() {
    return id;
  }

  /** Sets the id (tag 1). */
  public void setId(int id) {
    this.id = id;
  }

  /** Returns the full name (tag 2), {@code name} in version 1. */
  public String getFullName() {
    return fullName;
  }

  /** Sets the full name (tag 2). */
  public void setFullName(String fullName) {
    this.fullName = fullName;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RenameField other
        && id == other.id
        && Objects.equals(fullName, other.fullName);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, fullName);
  }

  @Override
  public String toString() {
    return "RenameField{id=" + id + ", fullName=" + fullName + "}";
  }
}
