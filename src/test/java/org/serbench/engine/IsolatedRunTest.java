package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.registry.CodecRegistry;

/**
 * A codec's JVMs, one per cell and fork, each started while the one before it exits: every cell
 * gets its result, a failed first JVM has no second, and no JVM outlives the run.
 */
class IsolatedRunTest {
  @TempDir Path dir;

  private static final List<DataSet<?>> DATA_SETS =
      List.of(DataSets.YOUNGLING, DataSets.MEDIA_1, DataSets.INTS_255);

  private Settings settings(String jvmArgs, String... more) {
    Properties p = new Properties();
    // Only the tests about added JVMs add any: a cell of this fast a codec may well disagree.
    p.setProperty("serbench.extraForks", "0");
    // No cap on a cell's machine time (the quick profile's is 10 s): on a loaded machine, as in CI
    // with its two lines side by side, three JVMs of media.1 took more and ended its cell early.
    p.setProperty("serbench.cellSeconds", "0");
    for (int i = 0; i < more.length; i += 2) {
      p.setProperty(more[i], more[i + 1]);
    }
    p.setProperty("serbench.profile", "quick");
    p.setProperty("serbench.isolation", "cell");
    p.setProperty("serbench.forks", "2");
    p.setProperty("serbench.forkDatasets", "media.1");
    p.setProperty("serbench.objects", "5");
    p.setProperty("serbench.batches", "6");
    p.setProperty("serbench.warmup", "8");
    p.setProperty("serbench.warmupSeconds", "0.2");
    p.setProperty("serbench.measureSeconds", "0.1");
    p.setProperty("serbench.scaling", "none");
    p.setProperty("serbench.jvmArgs", jvmArgs);
    p.setProperty("serbench.resultsDir", dir.toString());
    return Settings.from(p);
  }

  @Test
  void everyCellIsMeasuredInItsOwnJvmsAndNoneIsLeftRunning() throws Exception {
    List<String> output = new ArrayList<>();
    List<String> cells = new ArrayList<>();

    Map<String, Result> results =
        IsolatedRun.measure(
            HarnessFloor.spec(),
            DATA_SETS,
            settings("-Xmx256m"),
            output::add,
            r -> cells.add(r.dataSet()));

    assertThat(results.keySet()).containsExactly("Youngling", "media.1", "ints.255");
    assertThat(results.values())
        .allSatisfy(r -> assertThat(r.status()).as(r.message()).isEqualTo(Result.Status.OK));
    assertThat(results.get("media.1").forks()).hasSize(2);
    assertThat(results.get("ints.255").forks()).hasSize(1);
    assertThat(cells).containsExactlyInAnyOrder("Youngling", "media.1", "ints.255");
    assertThat(output).doesNotContain(ForkMain.MEASURED).contains("media.1: OK");
    assertThat(ProcessHandle.current().children().filter(ProcessHandle::isAlive))
        .as("measuring JVMs still running")
        .isEmpty();
  }

  @Test
  void aSecondPassMeasuresTheLaterJvmsOfTheCellsThatWait() throws Exception {
    Settings settings = settings("-Xmx256m");
    List<String> cells = new ArrayList<>();

    Turn turn =
        IsolatedRun.measureFirst(
            HarnessFloor.spec(),
            DATA_SETS,
            settings,
            RecordedFailures.NONE,
            line -> {},
            r -> cells.add(r.dataSet()));

    assertThat(cells).containsExactly("Youngling", "ints.255");
    assertThat(turn.waiting()).containsExactly("media.1");
    assertThat(turn.results().keySet()).containsExactly("Youngling", "media.1", "ints.255");
    assertThat(turn.results().get("media.1").forks()).hasSize(1);
    assertThat(ProcessHandle.current().children().filter(ProcessHandle::isAlive))
        .as("measuring JVMs still running between the passes")
        .isEmpty();

    turn.later(line -> {}, r -> cells.add(r.dataSet()));

    assertThat(cells).containsExactly("Youngling", "ints.255", "media.1");
    assertThat(turn.waiting()).isEmpty();
    assertThat(turn.results().get("media.1").forks()).hasSize(2);
    assertThat(
            ResultFile.read(
                    settings
                        .runResultsDir()
                        .resolve(ResultFile.fileName(HarnessFloor.spec().name(), "media.1")))
                .forks())
        .hasSize(2);
    assertThat(ProcessHandle.current().children().filter(ProcessHandle::isAlive))
        .as("measuring JVMs still running")
        .isEmpty();
  }

