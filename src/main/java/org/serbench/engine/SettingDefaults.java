package org.serbench.engine;

/**
 * The defaults and the allowed words of the {@code serbench.*} settings that are not plain numbers:
 * the isolation, spread, phase order, CPU and baseline modes, the measuring JVMs' flags and the
 * seed. {@link SettingValues} applies them.
 */
final class SettingDefaults {
  private SettingDefaults() {}

  /** A fresh JVM for every codec, data set and fork. */
  static final String ISOLATE_CELL = "cell";

  /** One JVM per codec, its data sets in turn, each with a set-up of the codec of its own. */
  static final String ISOLATE_CODEC = "codec";

  /** How far a cell's JVMs may disagree before one of three or more is set aside: 10%. */
  static final double DEFAULT_FORK_AGREEMENT = 0.10;

  /**
   * The target half-width of a cell's 95% intervals of encode and decode: ±15% for every data set,
   * ±10% for those every table leads with ({@link #FORK_DATA_SETS}). See docs/precision.md for the
   * curve of width against machine time they were chosen from.
   */
  static final double DEFAULT_PRECISION = 0.15;

  static final double DEFAULT_FORK_PRECISION = 0.10;

  /** The quick profile's target, for every data set: ±30%, which one JVM of a quiet cell meets. */
  static final double QUICK_PRECISION = 0.30;

  /** The JVMs a cell may add to its planned ones while its interval is wider than its target. */
  static final int DEFAULT_EXTRA_FORKS = 4;

  /**
   * None in the quick profile: its cells are judged and say whether they met ±30%, but a second JVM
   * took 6 of a quick run's 18 minutes and narrowed the median interval only from ±40% to ±32% (its
   * p90 stayed at ±75%), as the width comes from batches inside a JVM whose warm-up of 0.1 s does
   * not settle; see docs/precision.md.
   */
  static final int QUICK_EXTRA_FORKS = 0;

  /** The machine time after which a cell takes no more JVMs, its interval met or not. */
  static final double DEFAULT_CELL_SECONDS = 60;

  static final double QUICK_CELL_SECONDS = 10;

  /**
   * The minutes after a run's start past which no cell takes a JVM beyond its planned ones: a full
   * run within 90 minutes on the project's 2-core VM, its planned JVMs, matrices and report
   * included. The quick profile has none: its cells stop on their own caps.
   */
  static final int DEFAULT_RUN_MINUTES = 75;

  /**
   * The same for a run of a project's own classes, a test of its build that should answer within 10
   * minutes: in the example project's default run (2 data sets, 44 codecs), the planned JVMs take
   * about 8 minutes, and a cell still wider than its target then ends on the time cap.
   */
  static final int OWN_DATA_RUN_MINUTES = 8;

  static final int QUICK_RUN_MINUTES = 0;

  /** serbench.spread's values: a cell's later JVMs in its codec's turn, or in a second pass. */
  static final String SPREAD_CODEC = "codec";

  static final String SPREAD_RUN = "run";

  /** serbench.phaseOrder's values: every batch runs every phase, or each phase its batches. */
  static final String PHASES_INTERLEAVED = "interleaved";

  static final String PHASES_IN_BLOCKS = "blocks";

  /**
   * serbench.cpu's values: the measuring thread runs where the scheduler puts it, or is kept on the
   * fastest CPU; by default, the second wherever a thread can be pinned (Settings decides).
   */
  static final String CPU_ANY = "any";

  static final String CPU_FASTEST = "fastest";

  static final String CPU_AUTO = "auto";

  /** serbench.updateBaseline's values: compare with the baseline, replace it, or add a run. */
  static final String BASELINE_COMPARE = "false";

  static final String BASELINE_REPLACE = "true";

  static final String BASELINE_ADD = "add";

  /**
   * A fixed heap, touched whole when the JVM starts. Untouched, every page the young generation
   * reaches for the first time faults while a phase is timed, and what a fault costs is the
   * machine's, not the library's: on a 2-core VM, protobuf's media.1 decode measured 4.7 ms a batch
   * with lazily touched pages against 0.3 ms with {@code AlwaysPreTouch} (15x), and kryo switched
   * between 1 and 4 ms from one JVM to the next, or in the middle of one.
   */
  static final String DEFAULT_JVM_ARGS = "-Xms2g -Xmx2g -XX:+AlwaysPreTouch -XX:+UseG1GC";

  /** The flag that touches the heap whole at start, which only a timed phase needs. */
  static final String PRE_TOUCH = "-XX:+AlwaysPreTouch";

  /**
   * The quick profile's flags: the same heap, left untouched until used. Touching 2 GB costs the
   * JVM's start 0.5 s on a quiet 2-core VM and 3.6 to 4.7 s (against 0.2 s untouched) on one whose
   * host returns the memory a JVM frees, as the project's did: a minute or more of every quick run
   * of 63 codecs, for numbers the quick profile does not claim to be right.
   */
  /**
   * The full profile's warm-up cap for a JVM that measures a user's own data sets, where the
   * suite's is 2 s. In the example project's default run at this default's commit, no cell of its
   * two data sets reached the steady state within 2 s, so the cap ended every warm-up, and it took
   * 2.0 of a JVM's 4.6 s: at 2 s the run took 12 min 30 s, over the 10 minutes a project's test
   * should answer in. A project that wants the suite's warm-up sets {@code serbench.warmupSeconds}.
   */
  static final double OWN_DATA_WARMUP_SECONDS = 1;

  static final String QUICK_JVM_ARGS = DEFAULT_JVM_ARGS.replace(" " + PRE_TOUCH, "");

  /**
   * A user's own data sets are measured on a smaller heap, touched whole as well: a data set of a
   * project's classes rarely needs the 2 GB the classic suite's 10 MB Jedi masters need, and
   * touching 2 GB cost 4.3 s of each JVM's start on the project's VM against 1.2 s for 512 MB, the
   * larger part of a default run of a project's two data sets over 40 codecs (80 JVMs). {@code
   * serbench.jvmArgs} sets the flags of both.
   */
  static final String OWN_DATA_JVM_ARGS = DEFAULT_JVM_ARGS.replace("2g", "512m");

  static final long DEFAULT_SEED = 20151023L;

  /** What the JDKs after the first measure by default: the two data sets every table leads with. */
  static final String JDK_DATA_SETS = "TestObject,media.1";

  /**
   * What is measured in several JVMs by default: the same two. Two JVMs of one cell differ by more
   * than their batches do (media.1: a median 3.4% per phase, a tenth by more than 13%), which no
   * number of batches in one JVM averages out.
   */
  static final String FORK_DATA_SETS = "TestObject,media.1";
}
