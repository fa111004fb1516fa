package org.serbench.junit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.EvolutionSpec;
import org.serbench.data.DataMethods;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.engine.Differences;
import org.serbench.engine.IsolatedRun;
import org.serbench.engine.Metric;
import org.serbench.engine.RecordedFailures;
import org.serbench.engine.Result;
import org.serbench.engine.Settings;
import org.serbench.engine.Turn;
import org.serbench.engine.ValueComparison;
import org.serbench.evolution.Rows;
import org.serbench.registry.CodecRegistry;
import org.serbench.report.Comparison;
import org.serbench.report.ReportWriter;
import org.serbench.safety.SafetyFile;
import org.serbench.stats.Summary;

/**
 * Runs measurements for benchmark tests, prints their progress, and when the JVM's tests end,
 * writes the run's report.
 */
public final class Bench implements AutoCloseable {
  private final Settings settings;
  private final AtomicInteger count = new AtomicInteger();
  private final AtomicLong codecNanos = new AtomicLong();
  private final long runStart = System.nanoTime();
  private volatile boolean floorMeasured;
  private final Map<String, Map<String, Result>> measured = new ConcurrentHashMap<>();
  private final Outcomes outcomes;
  private final Gate gate;

  /** The codecs the run's tests will measure, when the engine knows; else the selected ones. */
  private volatile int plannedCodecs;

  private final SafetyMatrices safety;
  private final EvolutionMatrix evolution;
  private final AtomicInteger safetyRuns = new AtomicInteger();

  /**
   * Over the codecs measured so far, the time their cells' JVMs that cells may add (if theirs
   * disagree) would take at most.
   */
  private final AtomicLong codecMayAddNanos = new AtomicLong();

  /** The cells that wait for the run's second pass, and its time so far. */
  private final SecondPassQueue queue;

  /** The codec measured again on other JDKs and under other versions of its library. */
  private final SideBySide sideBySide;

  Bench(Settings settings) {
    this.settings = settings;
    this.gate = new Gate(settings);
    this.queue = new SecondPassQueue(settings, runStart, this::judgeLater);
    this.outcomes = new Outcomes(settings.outcomesFile(), settings.runResultsDir());
    this.safety = new SafetyMatrices(settings);
    this.evolution = new EvolutionMatrix(settings);
    try {
      ReportWriter.recordRun(
          settings.runResultsDir(),
          settings.runStarted(),
          settings.profile(),
          gate.description(),
          settings.spreadsOverRun() ? Settings.SPREAD_RUN : Settings.SPREAD_CODEC,
          RunReport.projectDir());
    } catch (IOException e) {
      throw new UncheckedIOException("could not record the run in " + settings.runResultsDir(), e);
    }
    if (settings.compareTo() != null) {
      try {
        Comparison.read(settings.compareTo());
      } catch (IOException e) {
        throw new UncheckedIOException("-Dserbench.compareTo: " + e.getMessage(), e);
      }
    }
    if (settings.gate() && !settings.updatesBaseline() && !settings.addsToBaseline()) {
      try {
        Differences.start(settings.runResultsDir());
      } catch (IOException e) {
        throw new UncheckedIOException("could not start the run's list of differences", e);
      }
    }
    this.sideBySide = new SideBySide(settings);
  }

  /** Tells how many codecs the run's tests measure, for the progress lines' "codec k of N". */
  void planCodecs(int codecs) {
    plannedCodecs = codecs;
  }

  public Settings settings() {
    return settings;
  }

  /**
   * Measures a codec on a data set and asserts its recorded outcome: a verified round trip with
   * numbers (which the regression gate then compares with the baseline), or exactly the failure
   * recorded for it in the outcomes file. An outcome worse than the recorded one (a lost or changed
   * field, a new error where it measured) fails the test with its message; a better one (a recorded
   * failure that now measures) or another of the same rank is printed with the command that records
   * it.
   *
   * <p>The first data set asked for a codec measures all of the run's data sets for it in one fresh
   * JVM; the others are then answered from its results. With {@code serbench.spread=run}, a cell
   * measured in several JVMs has only its first here, whose round trip this asserts; its other
   * JVMs, its plausibility and the gate come in {@link #secondPass()}.
   *
   * @return the result
   */
  public Result measure(String codec, DataSet<?> dataSet) throws Exception {
    Result result = run(CodecRegistry.byName(codec), dataSet, DataSets.all());
    assertOutcome(result);
    if (result.status() == Result.Status.OK && queue.waits(codec, dataSet.name())) {
      Progress.print(
          "%s: round trip verified in the cell's first JVM; its other JVMs, the plausibility"
              + " check and the regression gate follow in the run's second pass",
          result.key());
      return result;
    }
    if (result.status() == Result.Status.OK) {
      gate.assertPlausible(result);
      gate.check(result);
    }
    return result;
  }

