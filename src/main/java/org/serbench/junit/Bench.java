package org.serbench.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.serbench.codec.CodecSpec;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.engine.AtomicWrite;
import org.serbench.engine.Baseline;
import org.serbench.engine.IsolatedRun;
import org.serbench.engine.Metric;
import org.serbench.engine.RegressionGate;
import org.serbench.engine.Result;
import org.serbench.engine.Settings;
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
  private final SafetyMatrices safety;
  private final AtomicInteger safetyRuns = new AtomicInteger();

  /** The codecs whose cells wait for their later JVMs, in the order they ran. */
  private final Map<String, IsolatedRun.Turn> waiting =
      Collections.synchronizedMap(new LinkedHashMap<>());

  /**
   * Over the codecs measured so far, the time their cells' JVMs that cells may add (if theirs
   * disagree) would take at most.
   */
  private final AtomicLong codecMayAddNanos = new AtomicLong();

  /** How often cells took another JVM so far, for the estimate of the time left. */
  private final TimeLeft timeLeft = new TimeLeft();

  /** The second pass so far: its time, and the time its codecs had been expected to take. */
  private final AtomicLong secondPassNanos = new AtomicLong();

  private final AtomicLong secondPassExpectedNanos = new AtomicLong();

  /** The second pass's turns so far: of codecs' planned later JVMs, and of JVMs cells added. */
  private final AtomicInteger laterTurns = new AtomicInteger();

  private final AtomicInteger addedTurns = new AtomicInteger();

  Bench(Settings settings) {
    this.settings = settings;
    this.outcomes = new Outcomes(settings.outcomesFile());
    this.safety = new SafetyMatrices(settings);
    try {
      ReportWriter.recordRun(
          settings.runResultsDir(),
          settings.runStarted(),
          settings.profile(),
          gateDescription(),
          settings.spreadsOverRun() ? Settings.SPREAD_RUN : Settings.SPREAD_CODEC,
          projectDir());
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
  }

  public Settings settings() {
    return settings;
  }

  /**
   * Measures a codec on a data set and asserts its recorded outcome: a verified round trip with
   * numbers (which the regression gate then compares with the baseline), or exactly the failure
   * recorded for it in the outcomes file. A lost or changed field, a new error, or a recorded
   * failure that now measures fails the test with its message.
   *
   * <p>The first data set asked for a codec measures all of the run's data sets for it in one fresh
   * JVM; the others are then answered from its results. With {@code serbench.spread=run}, a cell
   * measured in several JVMs has only its first here, whose round trip this asserts; its other
   * JVMs, its plausibility and the gate come in {@link #secondPass()}.
   *
   * @return the result
   */
  public Result measure(String codec, DataSet<?> dataSet) throws Exception {
    Result result = run(codec, dataSet);
    assertOutcome(result);
    if (result.status() == Result.Status.OK && waits(codec, dataSet.name())) {
      print(
          "%s: round trip verified in the cell's first JVM; its other JVMs, the plausibility"
              + " check and the regression gate follow in the run's second pass",
          result.key());
      return result;
    }
    if (result.status() == Result.Status.OK) {
      assertPlausible(result);
      gate(result);
    }
    return result;
  }

  /**
   * Asserts a result's recorded outcome: a verified round trip, or exactly the recorded failure,
   * which marks the test as skipped with its reason, never as passed.
   */
  private void assertOutcome(Result result) throws IOException {
    String codec = result.codec();
    String expected = outcomes.expected(codec, result.dataSet());
    if (settings.updateOutcomes()) {
      outcomes.record(result);
      print("%s: outcome recorded: %s", result.key(), result.outcome());
    } else if (!Outcomes.matches(expected, result.outcome())) {
      String found = result.message().isEmpty() ? "" : ": " + result.message();
      if (result.status() == Result.Status.MISMATCH) {
        fail(
            String.format(
                Locale.ROOT,
                "%s lost or changed data (expected %s)%s%nA round trip must give back every field"
                    + " unchanged: look at the object index and field path above, and fix the"
                    + " codec's conversion or configuration, or report the loss to the library's"
                    + " maintainers.",
                result.key(),
                expected,
                found));
      }
      fail(
          String.format(
              Locale.ROOT,
              "%s: expected %s but was %s%s%nIf this is the library's behaviour now, record it"
                  + " with ./mvnw test -Dserbench.updateOutcomes=true -Dserbench.codecs=%s and"
                  + " commit %s.",
              result.key(),
              expected,
              result.outcome(),
              found,
              codec,
              outcomes.file().getFileName()));
    }
    if (result.status() != Result.Status.OK) {
      // A known limitation, held to exactly: shown as skipped with its reason, never as passed.
      Assumptions.abort(
          result.key()
              + ": known outcome "
              + result.outcome()
              + (result.message().isEmpty() ? "" : ": " + Result.firstLine(result.message())));
    }
  }

  /** Whether a cell measured so far in its first JVM waits for the run's second pass. */
  private boolean waits(String codec, String dataSet) {
    IsolatedRun.Turn turn = waiting.get(codec);
    return turn != null && turn.waiting().contains(dataSet);
  }

  /**
   * The run's second pass ({@code serbench.spread=run}): one test per codec whose cells wait for
   * their later JVMs, in the order the codecs ran. Each measures them, merges every cell's JVMs,
   * and asserts the cell's outcome, its plausibility and the regression gate, as the codec's own
   * test does for a cell measured whole. A codec some of whose cells get another JVM, as their JVMs
   * disagreed ({@code serbench.extraForks}), comes again after every codec of the pass, with a test
   * for those cells. Empty when nothing waits.
   *
   * <p>The tests are made one at a time as JUnit runs them, so that the codecs a pass adds join the
   * stream.
   */
  public Stream<DynamicTest> secondPass() {
    return Stream.generate(this::nextWaiting)
        .takeWhile(Objects::nonNull)
        .map(
            turn ->
                DynamicTest.dynamicTest(
                    String.format(
                        "%s: %s JVMs of %s",
                        turn.spec().name(),
                        turn.adds() ? "added" : "later",
                        String.join(", ", turn.waiting())),
                    () -> finishTurn(turn)));
  }

  /** Takes the first codec still waiting for a pass of its JVMs, or null when none waits. */
  private IsolatedRun.Turn nextWaiting() {
    synchronized (waiting) {
      var first = waiting.entrySet().iterator();
      if (!first.hasNext()) {
        return null;
      }
      IsolatedRun.Turn turn = first.next().getValue();
      first.remove();
      return turn;
    }
  }

  /**
   * Measures a turn's next pass of JVMs ({@link IsolatedRun.Turn#later}), puts the turn back at the
   * end of the waiting codecs if it has another, and checks every cell completed; failures are
   * thrown.
   */
  private void finishTurn(IsolatedRun.Turn turn) throws Exception {
    String codec = turn.spec().name();
    boolean adds = turn.adds();
    int k = (adds ? addedTurns : laterTurns).incrementAndGet();
    // This turn has left the waiting codecs: the others of its kind are the rest of its count.
    int of = k + waitingTurns(adds);
    String place =
        String.format(
            Locale.ROOT, adds ? "added JVMs, codec %d of %d so far" : "codec %d of %d", k, of);
    print(
        "%s: second pass, %s: the %s JVMs of %s",
        codec, place, adds ? "added" : "later", String.join(", ", turn.waiting()));
    List<Result> cells = new ArrayList<>();
    long expected = turn.outlook().nextPassNanos();
    long start = System.nanoTime();
    turn.later(
        line -> print("  | %s", line),
        cell -> {
          print("%s: %s", cell.key(), progress(cell, place));
          cells.add(cell);
        });
    long elapsed = System.nanoTime() - start;
    secondPassNanos.addAndGet(elapsed);
    secondPassExpectedNanos.addAndGet(expected);
    // Each cell this pass judged: those handed over complete declined another JVM they could have
    // taken; those still waiting took one.
    for (Result cell : cells) {
      if (cell.status() == Result.Status.OK
          && cell.jvms() >= settings.forks(cell.dataSet())
          && cell.jvms() < settings.mostForks(cell.dataSet())) {
        timeLeft.judged(false);
      }
    }
    turn.waiting().forEach(dataSet -> timeLeft.judged(true));
    if (turn.hasNextPass()) {
      waiting.put(codec, turn);
      print(
          "%s: a JVM more for %s, after every codec of this pass",
          codec, String.join(", ", turn.waiting()));
    }
    // What is left, as expected, scaled by how the second pass has run against its expectation.
    double pace = (double) secondPassNanos.get() / Math.max(1, secondPassExpectedNanos.get());
    IsolatedRun.Outlook left = waitingOutlook();
    int laterLeft = waitingTurns(false);
    int addedLeft = waitingTurns(true);
    String runElapsed = clock(Duration.ofNanos(System.nanoTime() - runStart));
    if (laterLeft + addedLeft == 0) {
      print(
          "%s: second pass in %.1f s; run elapsed %s; the second pass is complete",
          codec, elapsed / 1e9, runElapsed);
    } else {
      List<String> what = new ArrayList<>();
      if (laterLeft > 0) {
        what.add("the later JVMs of " + codecs(laterLeft));
      }
      if (addedLeft > 0) {
        what.add("the added JVMs of " + codecs(addedLeft));
      }
      print(
          "%s: second pass in %.1f s; run elapsed %s, about %s left for %s",
          codec,
          elapsed / 1e9,
          runElapsed,
          timeLeft.text((long) (pace * left.nextPassNanos()), (long) (pace * left.mayAddNanos())),
          String.join(" and ", what));
    }
    List<String> failures = new ArrayList<>();
    for (Result cell : cells) {
      try {
        assertOutcome(cell);
        assertPlausible(cell);
        gate(cell);
      } catch (AssertionError e) {
        failures.add(e.getMessage());
      }
    }
    if (!failures.isEmpty()) {
      fail(String.join(System.lineSeparator(), failures));
    }
  }

  /**
   * Runs the second pass of the codecs still waiting when the tests end, as no second-pass test ran
   * them (a run of some test classes only), so that the report has every cell whole.
   *
   * @return each failure's message
   */
  private List<String> finishWaitingTurns() {
    List<String> failures = new ArrayList<>();
    for (IsolatedRun.Turn turn; (turn = nextWaiting()) != null; ) {
      try {
        finishTurn(turn);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        failures.add(turn.spec().name() + ": the second pass was interrupted");
        break;
      } catch (Exception | AssertionError e) {
        failures.add(turn.spec().name() + ": " + e.getMessage());
      }
    }
    return failures;
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
    print(
        "%s: safety matrices (%s probes, %s s a cell)",
        codec,
        settings.safetyAllProbes() ? "all" : "a sample of the",
        trim(settings.safetySeconds()));
    safetyRuns.incrementAndGet();
    return safety.run(spec, line -> print("%s", line));
  }

  private Result run(String codec, DataSet<?> dataSet) throws Exception {
    CodecSpec spec = CodecRegistry.byName(codec);
    Assumptions.assumeTrue(
        settings.selectsCodec(codec),
        () ->
            codec + " is not selected by -Dserbench.codecs=" + String.join(",", settings.codecs()));
    Map<String, Result> results = measured.get(codec);
    if (results == null || !results.containsKey(dataSet.name())) {
      results = runCodec(spec, dataSet);
      measured.put(codec, results);
    }
    return results.get(dataSet.name());
  }

  /**
   * Measures a codec on every selected data set (at least the one asked for): in a fresh JVM per
   * data set, or in one for all of them when the run isolates per codec.
   */
  private Map<String, Result> runCodec(CodecSpec spec, DataSet<?> asked) throws Exception {
    measureFloorOnce();
    List<DataSet<?>> dataSets = new ArrayList<>();
    for (DataSet<?> d : DataSets.all()) {
      if (settings.selectsDataSet(d.name()) || d.name().equals(asked.name())) {
        dataSets.add(d);
      }
    }
    int k = count.get() + 1;
    int of = Math.max(k, settings.codecs().size());
    print(
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
        trim(settings.warmupSeconds()));
    long start = System.nanoTime();
    Map<String, Result> results;
    // The JVMs still to come of a codec whose cells wait for the run's second pass.
    IsolatedRun.Outlook later = NONE;
    if (settings.spreadsOverRun()) {
      IsolatedRun.Turn turn =
          IsolatedRun.measureFirst(
              spec,
              dataSets,
              settings,
              line -> print("  | %s", line),
              result -> print("%s: %s", result.key(), progress(result, k, of)));
      results = turn.results();
      for (String dataSet : turn.waiting()) {
        Result first = results.get(dataSet);
        print(
            "%s: first of %d JVMs: %s; the others in the run's second pass",
            first.key(), settings.forks(dataSet), progress(first, k, of));
      }
      if (!turn.waiting().isEmpty()) {
        waiting.put(spec.name(), turn);
        later = turn.outlook();
      }
    } else {
      results =
          IsolatedRun.measure(
              spec,
              dataSets,
              settings,
              line -> print("  | %s", line),
              result -> print("%s: %s", result.key(), progress(result, k, of)));
    }
    measureOtherJdks(spec, dataSets, k, of);
    Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
    int done = count.incrementAndGet();
    // A codec's whole cost counts its later JVMs too, which a second pass measures after all this,
    // and apart from it those its cells may add.
    codecNanos.addAndGet(elapsed.toNanos() + later.nextPassNanos());
    codecMayAddNanos.addAndGet(later.mayAddNanos());
    int codecsLeft = Math.max(0, of - k);
    IsolatedRun.Outlook waits = waitingOutlook();
    String left =
        timeLeft.text(
            codecNanos.get() / done * codecsLeft + waits.nextPassNanos(),
            codecMayAddNanos.get() / done * codecsLeft + waits.mayAddNanos());
    print(
        "%s: %d data sets in %.1f s; run elapsed %s, about %s left for %s%s",
        spec.name(),
        results.size(),
        elapsed.toMillis() / 1000.0,
        clock(Duration.ofNanos(System.nanoTime() - runStart)),
        left,
        codecs(of - k),
        settings.spreadsOverRun() ? " and the second pass" : "");
    return results;
  }

  private static final IsolatedRun.Outlook NONE = new IsolatedRun.Outlook(0, 0);

  /**
   * How many codecs wait for a pass of their planned later JVMs ({@code adds} false), or of JVMs
   * added to cells whose JVMs disagreed.
   */
  private int waitingTurns(boolean adds) {
    synchronized (waiting) {
      return (int) waiting.values().stream().filter(turn -> turn.adds() == adds).count();
    }
  }

  /** "1 codec", "2 codecs". */
  private static String codecs(int n) {
    return n + (n == 1 ? " codec" : " codecs");
  }

  /** The time the JVMs still to come of every codec waiting are expected to take. */
  private IsolatedRun.Outlook waitingOutlook() {
    long nextPass = 0;
    long mayAdd = 0;
    synchronized (waiting) {
      for (IsolatedRun.Turn turn : waiting.values()) {
        IsolatedRun.Outlook outlook = turn.outlook();
        nextPass += outlook.nextPassNanos();
        mayAdd += outlook.mayAddNanos();
      }
    }
    return new IsolatedRun.Outlook(nextPass, mayAdd);
  }

  /**
   * Measures the codec again on each JDK after the first ({@code serbench.jdks}), on the data sets
   * of {@code serbench.jdkDatasets} among the run's: the per-JDK comparison of the report.
   */
  private void measureOtherJdks(CodecSpec spec, List<DataSet<?>> dataSets, int k, int of)
      throws Exception {
    List<Path> homes = settings.javaHomes();
    if (homes.size() < 2 || !settings.fork()) {
      return;
    }
    List<DataSet<?>> again =
        dataSets.stream().filter(d -> settings.jdkDataSets().contains(d.name())).toList();
    if (again.isEmpty()) {
      return;
    }
    for (int jdk = 1; jdk < homes.size(); jdk++) {
      Path home = homes.get(jdk);
      print("%s: the same on the JDK in %s (%d of %d)", spec.name(), home, jdk + 1, homes.size());
      IsolatedRun.measure(
          spec,
          again,
          settings,
          jdk,
          line -> print("  | %s", line),
          result ->
              print("%s on %s: %s", result.key(), home.getFileName(), progress(result, k, of)));
    }
  }

  private String progress(Result result, int k, int of) {
    return progress(result, String.format(Locale.ROOT, "codec %d of %d", k, of));
  }

  /** A cell's headline, where the run is ({@code place}: "codec 3 of 63") and its time so far. */
  private String progress(Result result, String place) {
    String what =
        result.status() == Result.Status.OK
            ? headline(result)
            : result.outcome() + ": " + Result.firstLine(result.message());
    return String.format(
        Locale.ROOT,
        "%s (%s, run elapsed %s)",
        what,
        place,
        clock(Duration.ofNanos(System.nanoTime() - runStart)));
  }

  /** The harness floor, once per run, before the first codec; only forked runs measure it. */
  private void measureFloorOnce() throws Exception {
    if (!settings.fork() || floorMeasured) {
      return;
    }
    floorMeasured = true;
    Result floor = IsolatedRun.measureFloor(settings, line -> {});
    if (floor.status() == Result.Status.OK) {
      print(
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
      print("harness floor: not measured: %s", Result.firstLine(floor.message()));
    }
  }

  private static String clock(Duration d) {
    return TimeLeft.clock(d.toNanos());
  }

  private static String trim(double seconds) {
    return seconds == Math.rint(seconds) ? Long.toString((long) seconds) : Double.toString(seconds);
  }

  /**
   * Stores the result as the baseline, or adds its run to the baseline's ({@code
   * serbench.updateBaseline}), or compares it with the baseline and fails on a regression. A
   * missing, corrupt or incomparable baseline fails too: the gate never passes silently.
   */
  private void gate(Result r) throws IOException {
    Baseline baseline = new Baseline(settings.baselineDir());
    if (settings.addsToBaseline()) {
      try {
        print("%s: run added to the baseline: %s", r.key(), baseline.add(r));
      } catch (IllegalStateException e) {
        throw new AssertionError(e.getMessage(), e);
      }
      return;
    }
    if (settings.updatesBaseline()) {
      print("%s: baseline updated: %s", r.key(), baseline.write(r));
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
                      new AssertionError(
                          "no baseline for "
                              + r.key()
                              + " in "
                              + baseline.dir()
                              + ": the regression gate cannot pass without one. "
                              + update));
    } catch (IllegalStateException e) {
      throw new AssertionError(e.getMessage() + ". " + update, e);
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
        RegressionGate.compare(base, stored.runs(), r, tolerance);
    regressions.stream()
        .filter(g -> !g.failsTheBuild())
        .forEach(
            g ->
                print(
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
    print(
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

  private void assertPlausible(Result r) {
    int least = settings.minBatches(r.dataSet().equals(DataSets.TEST_OBJECT.name()));
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

  private static String headline(Result r) {
    double objects = r.objects();
    Summary encode = Summary.of(Metric.ENCODE.samples(r));
    Summary decode = Summary.of(Metric.DECODE.samples(r));
    return String.format(
        Locale.ROOT,
        "encode %,.0f ns/op (CV %.1f%%), decode %,.0f ns/op (CV %.1f%%), %,.0f bytes/op,"
            + " %d batches in %d JVM(s)%s, warm-up %.1f s%s",
        encode.mean(),
        encode.coefficientOfVariation() * 100,
        decode.mean(),
        decode.coefficientOfVariation() * 100,
        r.size().bytes() / objects,
        r.batches(),
        Math.max(1, r.forks().size()),
        r.setAside().isEmpty() ? "" : " (set aside: " + r.setAside() + ")",
        r.forks().stream().mapToLong(Result.Fork::warmupNs).sum() / 1e9,
        r.settled() ? "" : " (did not settle)");
  }

  private static void print(String format, Object... args) {
    System.out.println("[serbench] " + String.format(Locale.ROOT, format, args));
    System.out.flush();
  }

  private static Path projectDir() {
    return Path.of(System.getProperty("serbench.projectDir", System.getProperty("user.dir")));
  }

  private String gateDescription() {
    if (settings.addsToBaseline()) {
      return "off: this run added itself to the baseline's runs";
    }
    if (settings.updatesBaseline()) {
      return "off: this run rewrote the baseline";
    }
    if (!settings.gate()) {
      return "off" + ("quick".equals(settings.profile()) ? " (quick profile)" : "");
    }
    return String.format(
        Locale.ROOT,
        "on: sizes must not grow; TestObject's times must not be worse than the slowest of the"
            + " baseline's runs by more than %.0f%%%s (one-sided test on the ratio of the means,"
            + " errors across JVMs, p < %.2f);"
            + " allocation worse by as much is a warning",
        (Double.isNaN(settings.tolerance())
                ? RegressionGate.DEFAULT_TOLERANCE
                : settings.tolerance())
            * 100,
        Double.isNaN(settings.tolerance()) ? " (default; per codec in tolerances.properties)" : "",
        RegressionGate.SIGNIFICANCE);
  }

  /**
   * Where this run's report goes: the committed {@code reports/} only after a whole run, every
   * registered codec on every data set; a filtered or partial run (some codecs, some data sets, one
   * test class, a tag) writes beside it under {@code target/}, so that it can never replace the
   * committed report by accident.
   */
  private Path reportDir(Path projectDir) throws IOException {
    Path committed = projectDir.resolve("reports").toAbsolutePath().normalize();
    Path asked = settings.reportDir().toAbsolutePath().normalize();
    if (!asked.equals(committed)) {
      return asked;
    }
    java.util.Set<String> codecs = new java.util.HashSet<>();
    java.util.Set<String> dataSets = new java.util.HashSet<>();
    for (Result r : org.serbench.engine.ResultFile.readAll(settings.runResultsDir())) {
      codecs.add(r.codec());
      dataSets.add(r.dataSet());
    }
    boolean whole =
        CodecRegistry.all().stream().allMatch(c -> codecs.contains(c.name()))
            && DataSets.all().stream().allMatch(d -> dataSets.contains(d.name()));
    if (whole) {
      return asked;
    }
    Path partial = projectDir.resolve("target/serbench-report");
    print(
        "this run measured %d of %d codecs on %d of %d data sets: its report goes to %s, not to"
            + " the committed reports/, which only a whole run rewrites",
        codecs.size(), CodecRegistry.all().size(), dataSets.size(), DataSets.all().size(), partial);
    return partial;
  }

  /** Rebuilds the run's report from all its result files, if this JVM measured anything. */
  @Override
  public void close() {
    if (count.get() == 0 && safetyRuns.get() == 0) {
      return;
    }
    List<String> failures = finishWaitingTurns();
    try {
      Path projectDir = projectDir();
      Path reportDir = reportDir(projectDir);
      Path report = ReportWriter.write(settings.runResultsDir(), reportDir);
      print("report written to %s", report);
      if (settings.compareTo() != null) {
        String comparison =
            Comparison.render(
                settings.compareTo().toString(),
                Comparison.read(settings.compareTo()),
                Comparison.read(report.resolveSibling(ReportWriter.JSON_FILE)));
        Path file =
            AtomicWrite.writeString(
                report.resolveSibling(ReportWriter.COMPARISON_FILE), comparison);
        System.out.println(comparison);
        print("comparison written to %s", file);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("could not write the report to " + settings.reportDir(), e);
    }
    if (!failures.isEmpty()) {
      throw new AssertionError(
          "the run's second pass (serbench.spread=run), run when the tests ended:"
              + System.lineSeparator()
              + String.join(System.lineSeparator(), failures));
    }
  }
}
