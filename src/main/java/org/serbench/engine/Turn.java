package org.serbench.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.serbench.codec.CodecSpec;
import org.serbench.data.DataSet;

/**
 * A codec's JVMs on one JDK, a fresh one per cell and fork: each cell's first JVM in the data sets'
 * order, then the later ones, each JVM started while the one before it exits ({@link
 * MeasuringJvm}). A cell's later JVMs run only if its first one measured: a failure is the cell's
 * outcome, and no second opinion is measured.
 *
 * <p>A cell recorded as not measuring ({@link RecordedFailures}) has no JVM of its own: it rides in
 * the JVM of the codec's last measured cell of its kind (serbench's data or a project's own, whose
 * JVMs differ in their flags), after that cell's measurement, which it cannot disturb. A failure it
 * confirms there is its outcome; any other result is set aside and the cell measured again in a
 * fresh JVM of its own, next. In the example project, 33 of its 88 cells are recorded failures, and
 * each cost a JVM of about 2 s.
 */
public final class Turn {
  private final CodecSpec spec;
  private final List<DataSet<?>> dataSets;
  private final Settings settings;
  private final Path javaHome;
  private final Path dir;
  private final RecordedFailures failures;
  private final Map<String, List<Result>> parts = new LinkedHashMap<>();
  private final Map<String, Result> cells = new LinkedHashMap<>();

  /** Why each cell judged so far took no more JVMs ({@link Settings#stop}). */
  private final Map<String, Result.Stop> stops = new LinkedHashMap<>();

  /**
   * The JVMs for the turn's next pass ({@link #later}): after {@link #first}, every cell's later
   * planned JVMs and the next JVM of cells planned in one whose intervals are wider than their
   * targets; after a pass of them, the JVMs added to cells still wider.
   */
  private List<Launch> next = new ArrayList<>();

  /** How many passes of later JVMs ran. */
  private int passes;

  Turn(
      CodecSpec spec,
      List<DataSet<?>> dataSets,
      Settings settings,
      int jdk,
      RecordedFailures failures)
      throws IOException {
    this.spec = spec;
    this.failures = failures;
    this.dataSets = List.copyOf(dataSets);
    this.settings = settings;
    this.javaHome = settings.javaHomes().get(jdk);
    this.dir = settings.runResultsDir(jdk);
    Files.createDirectories(dir);
    for (DataSet<?> dataSet : dataSets) {
      Files.deleteIfExists(dir.resolve(ResultFile.fileName(spec.name(), dataSet.name())));
      parts.put(dataSet.name(), new ArrayList<>());
    }
  }

  /** The codec measured. */
  public CodecSpec spec() {
    return spec;
  }

  /**
   * Measures every JVM of the turn in one sequence, each cell's first and then the later ones, so
   * that each JVM is started while the one before it exits, across the two as well.
   */
  void all(Consumer<String> output, Consumer<Result> done)
      throws IOException, InterruptedException {
    List<Launch> order = launches(true);
    order.addAll(launches(false));
    run(order, order, output, done);
    finishTheRest(done);
  }

  /** Measures each cell's first JVM; hands over every cell then complete. */
  void first(Consumer<String> output, Consumer<Result> done)
      throws IOException, InterruptedException {
    List<Launch> added = new ArrayList<>();
    run(launches(true), added, output, done);
    next = launches(false);
    // A cell planned in one JVM whose interval is wider than its target takes its next one in the
    // second pass, beside the planned later JVMs of the others.
    next.addAll(added);
  }

  /**
   * Measures the turn's next pass: the later JVMs of every cell whose first JVM measured, or, after
   * them, the JVMs added to cells wider than their targets ({@link Settings#stop}). Hands over each
   * cell as it is complete, its JVMs merged; a cell that gets another JVM stays open for the pass
   * after ({@link #adds}).
   */
  public void later(Consumer<String> output, Consumer<Result> done)
      throws IOException, InterruptedException {
    List<Launch> order = next;
    next = new ArrayList<>();
    passes++;
    run(order, next, output, done);
    finishTheRest(done);
  }

