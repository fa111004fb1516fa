package org.serbench.engine;

/**
 * Validates the {@code serbench.*} settings of a Maven build as soon as the main classes are
 * compiled, before the unit tests and the benchmark run (the build binds it to {@code
 * process-classes}), with its one message. Names and values were already checked before the build
 * generated anything ({@link SettingValues}, at {@code validate}); what is new here is the names of
 * codecs and data sets, which need the compiled registry. Surefire's test JVM validates them again,
 * for runs that do not go through Maven (an IDE). It also tries to pin a thread once, so that a run
 * that asks for {@code serbench.cpu=fastest} where a thread cannot be pinned stops with why (the
 * default, {@code auto}, is then {@code any}).
 */
public final class SettingsCheck {
  private SettingsCheck() {}

  /**
   * Throws the settings' problem, which Maven reports as the build's failure; prints nothing when
   * they are valid.
   */
  public static void main(String[] args) {
    Settings settings = Settings.fromSystemProperties();
    if (settings.onFastestCpu() && FastestCpu.pinFailure() != null) {
      throw new SettingsException(
          "-D"
              + Settings.PREFIX
              + "cpu=fastest cannot keep a thread on one CPU here ("
              + FastestCpu.pinFailure()
              + "); allowed here: any or auto");
    }
  }
}
