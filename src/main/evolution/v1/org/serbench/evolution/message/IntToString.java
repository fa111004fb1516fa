package org.serbench.evolution.message;

import com.esotericsoftware.kryo.serializers.TaggedFieldSerializer.Tag;
import java.io.Serializable;
import java.util.Objects;

/**
 * The change "int to string", version 1: {@code code} is an {@code int}, which version 2 makes a
 * {@code String}.
 */
public final class IntToString implements Serializable {
  private static final long serialVersionUID = 1L;

  @Tag(1)
  private int id;

  @Tag(2)
  private int code;

  /** An empty message, as a library creates it before setting its fields. */
  public IntToString() {}

  /** Returns the id (tag 1). */
  public int getId() {
    return id;
  }

  /** Sets the id (tag 1). */
  public void setId(int id) {
    this.id = id;
  }

  /** Returns the code (tag 2), an {@code int} in this version. */
  public int getCode() {
    return code;
  }

  /** Sets the code (tag 2). */
  public void setCode(int code) {
    this.code = code;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof IntToString other && id == other.id && code == other.code;
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, code);
  }

  @Override
  public String toString() {
    return "IntToString{id=" + id + ", code=" + code + "}";
  }
}
