package org.serbench.evolution.message;

import com.fasterxml.jackson.annotation.JsonEnumDefaultValue;

/**
 * The colours of {@link AddEnumConstant}, version 1: {@code RED} and {@code GREEN} (numbers 0 and 1
 * in the schema languages); version 2 adds {@code BLUE}.
 *
 * <p>{@code RED} is marked as Jackson's default for a value the enum does not have, which only
 * a mapper with {@code READ_UNKNOWN_ENUM_VALUES_USING_DEFAULT_VALUE} enabled reads.
 */
public enum Color {
  @JsonEnumDefaultValue
  RED,
  GREEN
}
