package org.serbench.evolution.message;

import com.esotericsoftware.kryo.serializers.TaggedFieldSerializer.Tag;
import java.io.Serializable;
import java.util.Objects;

/**
 * The change "narrow long to int", version 2: {@code count} is a 32-bit {@code int}, where version
 * 1 has a 64-bit {@code long}.
 */
public final class NarrowLongToInt implements Serializable {
  private static final long serialVersionUID = 1L;

  @Tag(1)
  private int id;

  @Tag(2)
  private int count;

  /** An empty message, as a library creates it before setting its fields. */
  public NarrowLongToInt() {}

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
    return o instanceof NarrowLongToInt other && id == other.id && count == other.count;
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, count);
  }

  @Override
  public String toString() {
    return "NarrowLongToInt{id=" + id + ", count=" + count + "}";
  }
}
