package org.serbench.evolution.message;

import com.esotericsoftware.kryo.serializers.TaggedFieldSerializer.Tag;
import java.io.Serializable;
import java.util.Objects;

/**
 * The change "widen int to long", version 1: {@code count} is a 32-bit {@code int}; version 2
 * widens it to a 64-bit {@code long}.
 */
public final class WidenIntToLong implements Serializable {
  private static final long serialVersionUID = 1L;

  @Tag(1)
  private int id;

  @Tag(2)
  private int count;

  /** An empty message, as a library creates it before setting its fields. */
  public WidenIntToLong() {}

  /** Returns the id (tag 1). */
  public int getId() {
    return id;
  }

  /** Sets the id (tag 1). */
  public void setId(int id) {
    this.id = id;
  }

  /** Returns the count (tag 2), an {@code int} in this version. */
  public int getCount() {
    return count;
  }

  /** Sets the count (tag 2). */
  public void setCount(int count) {
    this.count = count;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof WidenIntToLong other && id == other.id && count == other.count;
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, count);
  }

  @Override
  public String toString() {
    return "WidenIntToLong{id=" + id + ", count=" + count + "}";
  }
}
