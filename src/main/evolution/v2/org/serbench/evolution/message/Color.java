package org.serbench.evolution.message;

/**
 * The colours of {@link AddEnumConstant}, version 2: version 1's {@code RED} and {@code GREEN}
 * (numbers 0 and 1 in the schema languages) plus the added {@code BLUE} (number 2).
 */
public enum Color {
  RED,
  GREEN,
  BLUE
}
