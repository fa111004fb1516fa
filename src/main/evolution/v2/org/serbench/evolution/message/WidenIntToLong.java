package org.serbench.evolution.message;

import com.esotericsoftware.kryo.serializers.TaggedFieldSerializer.Tag;
import java.io.Serializable;
import java.util.Objects;

/**
 * The change "widen int to long", version 2: {@code count}, {@code high} and {@code low} are
 * 64-bit {@code long}s, where version 1 has 32-bit {@code int}s.
 */
public final class WidenIntToLong implements Serializable {
  private static final long serialVersionUID = 1L;

  @Tag(1)
  private int id;

  @Tag(2)
  private long count;

  @Tag(3)
  private long high;

  @Tag(4)
  private long low;

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
  public long getCount() {
    return count;
  }

  /** Sets the count (tag 2). */
  public void setCount(long count) {
    this.count = count;
  }

  /** Returns the high (tag 3). */
  public long getHigh() {
    return high;
  }

  /** Sets the high (tag 3). */
  public void setHigh(long high) {
    this.high = high;
  }

  /** Returns the low (tag 4). */
  public long getLow() {
    return low;
  }

  /** Sets the low (tag 4). */
  public void setLow(long low) {
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
