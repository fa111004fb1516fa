package org.serbench.evolution.message;

import com.esotericsoftware.kryo.serializers.TaggedFieldSerializer.Tag;
import java.io.Serializable;
import java.util.Objects;

/**
 * The change "make a field nullable", version 1: {@code count} is a primitive {@code int}, never
 * null; version 2 makes it an {@code Integer} that may be null.
 */
public final class MakeNullable implements Serializable {
  private static final long serialVersionUID = 1L;

  @Tag(1)
  private int id;

  @Tag(2)
  private int count;

  /** An empty message, as a library creates it before setting its fields. */
  public MakeNullable() {}

  /** Returns the id (tag 1). */
  public int getId() {
    return id;
  }

  /** Sets the id (tag 1). */
  public void setId(int id) {
    this.id = id;
  }

  /** Returns the count (tag 2), never null in this version. */
  public int getCount() {
    return count;
  }

  /** Sets the count (tag 2). */
  public void setCount(int count) {
    this.count = count;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof MakeNullable other && id == other.id && count == other.count;
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, count);
  }

  @Override
  public String toString() {
    return "MakeNullable{id=" + id + ", count=" + count + "}";
  }
}