  /**
   * Whether the turn's next pass ({@link #later}) measures JVMs added to cells whose intervals are
   * wider than their targets, rather than the planned later ones.
   */
  public boolean adds() {
    return passes > 0;
  }

  /** Whether a pass of the turn is still to be measured ({@link #later}). */
  public boolean hasNextPass() {
    return next.stream().anyMatch(launch -> !cells.containsKey(launch.dataSet().name()));
  }

  /**
   * Each cell's first JVM, or its later ones, in the data sets' order; {@link #following} skips the
   * later JVMs of a cell that failed. The cells recorded as failing ride in the first JVM of the
   * codec's last cell of their kind that is not ({@link #withRiders}).
   */
  private List<Launch> launches(boolean first) {
    List<Launch> order = new ArrayList<>();
    for (DataSet<?> dataSet : dataSets) {
      if (first && failures.expected(dataSet.name())) {
        continue;
      }
      int forks = settings.forks(dataSet.name());
      for (int f = first ? 0 : 1; f < (first ? 1 : forks); f++) {
        order.add(new Launch(dataSet, new ForkPlan(f, forks), List.of()));
      }
    }
    return first ? withRiders(order) : order;
  }

  /**
   * The first JVMs of {@code order} with the cells recorded as failing riding in the last of each
   * kind (serbench's data, a project's own); where a kind has no measured cell, its first recorded
   * failure takes a JVM of its own and the others ride in it.
   */
  private List<Launch> withRiders(List<Launch> order) {
    for (boolean own : new boolean[] {false, true}) {
      List<DataSet<?>> riders =
          dataSets.stream()
              .filter(d -> d.own() == own && failures.expected(d.name()))
              .collect(Collectors.toCollection(ArrayList::new));
      if (riders.isEmpty()) {
        continue;
      }
      int host = -1;
      for (int i = 0; i < order.size(); i++) {
        if (order.get(i).dataSet().own() == own) {
          host = i;
        }
      }
      if (host >= 0) {
        Launch launch = order.get(host);
        order.set(host, new Launch(launch.dataSet(), launch.fork(), riders));
      } else {
        DataSet<?> first = riders.remove(0);
        order.add(
            new Launch(first, new ForkPlan(0, settings.forks(first.name())), List.copyOf(riders)));
      }
    }
    return order;
  }

  /**
   * Merges every cell not merged yet and not waiting for a JVM of the next pass: none, unless a
   * later JVM was skipped.
   */
  private void finishTheRest(Consumer<Result> done) throws IOException {
    for (DataSet<?> dataSet : dataSets) {
      if (!cells.containsKey(dataSet.name())
          && !parts.get(dataSet.name()).isEmpty()
          && !has(next, dataSet.name())) {
        finish(dataSet.name(), done);
      }
    }
  }

  /** The data sets whose cells wait for their later JVMs, in the data sets' order. */
  public List<String> waiting() {
    return dataSets.stream().map(DataSet::name).filter(this::waiting).toList();
  }

  private boolean waiting(String dataSet) {
    return !cells.containsKey(dataSet) && !parts.get(dataSet).isEmpty();
  }

  /**
   * What the turn's JVMs still to come are expected to take, each as long as its cell's JVMs took
   * so far on average (a first JVM also runs TestObject's scaling runs, so this errs long).
   */
  public Outlook outlook() {
    long nextPass = 0;
    long mayAdd = 0;
    for (String dataSet : waiting()) {
      List<Result> jvms = parts.get(dataSet);
      long perJvm = 0;
      for (Result jvm : jvms) {
        perJvm += Duration.between(jvm.started(), jvm.finished()).toNanos() / jvms.size();
      }
      long queued = next.stream().filter(l -> l.dataSet().name().equals(dataSet)).count();
      nextPass += queued * perJvm;
      mayAdd += Math.max(0, settings.mostForks(dataSet) - jvms.size() - queued) * perJvm;
    }
    return new Outlook(nextPass, mayAdd);
  }

