package org.serbench.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serbench.junit.Verdicts.fail;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.serbench.data.DataSets;
import org.serbench.engine.Baseline;
import org.serbench.engine.Differences;
import org.serbench.engine.Metric;
import org.serbench.engine.RegressionGate;
import org.serbench.engine.Result;
import org.serbench.engine.Settings;

/**
 * The regression gate of a run as the tests apply it: a cell's result against its stored baseline,
 * or written as the baseline ({@code serbench.updateBaseline}), and the plausibility every measured
 * cell must show first.
 */
final class Gate {
  private final Settings settings;

  Gate(Settings settings) {
    this.settings = settings;
  }

  /**
   * Stores the result as the baseline, or adds its run to the baseline's ({@code
   * serbench.updateBaseline}), or compares it with the baseline and fails on a regression. A
   * missing, corrupt or incomparable baseline fails too: the gate never passes silently.
   */
  void check(Result r) throws IOException {
    Baseline baseline = new Baseline(settings.baselineDir());
    if (settings.addsToBaseline()) {
      try {
        Progress.print("%s: run added to the baseline: %s", r.key(), baseline.add(r));
      } catch (IllegalStateException e) {
        throw Verdicts.failure(e.getMessage(), e);
      }
      return;
    }
    if (settings.updatesBaseline()) {
      Progress.print("%s: baseline updated: %s", r.key(), baseline.write(r));
      return;
    }
    if (!settings.gate()) {
      return;
    }
    String update =
        "If the change is intended, rewrite the baseline with ./mvnw test"
            + " -Dserbench.updateBaseline=true -Dserbench.codecs="
            + r.codec()
            + " and commit "
            + settings.baselineDir().getFileName()
            + "/.";
    Baseline.Entry stored;
    try {
      stored =
          baseline
              .find(r.codec(), r.dataSet())
              .orElseThrow(
                  () ->
                      Verdicts.failure(
                          "no baseline for "
                              + r.key()
                              + " in "
                              + baseline.dir()
                              + ": the regression gate cannot pass without one. "
                              + update));
    } catch (IllegalStateException e) {
      throw Verdicts.failure(e.getMessage() + ". " + update, e);
    }
    Result base = stored.latest();
    if (base.forks().isEmpty()) {
      fail(
          String.format(
              Locale.ROOT,
              "the baseline of %s was measured with the previous protocol (one JVM for all of a"
                  + " codec's data sets, fixed short warm-ups, 100-object extra phases), whose"
                  + " numbers do not compare with this run's. %s",
              r.key(),
              update));
    }
    if (base.objects() != r.objects() || base.seed() != r.seed()) {
      fail(
          String.format(
              Locale.ROOT,
              "the baseline of %s was measured with %d objects per batch and seed %d, this run with"
                  + " %d and %d: compare like with like (-Dserbench.gate=false to skip the gate). %s",
              r.key(),
              base.objects(),
              base.seed(),
              r.objects(),
              r.seed(),
              update));
    }
    double tolerance = baseline.tolerance(r.codec(), settings.tolerance());
    List<RegressionGate.Regression> regressions =
        RegressionGate.compare(base, stored.runs(), r, tolerance, settings.sizeTolerance());
    listDifferences(base, r, regressions);
    regressions.stream()
        .filter(g -> !g.failsTheBuild())
        .forEach(
            g ->
                Progress.print(
                    "warning, not a failure (allocation changes between JVMs of unchanged code"
                        + " when the JIT's escape analysis decides differently): %s",
                    g.describe()));
    List<RegressionGate.Regression> failures =
        regressions.stream().filter(RegressionGate.Regression::failsTheBuild).toList();
    if (!failures.isEmpty()) {
      StringBuilder message = new StringBuilder();
      failures.forEach(g -> message.append(g.describe()).append('\n'));
      fail(message.append(update).toString());
    }
    Progress.print(
        "%s: no regression%s against the baseline of %s (%d run%s)%s",
        r.key(),
        regressions.isEmpty() ? "" : " that fails the build",
        base.started(),
        stored.runs().size(),
        stored.runs().size() == 1 ? "" : "s",
        RegressionGate.comparesTimes(base, r)
            ? ""
            : "; sizes only: " + RegressionGate.whyNotTimes(base, r));
  }

