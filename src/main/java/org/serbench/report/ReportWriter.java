package org.serbench.report;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.engine.AtomicWrite;
import org.serbench.engine.HarnessFloor;
import org.serbench.engine.Result;
import org.serbench.engine.ResultFile;
import org.serbench.evolution.EvolutionRun;
import org.serbench.evolution.Rows;
import org.serbench.registry.CodecRegistry;
import org.serbench.safety.SafetyFile;

/**
 * Assembles the report of a run from its result files and writes it atomically.
 *
 * <p>It is called at the end of every test JVM: each one rebuilds the report from all result files
 * of the run so far, so the report is whole after the last one, whether the tests ran in one forked
 * JVM per class or all in one IDE JVM.
 */
public final class ReportWriter {
  /** The report's file name in the report directory. */
  public static final String FILE = "README.md";

  /** The results in JMH's JSON format. */
  public static final String JSON_FILE = "results.json";

  /** The results as CSV. */
  public static final String CSV_FILE = "results.csv";

  /**
   * A comparison of the report's run with a later run of the same code (written by {@link
   * Comparison#main}, kept by later reports and linked from the index when present).
   */
  public static final String REPEATABILITY_FILE = "repeatability.md";

  /** The comparison with an earlier run ({@code serbench.compareTo}). */
  public static final String COMPARISON_FILE = "comparison.md";

  private ReportWriter() {}

  /** The facts of a run recorded when it starts, beside its result files. */
  public static final String RUN_FILE = "run.properties";

  /** The names and descriptions of a user's own data sets in a run's results. */
  static final String DATA_SETS_FILE = "datasets.properties";

  /**
   * Records the run's commit, profile, start, gate and spread (where a cell's later JVMs run:
   * {@code run} or {@code codec}) when its first test JVM starts, before the run writes anything
   * into the working tree; later calls of the same run keep the first record, from which the report
   * is assembled.
   */
  public static void recordRun(
      Path runResultsDir,
      Instant runStarted,
      String profile,
      String gate,
      String spread,
      Path projectDir)
      throws IOException {
    Path file = runResultsDir.resolve(RUN_FILE);
    if (Files.exists(file)) {
      return;
    }
    Properties run = new Properties();
    run.setProperty("gitCommit", Environment.gitCommit(projectDir));
    run.setProperty("profile", profile);
    run.setProperty("runStarted", runStarted.toString());
    run.setProperty("gate", gate);
    run.setProperty("spread", spread);
    Environment.recordMachine(run);
    StringWriter text = new StringWriter();
    run.store(text, "serbench run");
    AtomicWrite.writeString(file, text.toString());
  }

  /**
   * Records the names and descriptions of a user's own data sets in a run's results, for the report
   * to list beside the classic ones.
   */
  public static synchronized void recordDataSets(Path runResultsDir, List<DataSet<?>> own)
      throws IOException {
    Path file = runResultsDir.resolve(DATA_SETS_FILE);
    Properties known = new Properties();
    if (Files.exists(file)) {
      try (var in = Files.newBufferedReader(file)) {
        known.load(in);
      }
    }
    boolean added = false;
    for (DataSet<?> d : own) {
      added |= !d.description().equals(known.put(d.name(), d.description()));
    }
    if (added) {
      StringWriter text = new StringWriter();
      known.store(text, "a user's own data sets: name=description");
      AtomicWrite.writeString(file, text.toString());
    }
  }

  /**
   * The data sets of a report, names to descriptions in report order: the classic ones, when the
   * run measured any of them, then a user's own, by name.
   */
  private static Map<String, String> dataSets(Path runResultsDir, List<Result> results)
      throws IOException {
    Map<String, String> dataSets = new LinkedHashMap<>();
    java.util.Set<String> measured = new java.util.HashSet<>();
    results.forEach(r -> measured.add(r.dataSet()));
    if (results.isEmpty() || DataSets.all().stream().anyMatch(d -> measured.contains(d.name()))) {
      for (DataSet<?> d : DataSets.all()) {
        dataSets.put(d.name(), d.description());
      }
    }
    Path file = runResultsDir.resolve(DATA_SETS_FILE);
    if (Files.exists(file)) {
      Properties own = new Properties();
      try (var in = Files.newBufferedReader(file)) {
        own.load(in);
      }
      new java.util.TreeSet<>(own.stringPropertyNames())
          .forEach(name -> dataSets.putIfAbsent(name, own.getProperty(name)));
    }
    return dataSets;
  }