  /**
   * The classic suite's tests, from the registry: one container per selected codec ({@code
   * serbench.codecs}, {@code serbench.tags}), in report order, holding one test per selected data
   * set that {@link #measure measures} it. A codec or data set left out of the run has no test.
   */
  public Stream<DynamicContainer> suite() {
    List<DataSet<?>> dataSets =
        DataSets.all().stream().filter(d -> settings.selectsDataSet(d.name())).toList();
    return CodecRegistry.all().stream()
        .filter(spec -> settings.selectsCodec(spec.name()))
        .map(
            spec ->
                DynamicContainer.dynamicContainer(
                    spec.name(),
                    dataSets.stream()
                        .map(
                            d ->
                                DynamicTest.dynamicTest(d.name(), () -> measure(spec.name(), d)))));
  }

  /** Holds a result to its recorded outcome, or records it: see {@link Outcomes#hold}. */
  private void assertOutcome(Result result) throws IOException {
    outcomes.hold(result, settings.updateOutcomes());
  }

  /** The second pass of the codecs whose cells wait: see {@link SecondPassQueue#tests()}. */
  public Stream<DynamicTest> secondPass() {
    return queue.tests();
  }

  /**
   * Judges a cell the second pass completed, as the codec's own test judges a whole one: a user's
   * own data set as {@link #measureOwn} does, so that a first run passes without a baseline.
   */
  private void judgeLater(Result cell) throws IOException {
    if (!DataSets.isSuites(cell.dataSet())) {
      judgeOwn(cell);
      return;
    }
    assertOutcome(cell);
    gate.assertPlausible(cell);
    gate.check(cell);
  }

  /**
   * Runs a codec's safety matrices (fidelity probes, hostile input, gadget probe) in JVMs of its
   * own and asserts every cell's recorded outcome: a changed outcome fails the test naming the
   * cell. The report's safety page is written from their result files when the tests end.
   */
  public SafetyFile.Results safety(String codec) throws Exception {
    CodecSpec spec = CodecRegistry.byName(codec);
    Assumptions.assumeTrue(
        settings.selectsCodec(codec),
        () ->
            codec + " is not selected by -Dserbench.codecs=" + String.join(",", settings.codecs()));
    Progress.print(
        "%s: safety matrices (%s probes, %s s a cell)",
        codec,
        settings.safetyAllProbes() ? "all" : "a sample of the",
        Progress.trim(settings.safetySeconds()));
    safetyRuns.incrementAndGet();
    return safety.run(spec, line -> Progress.print("%s", line));
  }

  /**
   * Runs a row of the evolution matrix (a codec, or a library's evolution mode) as a rolling
   * upgrade meets it, in JVMs that each hold one version of the messages, and holds every cell to
   * its recorded outcome. The report's evolution page is written from the result files when the
   * tests end.
   */
  public SafetyFile.Results evolution(String row) throws Exception {
    String codec = Rows.codec(row);
    Assumptions.assumeTrue(
        settings.selectsCodec(codec),
        () ->
            codec + " is not selected by -Dserbench.codecs=" + String.join(",", settings.codecs()));
    Progress.print("%s: evolution matrix", row);
    safetyRuns.incrementAndGet();
    // The selected rows share their JVMs: the first row's test runs them all.
    List<EvolutionSpec> selected =
        Rows.all().stream().filter(r -> settings.selectsCodec(Rows.codec(r.name()))).toList();
    return evolution.run(Rows.byName(row), selected, line -> Progress.print("%s", line));
  }