  /**
   * Lists the cell's differences from its baseline in the run's ({@link Differences}): every size
   * that changed (smaller is better; larger is worse beyond {@code serbench.sizeTolerance}, else
   * changed), and every time that regressed (worse) or allocation that did (changed: a warning).
   */
  private void listDifferences(Result base, Result r, List<RegressionGate.Regression> regressions)
      throws IOException {
    String cell = r.codec() + " on " + r.dataSet();
    for (Metric metric : RegressionGate.SIZES) {
      double before = metric.samples(base)[0] * base.objects();
      double now = metric.samples(r)[0] * r.objects();
      if (before != now) {
        String verdict =
            now < before
                ? Differences.BETTER
                : now > before * (1 + settings.sizeTolerance())
                    ? Differences.WORSE
                    : Differences.CHANGED;
        Differences.add(
            settings.runResultsDir(),
            new Differences.Difference(cell, metric.label(), bytes(before), bytes(now), verdict));
      }
    }
    for (RegressionGate.Regression g : regressions) {
      if (g.metric().kind() != Metric.Kind.SIZE) {
        Differences.add(
            settings.runResultsDir(),
            new Differences.Difference(
                cell,
                g.metric().label(),
                String.format(Locale.ROOT, "%,.1f", g.baseline()),
                String.format(
                    Locale.ROOT,
                    "%,.1f (%+.1f%%, p = %.2g)",
                    g.current(),
                    g.change() * 100,
                    g.pValue()),
                g.failsTheBuild() ? Differences.WORSE : Differences.CHANGED));
      }
    }
  }

  private static String bytes(double perBatch) {
    return String.format(Locale.ROOT, "%,.0f bytes a batch", perBatch);
  }

  /**
   * Asserts what every measured cell must show: its batches within the settings' bounds, a sample
   * of each phase for each, positive times and a positive size. A cell that set a JVM aside keeps
   * at least each of its other JVMs' least share of the batches (one per JVM at least).
   */
  void assertPlausible(Result r) {
    int least = settings.minBatches(r.dataSet().equals(DataSets.TEST_OBJECT.name()));
    if (r.setAside() != null) {
      least = r.forks().size() * Math.max(1, least / settings.forks(r.dataSet()));
    }
    assertThat(r.samples().serNs().length)
        .as("%s: measured batches", r.key())
        .isBetween(least, settings.maxBatches(r.dataSet(), r.jvms()));
    assertThat(r.samples().deserNs())
        .as("%s: deser samples", r.key())
        .hasSameSizeAs(r.samples().serNs());
    assertThat(Arrays.stream(r.samples().serNs()).min().orElse(0))
        .as("%s: fastest ser batch", r.key())
        .isPositive();
    assertThat(Arrays.stream(r.samples().deserNs()).min().orElse(0))
        .as("%s: fastest deser batch", r.key())
        .isPositive();
    assertThat(r.size().bytes()).as("%s: encoded bytes", r.key()).isPositive();
  }

  /**
   * Whether a user's cell has no baseline to be gated against, which a first run passes: it says
   * so, with the command that records one. A corrupt baseline is left to {@link #check}, which says
   * what is wrong with it.
   */
  boolean noBaselineFor(Result result) throws IOException {
    if (!settings.gate() || settings.updatesBaseline() || settings.addsToBaseline()) {
      return false;
    }
    try {
      if (new Baseline(settings.baselineDir()).find(result.codec(), result.dataSet()).isPresent()) {
        return false;
      }
    } catch (IllegalStateException corrupt) {
      return false;
    }
    Progress.print(
        "%s: no baseline yet, nothing to compare with; record one with"
            + " -Dserbench.updateBaseline=true (into %s)",
        result.key(), settings.baselineDir());
    return true;
  }

  /** What the gate does in this run, for the report's environment. */
  String description() {
    if (settings.addsToBaseline()) {
      return "off: this run added itself to the baseline's runs";
    }
    if (settings.updatesBaseline()) {
      return "off: this run rewrote the baseline";
    }
    if (!settings.gate()) {
      return "off"
          + ("full".equals(settings.profile()) ? "" : " (" + settings.profile() + " profile)");
    }
    return String.format(
        Locale.ROOT,
        "on: sizes must not grow%s; the times of TestObject and of a user's own data sets must not"
            + " be worse than the slowest of the baseline's runs by more than %.0f%%%s (one-sided"
            + " test on the ratio of the means,"
            + " errors across JVMs, p < %.2f);"
            + " allocation worse by as much is a warning",
        settings.sizeTolerance() == 0
            ? ""
            : String.format(
                Locale.ROOT,
                " by more than %.1f%% (-Dserbench.sizeTolerance)",
                settings.sizeTolerance() * 100),
        (Double.isNaN(settings.tolerance())
                ? RegressionGate.DEFAULT_TOLERANCE
                : settings.tolerance())
            * 100,
        Double.isNaN(settings.tolerance()) ? " (default; per codec in tolerances.properties)" : "",
        RegressionGate.SIGNIFICANCE);
  }
}
