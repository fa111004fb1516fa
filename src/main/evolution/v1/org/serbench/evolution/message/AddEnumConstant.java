package org.serbench.evolution.message;

import com.esotericsoftware.kryo.serializers.TaggedFieldSerializer.Tag;
import java.io.Serializable;
import java.util.Objects;

/**
 * The change "add an enum constant", version 1: {@code color} is a {@link Color} of {@code RED} and
 * {@code GREEN}; version 2's {@code Color} adds {@code BLUE}.
 */
public final class AddEnumConstant implements Serializable {
  private static final long serialVersionUID = 1L;

  @Tag(1)
  private int id;

  @Tag(2)
  private Color color;

  /** An empty message, as a library creates it before setting its fields. */
  public AddEnumConstant() {}

  /** Returns the id (tag 1). */
  public int getId() {
    return id;
  }

  /** Sets the id (tag 1). */
  public void setId(int id) {
    this.id = id;
  }

  /** Returns the colour (tag 2). */
  public Color getColor() {
    return color;
  }

  /** Sets the colour (tag 2). */
  public void setColor(Color color) {
    this.color = color;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AddEnumConstant other && id == other.id && color == other.color;
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, color);
  }

  @Override
  public String toString() {
    return "AddEnumConstant{id=" + id + ", color=" + color + "}";
  }
}