  @Test
  void aCellWhoseJvmsDisagreeGetsOneMoreAfterTheCodecsOtherJvms() throws Exception {
    // A target of 0 for the data sets measured in forks: no interval meets it, so media.1's cell
    // adds its one extra JVM; ±1000% for the others, which one JVM meets. Agreement 0: the three
    // JVMs disagree, and the cell sets one aside.
    Settings settings =
        settings(
            "-Xmx256m",
            "serbench.extraForks",
            "1",
            "serbench.forkPrecision",
            "0",
            "serbench.precision",
            "10",
            "serbench.forkAgreement",
            "0");
    List<String> output = new ArrayList<>();

    Map<String, Result> results =
        IsolatedRun.measure(HarnessFloor.spec(), DATA_SETS, settings, output::add, r -> {});

    // Three JVMs that disagree: the cell sets aside the farthest and keeps the other two's.
    assertThat(results.get("media.1").jvms()).isEqualTo(3);
    assertThat(results.get("media.1").forks()).hasSize(2);
    assertThat(results.get("media.1").batches()).isEqualTo(6);
    assertThat(results.get("media.1").setAside()).startsWith("JVM ").contains(" of 3: ");
    assertThat(results.get("Youngling").forks()).as("planned in one JVM").hasSize(1);
    assertThat(output)
        .anyMatch(
            line ->
                line.startsWith(HarnessFloor.NAME + " on media.1: 2 JVM(s) in ")
                    && line.contains(", wider than ±0%; JVM 3 measures it after this codec's"));
    assertThat(results.get("media.1").stop()).isEqualTo(new Result.Stop(0, Result.Stop.JVM_CAP));
    assertThat(results.get("Youngling").stop()).isEqualTo(new Result.Stop(10, Result.Stop.MET));
    assertThat(
            settings
                .runResultsDir()
                .resolve(ResultFile.forkFileName(HarnessFloor.NAME, "media.1", new ForkPlan(2, 2))))
        .exists();
    assertThat(ProcessHandle.current().children().filter(ProcessHandle::isAlive)).isEmpty();
  }

  @Test
  void inASecondPassEachAddedJvmWaitsForAPassOfItsOwn() throws Exception {
    // A target of 0 for media.1: its cell adds both its extra JVMs; the others meet ±1000%.
    Settings settings =
        settings(
            "-Xmx256m",
            "serbench.extraForks",
            "2",
            "serbench.forkPrecision",
            "0",
            "serbench.precision",
            "10",
            "serbench.forkAgreement",
            "0");
    List<String> output = new ArrayList<>();
    List<String> cells = new ArrayList<>();
    Turn turn =
        IsolatedRun.measureFirst(
            HarnessFloor.spec(),
            DATA_SETS,
            settings,
            RecordedFailures.NONE,
            output::add,
            r -> cells.add(r.dataSet()));
    assertThat(turn.adds()).isFalse();
    // Ahead: media.1's planned second JVM, as long as its first took, and at most its two extra.
    Result first = turn.results().get("media.1");
    long firstNanos = Duration.between(first.started(), first.finished()).toNanos();
    assertThat(turn.outlook()).isEqualTo(new Turn.Outlook(firstNanos, 2 * firstNanos));

    turn.later(output::add, r -> cells.add(r.dataSet()));

    assertThat(cells)
        .as("media.1 waits for its third JVM")
        .containsExactly("Youngling", "ints.255");
    assertThat(turn.hasNextPass()).isTrue();
    assertThat(turn.adds()).isTrue();
    assertThat(turn.waiting()).containsExactly("media.1");
    // Ahead: the third JVM, now certain, and at most a fourth.
    assertThat(turn.outlook().nextPassNanos()).isPositive();
    assertThat(turn.outlook().mayAddNanos()).isEqualTo(turn.outlook().nextPassNanos());
    assertThat(output)
        .anyMatch(
            line ->
                line.startsWith(HarnessFloor.NAME + " on media.1: 2 JVM(s) in ")
                    && line.endsWith(
                        "JVM 3 measures it in a pass after every codec's JVMs of" + " this one"));
    assertThat(ProcessHandle.current().children().filter(ProcessHandle::isAlive))
        .as("measuring JVMs still running between the passes")
        .isEmpty();

    turn.later(output::add, r -> cells.add(r.dataSet()));

    assertThat(cells).containsExactly("Youngling", "ints.255");
    assertThat(turn.hasNextPass()).as("a fourth JVM, the second added").isTrue();
    assertThat(turn.outlook().mayAddNanos()).as("the last it may add").isZero();

    turn.later(output::add, r -> cells.add(r.dataSet()));

    assertThat(cells).containsExactly("Youngling", "ints.255", "media.1");
    assertThat(turn.hasNextPass()).isFalse();
    assertThat(turn.waiting()).isEmpty();
    assertThat(turn.results().get("media.1").jvms()).isEqualTo(4);
    assertThat(turn.outlook()).isEqualTo(new Turn.Outlook(0, 0));
    assertThat(turn.results().get("media.1").forks()).hasSize(3);
    // The batches of the three JVMs kept: 3 each unless a JVM's time ran out first on a busy
    // machine, so the sum, not 9, which was 8 once under a load average above 5.
    Result media1 = turn.results().get("media.1");
    assertThat(media1.batches())
        .isEqualTo(media1.forks().stream().mapToInt(Result.Fork::batches).sum())
        .isBetween(3, 9);
    assertThat(turn.results().get("media.1").setAside()).contains(" of 4: ");
    assertThat(ProcessHandle.current().children().filter(ProcessHandle::isAlive)).isEmpty();
  }