  /**
   * Assembles a report again from a run's result files, e.g. after a change of the report's layout:
   * {@code ReportWriter RUN_RESULTS_DIR REPORT_DIR [JDK_RUN_RESULTS_DIR]}. The third writes the
   * per-JDK page from a run of its own that measured several JDKs ({@code serbench.jdks}), e.g. on
   * TestObject and media.1 only, where a full run on every JDK would take hours.
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 2 && args.length != 3) {
      System.err.println("usage: ReportWriter RUN_RESULTS_DIR REPORT_DIR [JDK_RUN_RESULTS_DIR]");
      System.exit(2);
    }
    Path runResultsDir = Path.of(args[0]);
    readRun(runResultsDir); // a run without its record stops here, before anything is written
    Path reportDir = Path.of(args[1]);
    if (args.length == 3) {
      // Checked before anything is written: a bad third argument leaves the report as it was.
      Path jdkRun = Path.of(args[2]);
      String page = jdkPageOfItsOwnRun(jdkRun);
      if (page.isEmpty()) {
        System.err.println(
            jdkRun + " has the results of one JDK only: run it with -Dserbench.jdks=HOME1,HOME2");
        System.exit(2);
      }
      AtomicWrite.writeString(reportDir.resolve(JdkComparison.FILE), page);
      Properties run = readRun(jdkRun);
      AtomicWrite.writeString(
          reportDir.resolve(JdkComparison.JSON_FILE),
          jdksJson(
              jdkRuns(jdkRun, ResultFile.readAll(jdkRun)),
              run.getProperty("gitCommit"),
              Instant.parse(run.getProperty("runStarted"))));
    }
    Path report = write(runResultsDir, reportDir);
    System.out.println("report written to " + report);
  }

  /** The per-JDK page of a run that measured several JDKs, naming that run. */
  static String jdkPageOfItsOwnRun(Path jdkRun) throws IOException {
    Properties run = readRun(jdkRun);
    List<Result> first =
        ResultFile.readAll(jdkRun).stream()
            .filter(r -> !r.codec().equals(HarnessFloor.NAME))
            .toList();
    return JdkComparison.render(
        jdkRuns(jdkRun, first),
        "started " + run.getProperty("runStarted") + ", commit " + run.getProperty("gitCommit"));
  }

  /**
   * Keys of a run's record naming the run its safety matrices come from, when they ran apart from
   * the timed cells: its start and its commit.
   */
  static final String SAFETY_RUN_STARTED = "safety.runStarted",
      SAFETY_GIT_COMMIT = "safety.gitCommit";

