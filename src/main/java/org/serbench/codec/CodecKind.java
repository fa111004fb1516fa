package org.serbench.codec;

/**
 * What a codec's own code is, which decides what its encode and decode include: a databinding
 * library binds the model classes themselves, a schema-generated codec converts the model to the
 * types its schema defines (generated classes, or the schema's generic records), and a hand-written
 * codec writes and reads each field with calls someone wrote for the model.
 *
 * <p>The report ranks codecs within each kind, since a hand-written codec or a schema's types do
 * work (or skip it) that a databinding library must do for a class it has never seen.
 */
public enum CodecKind {
  DATABINDING("databinding"),
  SCHEMA_GENERATED("schema-generated"),
  HAND_WRITTEN("hand-written");

  private final String label;

  CodecKind(String label) {
    this.label = label;
  }

  /** The kind as the report names it: {@code databinding}, {@code schema-generated}, ... */
  public String label() {
    return label;
  }
}
