package org.serbench.junit;

import static org.serbench.junit.Verdicts.fail;

import java.util.Locale;
import org.serbench.engine.Result;

/**
 * How a user's first run judges its cells, before any outcome or baseline is recorded: a run that
 * is useful, not red. A codec that cannot carry the data is skipped with the library's own words; a
 * codec that gives back other data than it was given fails, naming the field, as a silent loss
 * must. Once {@code -Dserbench.updateOutcomes=true} has recorded the outcomes, they are held to
 * exactly, as the classic suite's are, and once {@code -Dserbench.updateBaseline=true} has recorded
 * a baseline, the gate compares with it.
 */
final class OwnOutcomes {
  private OwnOutcomes() {}

  /** Judges a cell of a run with no recorded outcomes; throws to fail or skip it. */
  static void judgeFirstRun(Result result) {
    Verdicts.failOutsideTheLibrary(result);
    switch (result.status()) {
      case OK -> {}
      case MISMATCH ->
          fail(
              String.format(
                  Locale.ROOT,
                  "%s changed the data: %s%nThe decoded object differs from the one encoded."
                      + " Configure the library to carry that field, or if you accept the loss,"
                      + " record this run's outcomes with -Dserbench.updateOutcomes=true: after"
                      + " that only a change fails.",
                  result.key(),
                  result.message()));
      default ->
          Verdicts.abort(
              String.format(
                  Locale.ROOT,
                  "%s cannot carry this data (%s at %s): %s",
                  result.key(),
                  result.status(),
                  result.step(),
                  Result.firstLine(result.message())));
    }
  }
}
