package org.serbench.junit;

import java.util.Set;
import org.serbench.safety.Keywords;
import org.serbench.safety.Matrices;

/**
 * How a cell's outcome moved against the recorded one: the same, better (a fix: a failure that now
 * measures, a silent loss that now fails loudly, an unsafe outcome that is now safe), worse (the
 * reverse), or changed (another outcome of the same rank: one error for another). Only worse fails
 * a build.
 */
enum OutcomeChange {
  SAME,
  BETTER,
  WORSE,
  CHANGED;

  /**
   * The outcomes that take a service down, leak a local file or let bytes choose a class: the worst
   * rank.
   */
  private static final Set<String> UNSAFE =
      Set.of(
          Keywords.HANG,
          Keywords.STACK_OVERFLOW,
          Keywords.OUT_OF_MEMORY,
          Keywords.CRASH,
          Keywords.ENTITY_READ,
          Keywords.INSTANTIATED);

  /**
   * A support-matrix cell: OK above an error (the library refused, loudly), an error above lost
   * data (the round trip gave back something else).
   */
  static OutcomeChange of(String recorded, String now) {
    if (Outcomes.matches(recorded, now)) {
      return SAME;
    }
    return compare(cellRank(recorded), cellRank(now));
  }

  /**
   * A safety cell of {@code matrix} that has a recorded outcome (one without is the caller's to
   * fail: every cell must have its line).
   */
  static OutcomeChange ofSafety(String matrix, String recorded, String now) {
    if (Outcomes.matches(recorded, now)) {
      return SAME;
    }
    return compare(safetyRank(matrix, recorded), safetyRank(matrix, now));
  }

  /** The word a message gives the change: "better", "worse", "changed" or "same". */
  String word() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  private static OutcomeChange compare(int before, int after) {
    return after > before ? BETTER : after < before ? WORSE : CHANGED;
  }

  private static int cellRank(String outcome) {
    String first = outcome.split(java.util.regex.Pattern.quote(Outcomes.OR))[0].strip();
    if (first.equals(Outcomes.OK)) {
      return 2;
    }
    return first.startsWith("check:") ? 0 : 1;
  }

  /** Of alternatives, the worst: a cell recorded as "hang | exception" may hang. */
  private static int safetyRank(String matrix, String outcome) {
    int rank = Integer.MAX_VALUE;
    for (String alternative : outcome.split(java.util.regex.Pattern.quote(Outcomes.OR))) {
      rank = Math.min(rank, oneSafetyRank(matrix, alternative.strip()));
    }
    return rank;
  }

  private static int oneSafetyRank(String matrix, String outcome) {
    if (UNSAFE.contains(outcome)) {
      return 0;
    }
    return switch (matrix) {
      case Matrices.FIDELITY ->
          outcome.equals(Keywords.EXACT) ? 3 : outcome.equals(Keywords.CHANGED) ? 1 : 2;
      case Matrices.HOSTILE -> outcome.equals(Keywords.SILENT) ? 1 : 2;
      // An internal error is no refusal: the decoder failed before it decided on the class.
      case Matrices.GADGET -> outcome.equals(Keywords.INTERNAL_ERROR) ? 1 : 2;
      default -> 2;
    };
  }
}
