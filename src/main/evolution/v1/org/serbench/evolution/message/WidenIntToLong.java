package org.serbench.evolution.message;

import com.esotericsoftware.kryo.serializers.TaggedFieldSerializer.Tag;
import java.io.Serializable;
import java.util.Objects;

/**
 * The change "widen int to long", version 1: {@code count}, {@code high} and {@code low} are
 * 32-bit {@code int}s; version 2 widens them to 64-bit {@code long}s.
 */
public final class WidenIntToLong implements Serializable {
  private static final long serialVersionUID = 1L;

  @Tag(1)
  private int id;

  @Tag(2)
  private int count;

  @Tag(3)
  private int high;

  @Tag(4)
  private int low;

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

  /** Returns the count (tag 2). */
  public int getCount() {
    return count;
  }

  /** Sets the count (tag 2). */
  public void setCount(int count) {
    this.count = count;
  }

  /** Returns the high (tag 3). */
  public int getHigh() {
    return high;
  }

  /** Sets the high (tag 3). */
  public void setHigh(int high) {
    this.high = high;
  }

  /** Returns the low (tag 4). */
  public int getLow() {
    return low;
  }

  /** Sets the low (tag 4). */
  public void setLow(int low) {
    this.low = low;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof WidenIntToLong other
        && id == other.id
        && count == other.count
        && high == other.high
        && low == other.low;
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, count, high, low);
  }

  @Override
  public String toString() {
    return "WidenIntToLong{id=" + id + ", count=" + count + ", high=" + high + ", low=" + low + "}";
  }
}
