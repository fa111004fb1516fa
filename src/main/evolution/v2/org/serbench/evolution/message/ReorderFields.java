package org.serbench.evolution.message;

import com.esotericsoftware.kryo.serializers.TaggedFieldSerializer.Tag;
import java.io.Serializable;
import java.util.Objects;

/**
 * The change "reorder fields", version 2: {@code email} (tag 3) declared before {@code name} (tag
 * 2), the reverse of version 1, with the same names, types and tags.
 */
public final class ReorderFields implements Serializable {
  private static final long serialVersionUID = 1L;

  @Tag(1)
  private int id;

  @Tag(3)
  private String email;

  @Tag(2)
  private String name;

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

  /** Returns the e-mail address (tag 3). */
  public String getEmail() {
    return email;
  }

  /** Sets the e-mail address (tag 3). */
  public void setEmail(String email) {
    this.email = email;
  }

  /** Returns the name (tag 2). */
  public String getName() {
    return name;
  }

  /** Sets the name (tag 2). */
  public void setName(String name) {
    this.name = name;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ReorderFields other
        && id == other.id
        && Objects.equals(email, other.email)
        && Objects.equals(name, other.name);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, email, name);
  }

  @Override
  public String toString() {
    return "ReorderFields{id=" + id + ", email=" + email + ", name=" + name + "}";
  }
}
