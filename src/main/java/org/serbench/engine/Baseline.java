package org.serbench.engine;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * The stored results a run is compared with: one result file per codec and data set, samples
 * included, in {@code src/test/resources/baseline/}, and an optional {@code tolerances.properties}
 * with per-codec tolerances ({@code codec\ name=0.5}; keys escape spaces and colons as properties
 * files do).
 *
 * <p>A cell's file is the result of the latest run stored, and it keeps the gated means of up to
 * {@link #MAX_RUNS} runs ({@code baseline.runs}, {@code baseline.run.N.*}): replacing the baseline
 * starts them again with one run, adding a run of unchanged code ({@code
 * -Dserbench.updateBaseline=add}, or {@code Baseline add}) lets the gate see how far the cell's
 * runs move (see {@link RegressionGate}). A file without them, as a result file is, is a baseline
 * of its one run.
 */
public final class Baseline {
  /** The file of per-codec tolerances in the baseline directory. */
  public static final String TOLERANCES = "tolerances.properties";

  /** How many runs a cell's baseline keeps; adding one more forgets the oldest. */
  public static final int MAX_RUNS = 10;

  private static final String RUNS = "baseline.runs";
  private static final String RUN = "baseline.run.";

  /**
   * A cell's baseline: the latest result stored, samples and all, and the runs the gate compares
   * with, oldest first, the latest among them.
   */
  public record Entry(Result latest, List<RegressionGate.Run> runs) {
    public Entry {
      runs = List.copyOf(runs);
    }
  }

  private final Path dir;

  public Baseline(Path dir) {
    this.dir = dir;
  }

  public Path dir() {
    return dir;
  }

  /**
   * Works on a baseline without measuring: {@code Baseline add BASELINE_DIR RESULTS_DIR...} adds
   * the runs of earlier runs' results directories ({@code target/serbench-results/<run>/}) to it,
   * in the order given, all or none ({@link #addAll}); {@code Baseline check BASELINE_DIR
   * RESULTS_DIR} prints what the gate says of a run's results against it and exits with 1 if it
   * would fail the build. Bad arguments, a corrupt file or a run that may not join exit with 2 and
   * one line saying why.
   */
  public static void main(String[] args) {
    int status;
    try {
      status = run(args);
    } catch (IOException | IllegalStateException e) {
      System.err.println(
          ConsoleText.escape("Baseline " + String.join(" ", args) + ": " + e.getMessage()));
      status = 2;
    }
    if (status != 0) {
      System.exit(status);
    }
  }

  private static int run(String[] args) throws IOException {
    boolean add = args.length >= 3 && args[0].equals("add");
    if (!add && !(args.length == 3 && args[0].equals("check"))) {
      System.err.println(
          "usage: Baseline add BASELINE_DIR RESULTS_DIR...\n"
              + "       Baseline check BASELINE_DIR RESULTS_DIR");
      return 2;
    }
    Baseline baseline = new Baseline(Path.of(args[1]));
    List<String> resultDirs = List.of(args).subList(2, args.length);
    if (add) {
      List<Result> results = new ArrayList<>();
      for (String resultDir : resultDirs) {
        results.addAll(readResults(Path.of(resultDir)));
      }
      baseline.addAll(results);
      System.out.printf(
          Locale.ROOT,
          "added %d results of %s to %s%n",
          results.size(),
          String.join(", ", resultDirs),
          args[1]);
      return 0;
    }
    int failures = 0;
    int checked = 0;
    for (Result r : readResults(Path.of(args[2]))) {
      Optional<Entry> base = baseline.find(r.codec(), r.dataSet());
      if (base.isEmpty() || r.status() != Result.Status.OK) {
        continue;
      }
      checked++;
      for (RegressionGate.Regression g :
          RegressionGate.compare(
              base.get().latest(),
              base.get().runs(),
              r,
              baseline.tolerance(r.codec(), Double.NaN))) {
        System.out.println(
            ConsoleText.escape((g.failsTheBuild() ? "FAIL " : "warning ") + g.describe()));
        failures += g.failsTheBuild() ? 1 : 0;
      }
    }
    System.out.printf(
        Locale.ROOT, "%d results checked, %d regressions that fail the build%n", checked, failures);
    return failures == 0 ? 0 : 1;
  }

  /** A run's results; a directory that is missing or holds none is an error. */
  private static List<Result> readResults(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      throw new IOException("not a results directory: " + dir);
    }
    List<Result> results = ResultFile.readAll(dir);
    if (results.isEmpty()) {
      throw new IOException("no result files (*.result.properties) in " + dir);
    }
    return results;
  }

  /** The baseline of a codec on a data set, if there is one; a corrupt file is an error. */
  public Optional<Entry> find(String codec, String dataSet) throws IOException {
    Path file = dir.resolve(ResultFile.fileName(codec, dataSet));
    if (!Files.exists(file)) {
      return Optional.empty();
    }
    Result latest = ResultFile.read(file);
    return Optional.of(new Entry(latest, runs(file, latest)));
  }

  /** Stores a result as the new baseline of its codec and data set: its one run. */
  public Path write(Result result) throws IOException {
    return write(result, List.of(RegressionGate.Run.of(result)));
  }

  /**
   * Adds a result's run to the baseline of its codec and data set, which it becomes the latest
   * result of; the oldest run beyond {@link #MAX_RUNS} is forgotten. Without a baseline, it is the
   * first run. A run measured unlike the stored ones (another JVM, flags, machine, batch or seed)
   * is an error: such runs do not compare, the baseline is to be replaced instead.
   */
  public Path add(Result result) throws IOException {
    return addAll(List.of(result)).get(0);
  }

  /**
   * Adds the runs of several results, in order, as {@link #add} does, but all or none: every result
   * is checked against its cell's baseline (or against the one before it of the same cell) before
   * any file is written, so that a result that may not join leaves the baseline as it was. Returns
   * the files written, one per cell.
   */
  public List<Path> addAll(List<Result> results) throws IOException {
    Map<String, Entry> joined = new LinkedHashMap<>();
    for (Result result : results) {
      String cell = ResultFile.fileName(result.codec(), result.dataSet());
      Entry stored =
          joined.containsKey(cell)
              ? joined.get(cell)
              : find(result.codec(), result.dataSet()).orElse(null);
      joined.put(cell, join(stored, result));
    }
    List<Path> written = new ArrayList<>();
    for (Entry entry : joined.values()) {
      written.add(write(entry.latest(), entry.runs()));
    }
    return written;
  }

  /** A cell's baseline with one more run, the oldest beyond {@link #MAX_RUNS} forgotten. */
  private static Entry join(Entry stored, Result result) {
    if (stored == null) {
      return new Entry(result, List.of(RegressionGate.Run.of(result)));
    }
    String unlike = unlike(stored.latest(), result);
    if (unlike != null) {
      throw new IllegalStateException(
          "cannot add the run of "
              + result.key()
              + " started "
              + result.started()
              + " to its baseline: "
              + unlike
              + "; replace the baseline instead (-Dserbench.updateBaseline=true)");
    }
    List<RegressionGate.Run> runs = new ArrayList<>(stored.runs());
    runs.add(RegressionGate.Run.of(result));
    return new Entry(result, runs.subList(Math.max(0, runs.size() - MAX_RUNS), runs.size()));
  }

  /** How a result was measured unlike a baseline, so that it may not join it; null if alike. */
  static String unlike(Result baseline, Result result) {
    if (!baseline.jvm().equals(result.jvm())) {
      return "the baseline ran on " + baseline.jvm() + ", this run on " + result.jvm();
    }
    if (!baseline.jvmFlags().equals(result.jvmFlags())) {
      return "the baseline ran with the JVM flags "
          + baseline.jvmFlags()
          + ", this run with "
          + result.jvmFlags();
    }
    if (!baseline.machine().equals(result.machine())) {
      return "the baseline ran on " + baseline.machine() + ", this run on " + result.machine();
    }
    if (baseline.objects() != result.objects() || baseline.seed() != result.seed()) {
      return String.format(
          Locale.ROOT,
          "the baseline measured %d objects per batch with seed %d, this run %d with seed %d",
          baseline.objects(),
          baseline.seed(),
          result.objects(),
          result.seed());
    }
    return null;
  }

  private Path write(Result result, List<RegressionGate.Run> runs) throws IOException {
    Properties p = ResultFile.properties(result);
    p.setProperty(RUNS, Integer.toString(runs.size()));
    for (int i = 0; i < runs.size(); i++) {
      RegressionGate.Run run = runs.get(i);
      String key = RUN + i + ".";
      p.setProperty(key + "started", run.started().toString());
      run.means()
          .forEach(
              (metric, mean) ->
                  p.setProperty(key + metric.label(), mean.value() + "," + mean.standardError()));
    }
    Path file = dir.resolve(ResultFile.fileName(result.codec(), result.dataSet()));
    AtomicWrite.writeString(file, ResultFile.text(result, p));
    return file;
  }

  /** The runs a baseline file keeps; a file that keeps none is its latest result's one run. */
  private static List<RegressionGate.Run> runs(Path file, Result latest) throws IOException {
    Properties p = load(file);
    if (p.getProperty(RUNS) == null) {
      return List.of(RegressionGate.Run.of(latest));
    }
    ResultFile.Fields f = new ResultFile.Fields(file, p);
    long count = f.number(RUNS);
    if (count < 1 || count > MAX_RUNS) {
      throw f.corrupt(RUNS, "is not from 1 to " + MAX_RUNS + ": " + count);
    }
    List<RegressionGate.Run> runs = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      String key = RUN + i + ".";
      Map<Metric, RegressionGate.Mean> means = new EnumMap<>(Metric.class);
      for (Metric metric : RegressionGate.GATED) {
        // A file written before the phases took jvm-serializers' names holds the former label.
        String label =
            Stream.concat(Stream.of(metric.label()), metric.formerLabels().stream())
                .filter(l -> p.getProperty(key + l) != null)
                .findFirst()
                .orElse(null);
        if (label == null) {
          continue;
        }
        double[] mean = f.decimals(key + label);
        if (mean.length != 2 || !(mean[0] >= 0) || !(mean[1] >= 0)) {
          throw f.corrupt(key + label, "is not a mean and its standard error, both >= 0");
        }
        means.put(metric, new RegressionGate.Mean(mean[0], mean[1]));
      }
      runs.add(new RegressionGate.Run(f.instant(key + "started"), means));
    }
    return runs;
  }

  private static Properties load(Path file) throws IOException {
    Properties p = new Properties();
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      p.load(in);
    }
    return p;
  }

  /**
   * The tolerance of a codec: {@code serbench.tolerance} when set, else its line in {@link
   * #TOLERANCES}, else {@link RegressionGate#DEFAULT_TOLERANCE}.
   */
  public double tolerance(String codec, double override) throws IOException {
    if (!Double.isNaN(override)) {
      return override;
    }
    Path file = dir.resolve(TOLERANCES);
    if (!Files.exists(file)) {
      return RegressionGate.DEFAULT_TOLERANCE;
    }
    String value = load(file).getProperty(codec);
    if (value == null) {
      return RegressionGate.DEFAULT_TOLERANCE;
    }
    try {
      double tolerance = Double.parseDouble(value.trim());
      if (tolerance > 0 && tolerance <= 10) {
        return tolerance;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalStateException(
        "corrupt tolerance in "
            + file
            + ": "
            + codec
            + "="
            + value
            + "; expected a fraction above 0 and at most 10 (0.35 is 35%)");
  }
}
