package org.serbench.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.serbench.codec.CodecSpec;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;

/**
 * Runs a codec's measurements in fresh JVMs and reads their result files back.
 *
 * <p>Every cell, a codec on a data set, gets a JVM of its own (JMH sample 12, forking), and the
 * data sets of {@code serbench.forkDatasets} (TestObject and media.1) several ({@code
 * serbench.forks}). The JIT profiles call sites with the classes it has seen: in a JVM shared by
 * several data sets, the codec's own dispatch and the harness's loops would turn megamorphic, and a
 * data set's numbers would depend on which ran before it. A cell's JVMs are spread over the codec's
 * turn: a cell's first JVM runs in the data sets' order, its others after the codec's other data
 * sets, so that a drift of the machine's speed does not land on one of them whole; or, with {@code
 * serbench.spread=run}, over the whole run: {@link #measureFirst} measures the first JVMs in the
 * codec's turn and {@link Turn#later} the others in a second pass after every codec's first JVMs. A
 * cell whose interval is wider than its target ({@code serbench.precision}) gets more, up to {@code
 * serbench.extraForks} and {@code serbench.cellSeconds} ({@link Settings#stop}): in a run spread
 * over the codec's turn, each after the codec's other JVMs; in one spread over the run, each in a
 * pass of its own after every codec's JVMs of the pass before, so that it does not share the slow
 * spell of the machine that may have widened its cell's interval. The quick profile ({@code
 * serbench.isolation=codec}) runs all of a codec's data sets in one JVM instead, and, where {@code
 * serbench.extraForks} allows (none by default), those whose intervals are wider than their targets
 * again in another.
 *
 * <p>A measuring JVM holds its standard input from this JVM and ends when it closes ({@link
 * ForkMain}); this JVM also destroys its measuring JVM when it shuts down, so a stopped run leaves
 * no process behind.
 */
public final class IsolatedRun {
  /** The isolation recorded for a measurement in its own JVM. */
  public static final String FORKED = "forked JVM";

  /** The isolation recorded for a measurement of the JMH cross-check ({@code serbench.jmhLink}). */
  public static final String FORKED_AFTER_JMH_LINK = "forked JVM after JMH's link traffic";

  /** The isolation recorded for a measurement in the calling JVM ({@code serbench.fork=false}). */
  public static final String IN_PROCESS = "in-process (not isolated)";

  /**
   * What a measured result's isolation ends with when its measuring thread was kept on the fastest
   * CPU ({@code serbench.cpu=fastest}).
   */
  public static final String ON_FASTEST_CPU = ", measuring thread on the fastest CPU";

  private IsolatedRun() {}

  /**
   * Measures a codec on data sets in new JVMs, or in this one when forking is off, and stores the
   * result files in the run's results directory.
   *
   * @param output receives each line the measuring JVMs print
   * @param cells receives each cell's result as soon as all its JVMs are done
   * @return the results by data set name, in the order of {@code dataSets}
   */
  public static Map<String, Result> measure(
      CodecSpec spec,
      List<DataSet<?>> dataSets,
      Settings settings,
      Consumer<String> output,
      Consumer<Result> cells)
      throws IOException, InterruptedException {
    return measure(spec, dataSets, settings, 0, RecordedFailures.NONE, output, cells);
  }

  /**
   * As {@link #measure(CodecSpec, List, Settings, Consumer, Consumer)}, confirming the cells
   * recorded as failing in the JVMs of the measured ones ({@link Turn}) where each cell has JVMs of
   * its own.
   */
  public static Map<String, Result> measure(
      CodecSpec spec,
      List<DataSet<?>> dataSets,
      Settings settings,
      RecordedFailures failures,
      Consumer<String> output,
      Consumer<Result> cells)
      throws IOException, InterruptedException {
    return measure(spec, dataSets, settings, 0, failures, output, cells);
  }