  /**
   * Measures a codec on a user's own data set and judges it as a first run expects, or against the
   * outcomes recorded once ({@link OwnOutcomes}); a verified round trip then goes through the
   * plausibility check and the gate, which passes a data set with no baseline yet.
   *
   * @param dataSets the data sets of the same test class, which the codec's JVM measures together
   */
  public Result measureOwn(CodecSpec codec, DataSet<?> dataSet, List<DataSet<?>> dataSets)
      throws Exception {
    Assumptions.assumeTrue(
        settings.selectsDataSet(dataSet.name()),
        () -> dataSet.name() + " is not selected by -Dserbench.datasets");
    Result result = run(codec, dataSet, dataSets);
    if (result.status() == Result.Status.OK && queue.waits(codec.name(), dataSet.name())) {
      holdOwnOutcome(result);
    } else {
      judgeOwn(result);
    }
    return result;
  }

  /** A user's cell held to its outcome, then, measured, to plausibility and the gate. */
  private void judgeOwn(Result cell) throws IOException {
    holdOwnOutcome(cell);
    if (cell.status() == Result.Status.OK) {
      gate.assertPlausible(cell);
      if (!gate.noBaselineFor(cell)) {
        gate.check(cell);
      }
    }
  }

  /** The recorded outcome where there is one (or is being recorded), else a first run's verdict. */
  private void holdOwnOutcome(Result cell) throws IOException {
    if (settings.updateOutcomes() || Files.exists(outcomes.file())) {
      assertOutcome(cell);
    } else {
      OwnOutcomes.judgeFirstRun(cell);
    }
  }

  /**
   * Checks that a user's data methods make the same objects on every call, before any is measured:
   * each measuring JVM calls them again.
   */
  void checkRepeatable(List<DataSet<?>> dataSets) throws IOException {
    for (DataSet<?> dataSet : dataSets) {
      DataMethods.checkRepeatable(
          dataSet,
          settings.seed(),
          Math.min(20, dataSet.objectsPerBatch(settings.objects())),
          (a, b) -> ValueComparison.firstDifference(a, b).map(d -> d.describe()).orElse(null));
      // A whole batch once, so that a method that throws past the first objects stops the class
      // here, naming it, before any measuring JVM blames a codec.
      dataSet.generate(settings.seed(), dataSet.objectsPerBatch(settings.objects()));
    }
    ReportWriter.recordDataSets(settings.runResultsDir(), dataSets);
  }

  private Result run(CodecSpec spec, DataSet<?> dataSet, List<DataSet<?>> candidates)
      throws Exception {
    String codec = spec.name();
    Assumptions.assumeTrue(
        settings.selectsCodec(codec),
        () ->
            codec + " is not selected by -Dserbench.codecs=" + String.join(",", settings.codecs()));
    Map<String, Result> results = measured.get(codec);
    if (results == null || !results.containsKey(dataSet.name())) {
      results = runCodec(spec, dataSet, candidates);
      measured.put(codec, results);
    }
    return results.get(dataSet.name());
  }

