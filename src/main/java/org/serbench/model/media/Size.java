package org.serbench.model.media;

/** The size of an {@link Image}. */
public enum Size {
  SMALL,
  LARGE
}
