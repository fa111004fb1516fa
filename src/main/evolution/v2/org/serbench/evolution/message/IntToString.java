package org.serbench.evolution.message;

import com.esotericsoftware.kryo.serializers.TaggedFieldSerializer.Tag;
import java.io.Serializable;
import java.util.Objects;

/**
 * The change "int to string", version 2: {@code code} is a {@code String}, where version 1 has an
 * {@code int}.
 */
public final class IntToString implements Serializable {
  private static final long serialVersionUID = 1L;

  @Tag(1)
  private int id;

  @Tag(2)
  private String code;

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

  /** Returns the code (tag 2), a {@code String} in this version. */
  public String getCode() {
    return code;
  }

  /** Sets the code (tag 2). */
  public void setCode(String code) {
    this.code = code;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof IntToString other && id == other.id && Objects.equals(code, other.code);
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
