package org.serbench.model.probe;

/** The enum of {@link EnumProbe}. */
public enum Shade {
  LIGHT,
  DARK
}
