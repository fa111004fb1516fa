package org.serbench.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * sets, so that a drift of the machine's speed does not land on one of them whole. The quick
 * profile ({@code serbench.isolation=codec}) runs all of a codec's data sets in one JVM instead.
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
    return measure(spec, dataSets, settings, 0, output, cells);
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
    Path dir = settings.runResultsDir(jdk);
    Path javaHome = settings.javaHomes().get(jdk);
    Files.createDirectories(dir);
    Map<String, Result> results = new LinkedHashMap<>();
    if (!settings.fork()) {
      List<Result> measured = new ArrayList<>();
      Measurement.runAll(
          spec, dataSets, settings, IN_PROCESS, Measurement.ForkPlan.SINGLE, measured::add);
      for (Result result : measured) {
        ResultFile.write(result, dir.resolve(ResultFile.fileName(spec.name(), result.dataSet())));
        results.put(result.dataSet(), result);
        cells.accept(result);
      }
      return results;
    }
    for (DataSet<?> dataSet : dataSets) {
      Files.deleteIfExists(dir.resolve(ResultFile.fileName(spec.name(), dataSet.name())));
    }
    if (!settings.isolatesCells()) {
      Map<String, Result> all =
          runJvm(spec, dataSets, Measurement.ForkPlan.SINGLE, settings, javaHome, dir, output);
      for (Result result : all.values()) {
        results.put(result.dataSet(), result);
        cells.accept(result);
      }
      return results;
    }
    // Each cell's first JVM in the data sets' order, then the later ones, each JVM started while
    // the one before it exits (MeasuringJvm).
    List<Launch> order = new ArrayList<>();
    Map<String, List<Result>> parts = new LinkedHashMap<>();
    for (DataSet<?> dataSet : dataSets) {
      order.add(new Launch(dataSet, new Measurement.ForkPlan(0, settings.forks(dataSet.name()))));
      parts.put(dataSet.name(), new ArrayList<>());
    }
    for (DataSet<?> dataSet : dataSets) {
      int forks = settings.forks(dataSet.name());
      for (int f = 1; f < forks; f++) {
        order.add(new Launch(dataSet, new Measurement.ForkPlan(f, forks)));
      }
    }
    MeasuringJvm next = null;
    try {
      for (int i = following(order, 0, parts); i >= 0; ) {
        Launch launch = order.get(i);
        MeasuringJvm jvm =
            next != null ? next : launch.start(spec, settings, javaHome, dir, output);
        next = null;
        String name = launch.dataSet().name();
        Result part;
        try {
          jvm.go();
          part = jvm.awaitResults().get(name);
          parts.get(name).add(part);
          i = following(order, i + 1, parts);
          if (i >= 0) {
            next = order.get(i).start(spec, settings, javaHome, dir, output);
          }
        } finally {
          jvm.end();
        }
        if (launch.fork().count() == 1 || part.status() != Result.Status.OK) {
          Result cell = finish(parts.get(name), dir);
          results.put(name, cell);
          cells.accept(cell);
        }
      }
    } finally {
      if (next != null) {
        next.close();
      }
    }
    for (DataSet<?> dataSet : dataSets) {
      if (!results.containsKey(dataSet.name())) {
        Result cell = finish(parts.get(dataSet.name()), dir);
        results.put(dataSet.name(), cell);
        cells.accept(cell);
      }
    }
    Map<String, Result> ordered = new LinkedHashMap<>();
    dataSets.forEach(d -> ordered.put(d.name(), results.get(d.name())));
    return ordered;
  }

  /** One JVM of a codec's turn: a data set and which of its cell's JVMs. */
  private record Launch(DataSet<?> dataSet, Measurement.ForkPlan fork) {
    MeasuringJvm start(
        CodecSpec spec, Settings settings, Path javaHome, Path dir, Consumer<String> output)
        throws IOException {
      return new MeasuringJvm(spec, List.of(dataSet), fork, settings, javaHome, dir, output);
    }
  }

  /**
   * The index of the first JVM from {@code from} on that is to run, or -1: a cell's later JVMs run
   * only if its first one measured (a failure is the cell's outcome: no second opinion is
   * measured). A later JVM comes after every first one, so that outcome is known by then.
   */
  private static int following(List<Launch> order, int from, Map<String, List<Result>> parts) {
    for (int i = from; i < order.size(); i++) {
      Launch launch = order.get(i);
      List<Result> done = parts.get(launch.dataSet().name());
      if (launch.fork().index() == 0 || done.get(0).status() == Result.Status.OK) {
        return i;
      }
    }
    return -1;
  }

  /** Merges a cell's JVMs into its result and writes its result file. */
  private static Result finish(List<Result> parts, Path dir) throws IOException {
    Result cell = Forks.merge(parts);
    ResultFile.write(cell, dir.resolve(ResultFile.fileName(cell.codec(), cell.dataSet())));
    return cell;
  }

  /**
   * Measures one of a cell's JVMs alone, in a fresh JVM of the first JDK: {@code fork}'s share of
   * the cell's batches and time, as that JVM measures them in a run. For a caller that spreads a
   * cell's JVMs over a span of its own choosing (the JMH cross-check takes turns with JMH's forks)
   * and merges them with {@link Forks#merge}.
   */
  public static Result measureFork(
      CodecSpec spec,
      DataSet<?> dataSet,
      Measurement.ForkPlan fork,
      Settings settings,
      Consumer<String> output)
      throws IOException, InterruptedException {
    Files.createDirectories(settings.runResultsDir());
    return runJvm(
            spec,
            List.of(dataSet),
            fork,
            settings,
            settings.javaHomes().get(0),
            settings.runResultsDir(),
            output)
        .get(dataSet.name());
  }

  /** Measures the harness floor on TestObject in a JVM of its own. */
  public static Result measureFloor(Settings settings, Consumer<String> output)
      throws IOException, InterruptedException {
    return measureFork(
        HarnessFloor.spec(), DataSets.TEST_OBJECT, Measurement.ForkPlan.SINGLE, settings, output);
  }

  /**
   * Runs one measuring JVM, {@code javaHome}'s, over data sets and reads back the result file of
   * each from {@code dir}.
   */
  private static Map<String, Result> runJvm(
      CodecSpec spec,
      List<DataSet<?>> dataSets,
      Measurement.ForkPlan fork,
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