  private static Properties readRun(Path runResultsDir) throws IOException {
    Path file = runResultsDir.resolve(RUN_FILE);
    Properties run = new Properties();
    if (Files.exists(file)) {
      try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
        run.load(in);
      }
    }
    for (String key : new String[] {"gitCommit", "profile", "runStarted"}) {
      if (run.getProperty(key) == null) {
        throw new IllegalStateException(
            "corrupt or missing " + file + ": no '" + key + "'; it is written when a run starts");
      }
    }
    return run;
  }

  /**
   * Writes {@code reportDir/README.md} from every result in {@code runResultsDir} and the run's
   * record ({@link #recordRun}).
   */
  public static Path write(Path runResultsDir, Path reportDir) throws IOException {
    Properties run = readRun(runResultsDir);
    Instant runStarted = Instant.parse(run.getProperty("runStarted"));
    String profile = run.getProperty("profile");
    List<Result> all = ResultFile.readAll(runResultsDir);
    Result floor =
        all.stream().filter(r -> r.codec().equals(HarnessFloor.NAME)).findFirst().orElse(null);
    List<Result> results = all.stream().filter(r -> !r.codec().equals(HarnessFloor.NAME)).toList();
    Instant lastFinished =
        results.stream().map(Result::finished).max(Comparator.naturalOrder()).orElse(runStarted);
    Environment env = Environment.of(run, Duration.between(runStarted, lastFinished));
    Map<String, String> dataSets = dataSets(runResultsDir, results);
    Plausibility plausibility = Plausibility.of(results, floor);
    String charts = "";
    try {
      java.util.Set<String> drawn = new java.util.TreeSet<>();
      for (String dataSet : dataSets.keySet()) {
        drawn.addAll(
            Charts.draw(
                reportDir,
                dataSet,
                results.stream()
                    .filter(r -> r.dataSet().equals(dataSet))
                    .filter(r -> r.status() != Result.Status.OK || plausibility.plausible(r))
                    .toList()));
      }
      Charts.clearStale(reportDir, drawn);
    } catch (IOException | RuntimeException | LinkageError e) {
      // A machine without fonts cannot draw; the numbers are still worth a report.
      charts = e.toString();
    }
    for (Map.Entry<String, String> dataSet : dataSets.entrySet()) {
      String page =
          MarkdownReport.renderPage(
              env,
              dataSet.getKey(),
              dataSet.getValue(),
              results.stream().filter(r -> r.dataSet().equals(dataSet.getKey())).toList(),
              charts,
              plausibility);
      Path file = reportDir.resolve(MarkdownReport.pageFile(dataSet.getKey()));
      if (page.isEmpty()) {
        Files.deleteIfExists(file);
      } else {
        AtomicWrite.writeString(file, page);
      }
    }
    String resultsJson = JmhJson.render(results, env.gitCommit(), env.runStarted());
    AtomicWrite.writeString(reportDir.resolve(JSON_FILE), resultsJson);
    AtomicWrite.writeString(reportDir.resolve(CSV_FILE), CsvResults.render(results));
    AtomicWrite.writeString(
        reportDir.resolve(BenchmarkActionJson.FILE), BenchmarkActionJson.render(results));
    List<List<Result>> jdkRuns = jdkRuns(runResultsDir, results);
    String jdkPage = JdkComparison.render(jdkRuns);
    Path jdkFile = reportDir.resolve(JdkComparison.FILE);
    List<SafetyFile.Results> safety = SafetyFile.readAll(runResultsDir);
    AtomicWrite.writeString(
        reportDir.resolve(HtmlPage.FILE),
        HtmlPage.render(env, results, safety, plausibility, resultsJson));
    String index =
        MarkdownReport.render(env, dataSets, results, CodecRegistry.unavailable(), safety, floor);
    index += "\n## More\n\n";
    index +=
        link(
            "In the browser",
            HtmlPage.FILE,
            "these results to sort, filter, chart and compare with other runs' results.json, in"
                + " one page that needs no network");
    for (Map.Entry<String, MarkdownReport.Page> page :
        MarkdownReport.pages(env, dataSets, results, CodecRegistry.unavailable(), floor)
            .entrySet()) {
      Path file = reportDir.resolve(page.getKey());
      if (page.getValue().text().isEmpty()) {
        Files.deleteIfExists(file);
      } else {
        AtomicWrite.writeString(file, page.getValue().text());
        index += link(page.getValue().title(), page.getKey(), page.getValue().what());
      }
    }
    // A run that measured one JDK keeps the page of a run of its own that measured several (it
    // names that run), and removes an earlier run's page of the same-run kind, which would be
    // stale.
    if (!jdkPage.isEmpty()) {
      AtomicWrite.writeString(jdkFile, jdkPage);
      AtomicWrite.writeString(
          reportDir.resolve(JdkComparison.JSON_FILE),
          jdksJson(jdkRuns, env.gitCommit(), env.runStarted()));
    } else if (Files.exists(jdkFile)
        && !Files.readString(jdkFile).contains(JdkComparison.OWN_RUN)) {
      Files.delete(jdkFile);
      Files.deleteIfExists(reportDir.resolve(JdkComparison.JSON_FILE));
    }
    if (Files.exists(jdkFile)) {
      index +=
          link(
              "Several JDKs",
              JdkComparison.FILE,
              "the same codecs on several JDKs, side by side with their ratios (the page names the"
                  + " run that measured them)");
    }
    String gatePage =
        GatePage.render(
            org.serbench.engine.Differences.read(runResultsDir),
            run.getProperty("gate", "not recorded"));
    Path gateFile = reportDir.resolve(GatePage.FILE);
    if (gatePage.isEmpty()) {
      Files.deleteIfExists(gateFile);
    } else {
      AtomicWrite.writeString(gateFile, gatePage);
      index +=
          link(
              "Gate",
              GatePage.FILE,
              "this run's differences from the baseline and the recorded outcomes, each better,"
                  + " worse or changed");
    }
    String versions =
        VersionsPage.render(
            runResultsDir,
            run.getProperty("runStarted") + ", commit " + run.getProperty("gitCommit"));
    if (!versions.isEmpty()) {
      AtomicWrite.writeString(reportDir.resolve(VersionsPage.FILE), versions);
      AtomicWrite.writeString(
          reportDir.resolve(VersionsPage.JSON_FILE),
          VersionsPage.json(runResultsDir, env.gitCommit(), env.runStarted()));
    }
    if (Files.exists(reportDir.resolve(VersionsPage.FILE))) {
      index +=
          link(
              "Library versions",
              VersionsPage.FILE,
              "codecs under several versions of their library, side by side, with the ratios,"
                  + " sizes, outcomes and loaded versions (the page names the run that measured"
                  + " them)");
    }
    // The safety matrices may have run apart from the timed cells (after a change of the probes,
    // the run's record names that run in safety.*): the page names the run its cells come from.
    String safetyPage =
        SafetyPage.render(
            run.getProperty(SAFETY_RUN_STARTED, env.runStarted().toString()),
            run.getProperty(SAFETY_GIT_COMMIT, env.gitCommit()),
            profile,
            safety,
            List.of(CodecRegistry.names().split(", ")));
    Path safetyFile = reportDir.resolve(SafetyPage.FILE);
    if (safetyPage.isEmpty()) {
      Files.deleteIfExists(safetyFile);
    } else {
      AtomicWrite.writeString(safetyFile, safetyPage);
      index +=
          link(
              "Safety",
              SafetyPage.FILE,
              "what each codec gives back of edge values, what it does with truncated, corrupted"
                  + " and malicious bytes, and whether it constructs a class the stream names");
    }
    String evolution =
        EvolutionPage.render(
            env.runStarted().toString(),
            env.gitCommit(),
            SafetyFile.readFolder(runResultsDir.resolve(EvolutionRun.DIR)),
            Rows.configurations());
    if (!evolution.isEmpty()) {
      AtomicWrite.writeString(reportDir.resolve(EvolutionPage.FILE), evolution);
    }
    if (Files.exists(reportDir.resolve(EvolutionPage.FILE))) {
      index +=
          link(
              "Schema evolution",
              EvolutionPage.FILE,
              "what each codec reads when the writer and the reader hold different versions of a"
                  + " message: each change read backward and forward (the page names the run)");
    }
    if (Files.exists(reportDir.resolve(JmhCrossCheck.PAGE))) {
      index +=
          link(
              "Checked against JMH",
              JmhCrossCheck.PAGE,
              "the same bindings and objects timed by JMH 1.37 (`./mvnw -Pjmh verify`), with the"
                  + " ratio serbench / JMH for each codec and phase");
    }
    if (Files.exists(reportDir.resolve(REPEATABILITY_FILE))) {
      index +=
          link(
              "Repeatability",
              REPEATABILITY_FILE,
              "two runs of the same code one after the other, and how far each phase moved");
    }
    KeptResults.keep(runResultsDir, reportDir);
    index +=
        link(
            "Results",
            KeptResults.FOLDER + "/",
            "the result files this report was rendered from, which render it again without"
                + " measuring (see docs/reading-a-report.md)");
    return AtomicWrite.writeString(reportDir.resolve(FILE), index);
  }

  /**
   * Every JDK's results in JMH's format, the JDK in each entry's {@code params}, for the HTML page
   * and JMH's readers to compare; without the harness floor.
   */
  private static String jdksJson(List<List<Result>> jdkRuns, String commit, Instant started) {
    return JmhJson.render(
        jdkRuns.stream()
            .flatMap(List::stream)
            .filter(r -> !r.codec().equals(HarnessFloor.NAME))
            .toList(),
        commit,
        started);
  }

  /** A line of the index's list of pages. */
  private static String link(String title, String file, String what) {
    return "- [" + title + "](" + file + "): " + what + ".\n";
  }

  /**
   * Each JDK's results: the run's own first, then those of the later JDKs ({@code serbench.jdks})
   * from the run's {@code jdk-N} subdirectories, in order.
   */
  private static List<List<Result>> jdkRuns(Path runResultsDir, List<Result> first)
      throws IOException {
    List<List<Result>> runs = new java.util.ArrayList<>();
    runs.add(first);
    for (int jdk = 2; ; jdk++) {
      Path dir = runResultsDir.resolve(org.serbench.engine.Settings.JDK_DIR_PREFIX + jdk);
      if (!Files.isDirectory(dir)) {
        return runs;
      }
      runs.add(ResultFile.readAll(dir));
    }
  }
}
