package org.serbench.evolution.message;

import com.fasterxml.jackson.annotation.JsonEnumDefaultValue;

/**
 * The colours of {@link AddEnumConstant}, version 2: version 1's {@code RED} and {@code GREEN}
 * (numbers 0 and 1 in the schema languages) plus the added {@code BLUE} (number 2).
 *
 * <p>{@code RED} is marked as Jackson's default for a value the enum does not have, which only
 * a mapper with {@code READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE} enabled reads.
 */
public enum Color {
  @JsonEnumDefaultValue
  RED,
  GREEN,
  BLUE
}
