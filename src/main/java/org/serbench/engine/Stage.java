package org.serbench.engine;

/**
 * Where a cell's measurement is, for the report of a failure: the step the support matrix files it
 * under and the name its message gives, such as "write" and "warm-up".
 */
final class Stage {
  static final String SET_UP = "set-up";
  static final String BIND = "bind";
  static final String WRITE = "write";
  static final String READ = "read";
  static final String CHECK = "check";

  /** A user's data method threw: the project's error, not the codec's. */
  static final String DATA = "data";

  /**
   * The measuring JVM, not the library, failed: its heap ran out, or its class path holds versions
   * of libraries that do not link ({@link Failures#isJvmError}).
   */
  static final String JVM = "jvm";

  /** Whether a failure at this step is the project's or the harness's, never the library's. */
  static boolean notTheLibrarys(String step) {
    return DATA.equals(step) || JVM.equals(step);
  }

  /** The step the support matrix shows: one of the constants above. */
  String step = SET_UP;

  /** What the measurement was doing, as the failure's message names it. */
  String name = "start";

  void set(String step, String name) {
    this.step = step;
    this.name = name;
  }
}