  /**
   * Each data set's result, in the data sets' order: the cell's once it is complete, else its first
   * JVM's.
   */
  public Map<String, Result> results() {
    Map<String, Result> results = new LinkedHashMap<>();
    for (DataSet<?> dataSet : dataSets) {
      String name = dataSet.name();
      Result cell = cells.get(name);
      if (cell != null) {
        results.put(name, cell);
      } else if (!parts.get(name).isEmpty()) {
        results.put(name, parts.get(name).get(0));
      }
    }
    return results;
  }

  /**
   * Runs the JVMs of {@code order} that are to run ({@link #following}), each started while the one
   * before it exits, and merges each cell after its last. A cell whose interval is wider than its
   * target gets another ({@link #judge}), added to {@code added}: to {@code order} itself, after
   * the codec's other JVMs of it, or to the next pass.
   */
  private void run(
      List<Launch> order, List<Launch> added, Consumer<String> output, Consumer<Result> done)
      throws IOException, InterruptedException {
    MeasuringJvm nextJvm = null;
    // The machine time of a JVM: from the end of the one before it (while which it started) to
    // reading its results.
    long since = System.nanoTime();
    try {
      for (int i = following(order, 0); i >= 0; ) {
        int at = i;
        Launch launch = order.get(at);
        MeasuringJvm jvm =
            nextJvm != null ? nextJvm : launch.start(spec, settings, javaHome, dir, output);
        nextJvm = null;
        String name = launch.dataSet().name();
        Result part;
        List<String> confirmed = new ArrayList<>();
        try {
          jvm.go();
          Map<String, Result> results = jvm.awaitResults();
          part = results.get(name);
          long now = System.nanoTime();
          long riding = ride(launch, at, results, order, confirmed, output);
          part = part.withWallNs(now - since - riding);
          since = now;
          List<Result> cell = parts.get(name);
          cell.add(part);
          if (isLast(order, at) && !judge(name, launch, cell, order, added, output)) {
            stops.remove(name);
          }
          i = following(order, i + 1);
          if (i >= 0) {
            nextJvm = order.get(i).start(spec, settings, javaHome, dir, output);
          }
        } finally {
          jvm.end();
        }
        boolean waitsForNextPass = added != order && has(added, name);
        if (((isLast(order, at) && !waitsForNextPass) || part.status() != Result.Status.OK)
            && !cells.containsKey(name)) {
          finish(name, done);
        }
        for (String rider : confirmed) {
          finish(rider, done);
        }
      }
    } finally {
      if (nextJvm != null) {
        nextJvm.close();
      }
    }
  }

  /**
   * Takes the results of the cells that rode in a launch's JVM: a recorded failure confirmed is its
   * cell's result, named in {@code confirmed}; any other result is set aside, said, and its cell
   * measured in a fresh JVM of its own right after this one, inserted into {@code order}.
   *
   * @return the time the riders took in the JVM, which is not the launch's cell's
   */
  private long ride(
      Launch launch,
      int at,
      Map<String, Result> results,
      List<Launch> order,
      List<String> confirmed,
      Consumer<String> output) {
    long riding = 0;
    int insert = at + 1;
    for (DataSet<?> rider : launch.riders()) {
      Result result = results.get(rider.name());
      riding += Math.max(0, Duration.between(result.started(), result.finished()).toNanos());
      if (failures.confirmedBy(result)) {
        parts
            .get(rider.name())
            .add(result.withIsolation(RecordedFailures.CONFIRMED_AFTER_A_MEASURED_CELL));
        confirmed.add(rider.name());
        continue;
      }
      output.accept(
          String.format(
              Locale.ROOT,
              "%s on %s: %s after %s's measurement, recorded %s; a fresh JVM measures it",
              spec.name(),
              rider.name(),
              result.outcome(),
              launch.dataSet().name(),
              failures.byDataSet().get(rider.name())));
      int forks = settings.forks(rider.name());
      order.add(insert++, new Launch(rider, new ForkPlan(0, forks), List.of()));
    }
    return riding;
  }

