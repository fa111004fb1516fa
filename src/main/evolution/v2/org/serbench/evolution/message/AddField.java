package org.serbench.evolution.message;

import com.esotericsoftware.kryo.serializers.TaggedFieldSerializer.Tag;
import com.esotericsoftware.kryo.serializers.VersionFieldSerializer.Since;
import java.io.Serializable;
import java.util.Objects;

/**
 * The change "add a field", version 2: version 1's {@code id} and {@code name}, then the added
 * {@code email} (tag 3).
 */
public final class AddField implements Serializable {
  private static final long serialVersionUID = 1L;

  @Tag(1)
  private int id;

  @Tag(2)
  private String name;

  @Tag(3)
  @Since(1)
  private String email;

  /** An empty message, as a library creates it before setting its fields. */
  public AddField() {}

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

  /** Returns the e-mail address (tag 3), the field this version adds. */
  public String getEmail() {
    return email;
  }

  /** Sets the e-mail address (tag 3). */
  public void setEmail(String email) {
    this.email = email;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AddField other
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
    return "AddField{id=" + id + ", name=" + name + ", email=" + email + "}";
  }
}
