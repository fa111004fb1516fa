package org.serbench.model.xson;

/** An enum for {@link AllTypes}' enum field, enum set and enum map. */
public enum Color {
  RED,
  GREEN,
  BLUE
}
