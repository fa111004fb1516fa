package org.serbench.evolution.message;

import com.esotericsoftware.kryo.serializers.TaggedFieldSerializer.Tag;
import java.io.Serializable;
import java.util.Objects;

/**
 * The change "widen int to long", version 2: {@code count} is a 64-bit {@code long}, where version
 * 1 has a 32-bit {@code int}.
 */
public final class WidenIntToLong implements Serializable {
  private static final long serialVersionUID = 1L;

  @Tag(1)
  private int id;

  @Tag(2)
  private long count;

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

  /** Returns the count (tag 2), a {@code long} in this version. */
  public long getCount() {
    return count;
  }

  /** Sets the count (tag 2). */
  public void setCount(long count) {
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