  /**
   * As {@link #measure(CodecSpec, List, Settings, Consumer, Consumer)}, in JVMs of the JDK of that
   * index of {@link Settings#javaHomes()}, whose result files go to {@link
   * Settings#runResultsDir(int)}.
   */
  public static Map<String, Result> measure(
      CodecSpec spec,
      List<DataSet<?>> dataSets,
      Settings settings,
      int jdk,
      Consumer<String> output,
      Consumer<Result> cells)
      throws IOException, InterruptedException {
    return measure(spec, dataSets, settings, jdk, RecordedFailures.NONE, output, cells);
  }

  private static Map<String, Result> measure(
      CodecSpec spec,
      List<DataSet<?>> dataSets,
      Settings settings,
      int jdk,
      RecordedFailures failures,
      Consumer<String> output,
      Consumer<Result> cells)
      throws IOException, InterruptedException {
    Path dir = settings.runResultsDir(jdk);
    Path javaHome = settings.javaHomes().get(jdk);
    Files.createDirectories(dir);
    Map<String, Result> results = new LinkedHashMap<>();
    if (!settings.fork()) {
      List<Result> measured = new ArrayList<>();
      Measurement.runAll(spec, dataSets, settings, IN_PROCESS, ForkPlan.SINGLE, measured::add);
      for (Result result : measured) {
        ResultFile.write(result, dir.resolve(ResultFile.fileName(spec.name(), result.dataSet())));
        results.put(result.dataSet(), result);
        cells.accept(result);
      }
      return results;
    }
    if (!settings.isolatesCells()) {
      for (DataSet<?> dataSet : dataSets) {
        Files.deleteIfExists(dir.resolve(ResultFile.fileName(spec.name(), dataSet.name())));
      }
      return measureInCodecJvms(spec, dataSets, settings, javaHome, dir, output, cells);
    }
    Turn turn = new Turn(spec, dataSets, settings, jdk, failures);
    turn.all(output, cells);
    return turn.results();
  }

  /**
   * Measures the first JVM of each of a codec's cells, in fresh JVMs of the first JDK, and leaves
   * the later JVMs of the cells measured in several ({@code serbench.forks}) to {@link Turn#later}:
   * for a run that measures them in a second pass over all its codecs ({@code
   * serbench.spread=run}), so that a cell's JVMs lie a pass apart.
   *
   * @param failures the cells recorded as failing, confirmed in the JVMs of the measured ones
   * @param cells receives each cell's result as soon as it is complete: measured in one JVM, or
   *     failed in its first
   */
  public static Turn measureFirst(
      CodecSpec spec,
      List<DataSet<?>> dataSets,
      Settings settings,
      RecordedFailures failures,
      Consumer<String> output,
      Consumer<Result> cells)
      throws IOException, InterruptedException {
    if (!settings.fork() || !settings.isolatesCells()) {
      throw new IllegalStateException(
          "a second pass needs a fresh JVM per cell (serbench.fork=true, serbench.isolation=cell)");
    }
    Turn turn = new Turn(spec, dataSets, settings, 0, failures);
    turn.first(output, cells);
    return turn;
  }

  /**
   * Measures one of a cell's JVMs alone, in a fresh JVM of the first JDK: {@code fork}'s share of
   * the cell's batches and time, as that JVM measures them in a run. For a caller that spreads a
   * cell's JVMs over a span of its own choosing (the JMH cross-check takes turns with JMH's forks)
   * and merges them with {@link Forks#merge(List)}.
   */
  public static Result measureFork(
      CodecSpec spec, DataSet<?> dataSet, ForkPlan fork, Settings settings, Consumer<String> output)
      throws IOException, InterruptedException {
    return measureFork(
        spec, dataSet, fork, settings, ChildJvm.classPath(), settings.runResultsDir(), output);
  }

