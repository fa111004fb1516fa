package org.serbench.model.media;

/** The player a {@link Media} is made for. */
public enum Player {
  JAVA,
  FLASH
}
