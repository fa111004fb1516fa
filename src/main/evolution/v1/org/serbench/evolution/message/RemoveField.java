package org.serbench.evolution.message;

import com.esotericsoftware.kryo.serializers.TaggedFieldSerializer.Tag;
import java.io.Serializable;
import java.util.Objects;

/**
 * The change "remove a field", version 1: {@code id}, {@code name} and {@code email} (tag 3), the
 * field that version 2 removes.
 */
public final class RemoveField implements Serializable {
  private static final long serialVersionUID = 1L;

  @Tag(1)
  private int id;

  @Tag(2)
  private String name;

  @Tag(3)
  private String email;

  /** An empty message, as a library creates it before setting its fields. */
  public RemoveField() {}

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

  /** Returns the e-mail address (tag 3), which version 2 no longer has. */
  public String getEmail() {
    return email;
  }

  /** Sets the e-mail address (tag 3). */
  public void setEmail(String email) {
    this.email = email;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RemoveField other
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
    return "RemoveField{id=" + id + ", name=" + name + ", email=" + email + "}";
  }
}