  /**
   * As {@link #measureFork(CodecSpec, DataSet, ForkPlan, Settings, Consumer)}, on another class
   * path (a variant's: {@link Variants}), its result file in {@code dir}.
   */
  public static Result measureFork(
      CodecSpec spec,
      DataSet<?> dataSet,
      ForkPlan fork,
      Settings settings,
      String classPath,
      Path dir,
      Consumer<String> output)
      throws IOException, InterruptedException {
    Files.createDirectories(dir);
    MeasuringJvm jvm =
        new MeasuringJvm(
            spec,
            List.of(dataSet),
            fork,
            settings,
            settings.javaHomes().get(0),
            classPath,
            dir,
            output);
    try {
      jvm.go();
      return jvm.awaitResults().get(dataSet.name());
    } finally {
      jvm.end();
    }
  }

  /** Measures the harness floor on TestObject in a JVM of its own. */
  public static Result measureFloor(Settings settings, Consumer<String> output)
      throws IOException, InterruptedException {
    return measureFork(
        HarnessFloor.spec(), DataSets.TEST_OBJECT, ForkPlan.SINGLE, settings, output);
  }

  /**
   * Measures a codec's data sets in one JVM ({@code serbench.isolation=codec}), and those whose
   * intervals are wider than their targets again in another, as a cell measured in JVMs of its own
   * would be ({@link Settings#stop}); each cell's machine time is its own span in the JVMs.
   */
  private static Map<String, Result> measureInCodecJvms(
      CodecSpec spec,
      List<DataSet<?>> dataSets,
      Settings settings,
      Path javaHome,
      Path dir,
      Consumer<String> output,
      Consumer<Result> cells)
      throws IOException, InterruptedException {
    Map<String, List<Result>> jvms = new LinkedHashMap<>();
    Map<String, Result> done = new LinkedHashMap<>();
    List<DataSet<?>> open = dataSets;
    for (int j = 0; !open.isEmpty(); j++) {
      Map<String, Result> measured =
          runJvm(spec, open, new ForkPlan(j, 1), settings, javaHome, dir, output);
      List<DataSet<?>> again = new ArrayList<>();
      for (DataSet<?> dataSet : open) {
        String name = dataSet.name();
        Result part = measured.get(name);
        if (part == null) {
          continue;
        }
        List<Result> cell = jvms.computeIfAbsent(name, n -> new ArrayList<>());
        cell.add(part.withWallNs(Duration.between(part.started(), part.finished()).toNanos()));
        Result merged = Forks.merge(cell, settings.forkAgreement());
        long machine = cell.stream().mapToLong(Result::wallNs).sum();
        Result.Stop stop =
            settings.stop(name, cell, merged, JvmDeviations.RunSpread.RUN.relative(), machine);
        if (stop == null) {
          again.add(dataSet);
          continue;
        }
        Result result = merged.withStop(stop);
        JvmDeviations.RunSpread.RUN.add(result);
        ResultFile.write(result, dir.resolve(ResultFile.fileName(spec.name(), name)));
        done.put(name, result);
        cells.accept(result);
      }
      if (!again.isEmpty()) {
        output.accept(
            String.format(
                "%s: the intervals of %s are wider than their targets; JVM %d measures them",
                spec.name(), String.join(", ", again.stream().map(DataSet::name).toList()), j + 2));
      }
      open = again;
    }
    Map<String, Result> results = new LinkedHashMap<>();
    for (DataSet<?> dataSet : dataSets) {
      Result r = done.get(dataSet.name());
      if (r != null) {
        results.put(dataSet.name(), r);
      }
    }
    return results;
  }

  /**
   * Runs one measuring JVM, {@code javaHome}'s, over data sets and reads back the result file of
   * each from {@code dir}.
   */
  private static Map<String, Result> runJvm(
      CodecSpec spec,
      List<DataSet<?>> dataSets,
      ForkPlan fork,
      Settings settings,
      Path javaHome,
      Path dir,
      Consumer<String> output)
      throws IOException, InterruptedException {
    MeasuringJvm jvm = new MeasuringJvm(spec, dataSets, fork, settings, javaHome, dir, output);
    try {
      jvm.go();
      return jvm.awaitResults();
    } finally {
      jvm.end();
    }
  }
}
