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

  /** The step the support matrix shows: one of the constants above. */
  String step = SET_UP;

  /** What the measurement was doing, as the failure's message names it. */
  String name = "start";

  void set(String step, String name) {
    this.step = step;
    this.name = name;
  }
}