  /**
   * Measures a codec on every selected data set (at least the one asked for): in a fresh JVM per
   * data set, or in one for all of them when the run isolates per codec.
   */
  private Map<String, Result> runCodec(
      CodecSpec spec, DataSet<?> asked, List<DataSet<?>> candidates) throws Exception {
    measureFloorOnce();
    List<DataSet<?>> dataSets = new ArrayList<>();
    for (DataSet<?> d : candidates) {
      if (settings.selectsDataSet(d.name()) || d.name().equals(asked.name())) {
        dataSets.add(d);
      }
    }
    int k = count.get() + 1;
    int of = Math.max(k, plannedCodecs > 0 ? plannedCodecs : settings.codecs().size());
    Progress.print(
        "%s: codec %d of %d, %d data sets (%s) in %s; each up to %,d batches after a warm-up to"
            + " a steady state (at most %s s)",
        spec.name(),
        k,
        of,
        dataSets.size(),
        dataSets.stream().map(DataSet::name).collect(Collectors.joining(", ")),
        !settings.fork()
            ? "this JVM, not isolated"
            : settings.isolatesCells() ? "a fresh JVM each" : "one fresh JVM",
        settings.batches(),
        Progress.trim(settings.warmupSeconds(dataSets)));
    long start = System.nanoTime();
    Map<String, Result> results;
    // The JVMs still to come of a codec whose cells wait for the run's second pass.
    Turn.Outlook later = NONE;
    RecordedFailures failures = outcomes.failures(spec.name(), dataSets, settings.updateOutcomes());
    if (settings.spreadsOverRun()) {
      Turn turn =
          IsolatedRun.measureFirst(
              spec,
              dataSets,
              settings,
              failures,
              line -> Progress.print("  | %s", line),
              result -> Progress.print("%s: %s", result.key(), progress(result, k, of)));
      results = turn.results();
      for (String dataSet : turn.waiting()) {
        Result first = results.get(dataSet);
        Progress.print(
            "%s: first of %d JVMs: %s; the others in the run's second pass",
            first.key(), settings.forks(dataSet), progress(first, k, of));
      }
      if (!turn.waiting().isEmpty()) {
        queue.add(spec.name(), turn);
        later = turn.outlook();
      }
    } else {
      results =
          IsolatedRun.measure(
              spec,
              dataSets,
              settings,
              failures,
              line -> Progress.print("  | %s", line),
              result -> Progress.print("%s: %s", result.key(), progress(result, k, of)));
    }
    sideBySide.measure(spec, dataSets, result -> progress(result, k, of));
    Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
    int done = count.incrementAndGet();
    // A codec's whole cost counts its later JVMs too, which a second pass measures after all this,
    // and apart from it those its cells may add.
    codecNanos.addAndGet(elapsed.toNanos() + later.nextPassNanos());
    codecMayAddNanos.addAndGet(later.mayAddNanos());
    int codecsLeft = Math.max(0, of - k);
    Turn.Outlook waits = queue.outlook();
    String left =
        queue
            .timeLeft()
            .text(
                codecNanos.get() / done * codecsLeft + waits.nextPassNanos(),
                codecMayAddNanos.get() / done * codecsLeft + waits.mayAddNanos());
    Progress.print(
        "%s: %d data sets in %.1f s; run elapsed %s, about %s left for %s%s",
        spec.name(),
        results.size(),
        elapsed.toMillis() / 1000.0,
        Progress.clock(System.nanoTime() - runStart),
        left,
        Progress.codecs(of - k),
        settings.spreadsOverRun() ? " and the second pass" : "");
    return results;
  }

  private static final Turn.Outlook NONE = new Turn.Outlook(0, 0);

  private String progress(Result result, int k, int of) {
    return Progress.progress(result, String.format(Locale.ROOT, "codec %d of %d", k, of), runStart);
  }

  /** The harness floor, once per run, before the first codec; only forked runs measure it. */
  private void measureFloorOnce() throws Exception {
    if (!settings.fork() || floorMeasured) {
      return;
    }
    floorMeasured = true;
    Result floor = IsolatedRun.measureFloor(settings, line -> {});
    if (floor.status() == Result.Status.OK) {
      Progress.print(
          "harness floor: %s",
          String.join(
              ", ",
              List.of(Metric.CREATE, Metric.SER, Metric.DESER_ONLY, Metric.DECODE).stream()
                  .map(
                      m ->
                          String.format(
                              Locale.ROOT,
                              "%s %.1f ns/object",
                              m.label().substring(0, m.label().indexOf('.')),
                              Summary.of(m.samples(floor)).mean()))
                  .toList()));
    } else {
      Progress.print("harness floor: not measured: %s", Result.firstLine(floor.message()));
    }
  }

  /** Rebuilds the run's report from all its result files, if this JVM measured anything. */
  @Override
  public void close() {
    if (count.get() == 0 && safetyRuns.get() == 0) {
      return;
    }
    List<String> failures = queue.finishAll();
    try {
      RunReport.write(settings);
    } catch (IOException e) {
      throw new UncheckedIOException("could not write the report to " + settings.reportDir(), e);
    }
    if (!failures.isEmpty()) {
      throw Verdicts.failure(
          "the run's second pass (serbench.spread=run), run when the tests ended:"
              + System.lineSeparator()
              + String.join(System.lineSeparator(), failures));
    }
  }
}
