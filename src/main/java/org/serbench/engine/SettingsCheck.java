package org.serbench.engine;

/**
 * Validates the {@code serbench.*} settings of a Maven build as soon as the main classes are
 * compiled, before the unit tests and the benchmark run (the build binds it to {@code
 * process-classes}): a bad or unknown setting stops the build within seconds, with its one message.
 * Surefire's test JVM validates them again, for runs that do not go through Maven (an IDE).
 */
public final class SettingsCheck {
  private SettingsCheck() {}

  /**
   * Throws the settings' problem, which Maven reports as the build's failure; prints nothing when
   * they are valid.
   */
  public static void main(String[] args) {
    Settings.fromSystemProperties();
  }
}
