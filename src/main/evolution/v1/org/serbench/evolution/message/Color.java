package org.serbench.evolution.message;

/**
 * The colours of {@link AddEnumConstant}, version 1: {@code RED} and {@code GREEN} (numbers 0 and 1
 * in the schema languages); version 2 adds {@code BLUE}.
 */
public enum Color {
  RED,
  GREEN
}
