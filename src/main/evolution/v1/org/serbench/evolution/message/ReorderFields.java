package org.serbench.evolution.message;

import com.esotericsoftware.kryo.serializers.TaggedFieldSerializer.Tag;
import java.io.Serializable;
import java.util.Objects;

/**
 * The change "reorder fields", version 1: {@code id}, {@code name}, {@code email} in that order;
 * version 2 declares {@code email} before {@code name}, with the same names, types and tags.
 */
public final class ReorderFields implements Serializable {
  private static final long serialVersionUID = 1L;

  @Tag(1)
  private int id;

  @Tag(2)
  private String name;

  @Tag(3)
  private String email;

  /** An empty message, as a library creates it before setting its fields. */
  public ReorderFields() {}

  /** Returns the id (tag 1). */
  public int getId() {
    return id;
  }

  /** Sets the id (tag 1). */
  public void setId(int id) {
    this.id = id;
  }

  /** Returns the name (tag 2). */
  public String getName() {
    return name;
  }

  /** Sets the name (tag 2). */
  public void setName(String name) {
    this.name = name;
  }

  /** Returns the e-mail address (tag 3). */
  public String getEmail() {
    return email;
  }

  /** Sets the e-mail address (tag 3). */
  public void setEmail(String email) {
    this.email = email;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ReorderFields other
        && id == other.id
        && Objects.equals(name, other.name)
        && Objects.equals(email, other.email);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, name, email);
  }

  @Override
  public String toString() {
    return "ReorderFields{id=" + id + ", name=" + name + ", email=" + email + "}";
  }
}