  /**
   * Judges a cell after the last of its JVMs in the pass ({@link Settings#stop}): records why it
   * takes no more, or adds another JVM to {@code added} and says so.
   *
   * @return whether the cell takes no more JVMs
   */
  private boolean judge(
      String name,
      Launch launch,
      List<Result> cell,
      List<Launch> order,
      List<Launch> added,
      Consumer<String> output) {
    Result merged = Forks.merge(cell, settings.forkAgreement());
    long machine = cell.stream().mapToLong(Result::wallNs).sum();
    double spread = JvmDeviations.RunSpread.RUN.relative();
    Result.Stop stop = settings.stop(name, cell, merged, spread, machine);
    if (stop != null) {
      stops.put(name, stop);
      return true;
    }
    ForkPlan another = new ForkPlan(cell.size(), launch.fork().count());
    output.accept(
        String.format(
            Locale.ROOT,
            "%s on %s: %d JVM(s) in %.1f s give %s, wider than ±%.0f%%; JVM %d measures it %s",
            spec.name(),
            name,
            cell.size(),
            machine / 1e9,
            Precision.of(merged, spread),
            100 * settings.target(name),
            another.index() + 1,
            added == order
                ? "after this codec's others"
                : "in a pass after every codec's JVMs of this one"));
    added.add(new Launch(launch.dataSet(), another, List.of()));
    return false;
  }

  /**
   * Whether the JVM at {@code at} is its cell's last in {@code order}: not a planned JVM before the
   * cell's last planned one, and followed by none of its cell (a JVM added to it).
   */
  private static boolean isLast(List<Launch> order, int at) {
    Launch launch = order.get(at);
    if (!launch.fork().extra() && launch.fork().index() < launch.fork().count() - 1) {
      return false;
    }
    for (int j = at + 1; j < order.size(); j++) {
      if (order.get(j).dataSet().name().equals(launch.dataSet().name())) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code order} has a JVM of the data set's cell. */
  private static boolean has(List<Launch> order, String dataSet) {
    return order.stream().anyMatch(launch -> launch.dataSet().name().equals(dataSet));
  }

  /**
   * The index of the first JVM from {@code from} on that is to run, or -1: a cell's later JVMs run
   * only if its first one measured and none has failed since, and a JVM added to its planned ones
   * only before the run's {@code serbench.runMinutes} (after them, its cell ends on the time cap).
   */
  private int following(List<Launch> order, int from) {
    for (int i = from; i < order.size(); i++) {
      Launch launch = order.get(i);
      String name = launch.dataSet().name();
      if (launch.fork().extra() && !cells.containsKey(name) && settings.pastRunMinutes()) {
        // The run's time is up: the cell ends with the JVMs it has.
        stops.put(name, new Result.Stop(settings.target(name), Result.Stop.TIME_CAP));
        continue;
      }
      if (launch.fork().index() == 0
          || (!cells.containsKey(name) && parts.get(name).get(0).status() == Result.Status.OK)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Merges a cell's JVMs into its result, setting aside one that lies off the others ({@link
   * Forks#merge(List, double)}), and writes its result file.
   */
  private void finish(String dataSet, Consumer<Result> done) throws IOException {
    Result cell =
        Forks.merge(parts.get(dataSet), settings.forkAgreement())
            .withStop(stops.getOrDefault(dataSet, Result.Stop.NONE));
    JvmDeviations.RunSpread.RUN.add(cell);
    ResultFile.write(cell, dir.resolve(ResultFile.fileName(cell.codec(), cell.dataSet())));
    cells.put(dataSet, cell);
    done.accept(cell);
  }

  /**
   * The time a turn's JVMs still to come are expected to take: those of its next pass, and at most
   * those its open cells may add after it, while their intervals are wider than their targets.
   */
  public record Outlook(long nextPassNanos, long mayAddNanos) {}

  /**
   * One JVM of a codec's turn: a data set, which of its cell's JVMs, and the cells recorded as
   * failing that ride in it, after it.
   */
  private record Launch(DataSet<?> dataSet, ForkPlan fork, List<DataSet<?>> riders) {
    MeasuringJvm start(
        CodecSpec spec, Settings settings, Path javaHome, Path dir, Consumer<String> output)
        throws IOException {
      List<DataSet<?>> measured = new ArrayList<>();
      measured.add(dataSet);
      measured.addAll(riders);
      return new MeasuringJvm(spec, measured, fork, settings, javaHome, dir, output);
    }
  }
}