  @Test
  void aJvmThatCannotStartFailsItsCellWithItsExitCodeAndNoSecondOneRuns() throws Exception {
    Settings settings = settings("-XX:+NoSuchFlagAtAll");
    Path results = settings.runResultsDir();

    Map<String, Result> cells =
        IsolatedRun.measure(HarnessFloor.spec(), DATA_SETS, settings, line -> {}, r -> {});

    assertThat(cells.values())
        .allSatisfy(
            r -> {
              assertThat(r.status()).isEqualTo(Result.Status.FAILED);
              assertThat(r.message())
                  .startsWith("the measuring JVM exited with code 1")
                  .contains("NoSuchFlagAtAll");
            });
    assertThat(
            ResultFile.read(
                    results.resolve(
                        ResultFile.forkFileName(HarnessFloor.NAME, "media.1", new ForkPlan(0, 2))))
                .status())
        .isEqualTo(Result.Status.FAILED);
    assertThat(
            results
                .resolve(ResultFile.forkFileName(HarnessFloor.NAME, "media.1", new ForkPlan(1, 2)))
                .toFile())
        .as("the second JVM of a cell whose first failed")
        .doesNotExist();
    assertThat(ProcessHandle.current().children().filter(ProcessHandle::isAlive)).isEmpty();
  }

  @Test
  void aRecordedFailureIsConfirmedInTheJvmOfTheCodecsLastMeasuredCell() throws Exception {
    Settings settings = settings("-Xmx256m");
    RecordedFailures failures = new RecordedFailures(Map.of("ints.255", "not supported"));
    List<String> output = new ArrayList<>();

    Map<String, Result> cells =
        IsolatedRun.measure(
            CodecRegistry.resolve("java-manual"),
            DATA_SETS,
            settings,
            failures,
            output::add,
            r -> {});

    Result ints = cells.get("ints.255");
    assertThat(ints.outcome()).isEqualTo("not supported");
    assertThat(ints.isolation()).isEqualTo(RecordedFailures.CONFIRMED_AFTER_A_MEASURED_CELL);
    assertThat(cells.get("media.1").status()).isEqualTo(Result.Status.OK);
    assertThat(cells.get("media.1").isolation())
        .startsWith(IsolatedRun.FORKED)
        .doesNotContain("after");
    assertThat(cells.get("media.1").jvms()).isEqualTo(2);
    // It rode in media.1's first JVM, the codec's last first one (a JVM of its own would be the
    // only one of one), and its merged result is written as any cell's.
    Path dir = settings.runResultsDir();
    assertThat(dir.resolve(ResultFile.forkFileName("java-manual", "ints.255", new ForkPlan(0, 2))))
        .exists();
    assertThat(dir.resolve(ResultFile.fileName("java-manual", "ints.255"))).exists();
    assertThat(output).noneMatch(line -> line.contains("a fresh JVM measures it"));
    assertThat(ProcessHandle.current().children().filter(ProcessHandle::isAlive)).isEmpty();
  }

  @Test
  void aRecordedFailureThatDoesNotHappenIsMeasuredAgainInAJvmOfItsOwn() throws Exception {
    Settings settings = settings("-Xmx256m");
    RecordedFailures failures = new RecordedFailures(Map.of("Youngling", "not supported"));
    List<String> output = new ArrayList<>();

    Map<String, Result> cells =
        IsolatedRun.measure(
            HarnessFloor.spec(), DATA_SETS, settings, failures, output::add, r -> {});

    Result youngling = cells.get("Youngling");
    assertThat(youngling.status()).isEqualTo(Result.Status.OK);
    assertThat(youngling.isolation()).startsWith(IsolatedRun.FORKED).doesNotContain("after");
    assertThat(youngling.jvms()).isEqualTo(1);
    assertThat(output)
        .anyMatch(
            line ->
                line.contains(
                    "on Youngling: OK after ints.255's measurement, recorded not supported;"
                        + " a fresh JVM measures it"));
    assertThat(cells.keySet()).containsExactly("Youngling", "media.1", "ints.255");
    assertThat(ProcessHandle.current().children().filter(ProcessHandle::isAlive)).isEmpty();
  }
}
