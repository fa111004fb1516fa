package org.serbench.engine;

/** A {@code serbench.*} setting has a value serbench cannot run with; the message says which. */
public final class SettingsException extends IllegalArgumentException {
  public SettingsException(String message) {
    super(message);
  }
}
