package org.serbench.codec;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The values of one evolution-matrix message being written by a schema codec ({@link
 * EvolutionCodec#write}), by field name: typed look-ups that fail for a value of another type, and
 * a check that every value was for a field of this version of the message, since a value that no
 * field asked for would otherwise be dropped without a word.
 */
public final class MessageValues {
  private final String message;
  private final Map<String, Object> values;
  private final Set<String> asked = new HashSet<>();

  /** The values of {@code message}, as {@link EvolutionCodec#write} gets them. */
  public MessageValues(String message, Map<String, Object> values) {
    this.message = message;
    this.values = values;
  }

  /** A 32-bit int field's value, or null for none. */
  public Integer int32(String field) {
    return get(field, Integer.class);
  }

  /** A 64-bit int field's value, or null for none. */
  public Long int64(String field) {
    return get(field, Long.class);
  }

  /** A String field's value, or an enum constant's name; null for none. */
  public String text(String field) {
    return get(field, String.class);
  }

  /** Whether the values name the field, with a null value too (a nullable field set to null). */
  public boolean names(String field) {
    asked.add(field);
    return values.containsKey(field);
  }

  /** Throws if a value was given for a field this version of the message does not have. */
  public void checkAllAsked() {
    for (String field : values.keySet()) {
      if (!asked.contains(field)) {
        throw new IllegalArgumentException("this version of " + message + " has no field " + field);
      }
    }
  }

  private <T> T get(String field, Class<T> type) {
    asked.add(field);
    Object value = values.get(field);
    if (value != null && !type.isInstance(value)) {
      throw new IllegalArgumentException(
          message
              + "."
              + field
              + " takes a "
              + type.getSimpleName()
              + ", not the "
              + value.getClass().getName()
              + " "
              + value);
    }
    return type.cast(value);
  }
}
