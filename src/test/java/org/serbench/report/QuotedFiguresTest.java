package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.engine.HarnessFloor;
import org.serbench.engine.Metric;
import org.serbench.engine.Result;
import org.serbench.engine.ResultFile;
import org.serbench.engine.Settings;
import org.serbench.stats.Summary;

/**
 * Every figure that README.md and docs/ quote about the committed report is the committed report's:
 * a quote and the report that were once the same drift apart when a run is committed and the prose
 * is not, so each quote is held against the raw data of {@code reports/} (the run's record, the
 * result files, results.csv) rather than against rendered wording.
 *
 * <p>Each quote is found by a pattern around it; a figure changed by hand fails with the file, the
 * quoted figure and the report's. A figure this test cannot check is not to be quoted. After a new
 * full run is committed, each failure names the quote to update.
 */
class QuotedFiguresTest {
  private static final Path REPORTS = Path.of("reports");
  private static final Path RESULT_FILES = REPORTS.resolve("results");
  private static final String JSON = "json/jackson/databind";
  private static final String[] WORDS = {
    "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"
  };

  /** The committed report's raw data, read once for every quote. */
  private static final class Committed {
    static final Properties RUN = properties(RESULT_FILES.resolve("run.properties"));
    static final List<Result> ALL = readResults();
    static final Result FLOOR =
        ALL.stream().filter(r -> r.codec().equals(HarnessFloor.NAME)).findFirst().orElseThrow();
    static final List<Result> RESULTS =
        ALL.stream().filter(r -> !r.codec().equals(HarnessFloor.NAME)).toList();
    static final List<Result> OK =
        RESULTS.stream().filter(r -> r.status() == Result.Status.OK).toList();

    private static List<Result> readResults() {
      try {
        return ResultFile.readAll(RESULT_FILES);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /**
   * One figure as a file quotes it.
   *
   * @param file where the quote is, for the message
   * @param what the figure, for the message
   * @param text the file's text, each run of white space one space
   * @param around the quote's context, one group per figure
   * @param expected the committed report's figures, one per group
   * @param source where in the committed report the figures come from
   */
  record Quote(
      String file, String what, String text, Pattern around, List<String> expected, String source) {
    @Override
    public String toString() {
      return file + ": " + what;
    }
  }

  static Stream<Quote> quotes() {
    List<Quote> q = new ArrayList<>();
    String wall = Format.duration(Duration.ofSeconds(wallSeconds()));
    String minutes = Math.round(wallSeconds() / 60.0) + " min";
    String spread = Format.percent(JvmSpread.of(Committed.RESULTS).relative());
    String jvmInterval = Math.round(JvmSpread.of(Committed.RESULTS).relative() * 196) + "%";
    List<String> jedi = List.of(json("Youngling"), json("Padawan"), json("Master"));

    String readme = "README.md";
    q.add(
        quote(
            readme,
            "the full run's time",
            "writes reports/: (\\S+ min) for the committed run",
            List.of(minutes),
            "run.properties, part.N.wallSeconds"));
    q.add(
        quote(
            readme,
            "the full run's time in one part",
            "measured in one part on the project's 2-core VM: (\\d+ min \\d+ s)\\.",
            List.of(wall),
            "run.properties' runStarted and the last result's end"));
    q.add(
        quote(
            readme,
            "the committed report's commit",
            "The committed report, of commit (\\w+),",
            List.of(Committed.RUN.getProperty("gitCommit").substring(0, 7)),
            "run.properties, gitCommit"));
    q.add(
        quote(
            readme,
            "the codecs measured",
            "The committed report measures (\\d+) codecs",
            List.of(Long.toString(codecs())),
            "the codecs of reports/results/"));
    q.add(
        quote(
            readme,
            "the data sets measured",
            "codecs.md\\)\\) on (\\d+) data sets",
            List.of(Long.toString(dataSets())),
            "the data sets of reports/results/"));
    q.add(
        quote(
            readme,
            "the Jedi lists' sizes",
            "Jedi lists of (\\S+ [KM]B), (\\S+ [KM]B) and (\\S+ [KM]B) of compact JSON",
            jedi,
            JSON + "'s size on Youngling, Padawan and Master"));
    q.add(
        quote(
            readme,
            "the spread between JVMs",
            "a typical (\\S+%) from one JVM to the next in the committed run",
            List.of(spread),
            "JvmSpread of reports/results/"));
    q.add(
        quote(
            readme,
            "the interval's level",
            "The \\*\\*±\\*\\* is a (\\d+%) interval",
            List.of(intervalLevel()),
            "results.csv's header"));

    String methodology = "docs/methodology.md";
    q.add(
        quote(
            methodology,
            "TestObject's size",
            "10 instants \\((\\S+ [KM]B) of compact JSON\\)",
            List.of(json("TestObject")),
            JSON + "'s size on TestObject"));
    q.add(
        quote(
            methodology,
            "the Jedi lists' sizes",
            "Jedi \\((\\S+ [KM]B), (\\S+ [KM]B) and (\\S+ [KM]B) of compact JSON",
            jedi,
            JSON + "'s size on Youngling, Padawan and Master"));
    q.add(
        quote(
            methodology,
            "the Jedi lists' objects per batch",
            "of compact JSON; [^|]*\\| ([\\d,]+), ([\\d,]+), ([\\d,]+) \\|",
            List.of(batch("Youngling"), batch("Padawan"), batch("Master")),
            "the objects of measured cells in reports/results/"));
    q.add(
        quote(
            methodology,
            "large's size and objects per batch",
            "1 MB of bytes \\((\\S+ [KM]B) of compact JSON\\) \\| ([\\d,]+) \\|",
            List.of(json("large"), batch("large")),
            JSON + "'s size on large, the objects of its measured cells"));
    q.add(
        quote(
            methodology,
            "the cells settled",
            "in the committed run, (\\d+) of (\\d+) measured cells settled",
            List.of(
                Long.toString(Committed.OK.stream().filter(Result::settled).count()),
                Long.toString(Committed.OK.size())),
            "the settled cells of reports/results/"));
    q.add(
        quote(
            methodology,
            "the spread between JVMs",
            "\\((\\S+%) in the committed run, measured in a quiet period",
            List.of(spread),
            "JvmSpread of reports/results/"));
    q.add(
        quote(
            methodology,
            "one JVM's narrowest interval",
            "about ±(\\S+%) wide at the least \\(1\\.96 × (\\S+%)\\)",
            List.of(jvmInterval, spread),
            "JvmSpread of reports/results/"));
    q.add(
        quote(
            methodology,
            "the harness floor",
            "(\\S+ to \\S+) ns an object in the committed run",
            List.of(floor()),
            "harness-floor__TestObject.result.properties"));
    q.add(
        quote(
            methodology,
            "the calibration CV",
            "\\(calibration CV (\\S+%)\\)",
            List.of(calibrationCv()),
            "the calibration of the cells of reports/results/"));

    String reading = "docs/reading-a-report.md";
    q.add(
        quote(
            reading,
            "the full run's time",
            "the committed run took (\\d+ min \\d+ s) on a 2-core VM",
            List.of(wall),
            "run.properties, part.N.wallSeconds"));
    q.add(
        quote(
            reading,
            "whether the calibration CV breaks the 10% rule",
            "The committed run's calibration CV (breaks|keeps) that rule",
            List.of(calibration().coefficientOfVariation() > 0.10 ? "breaks" : "keeps"),
            "the calibration of the cells of reports/results/: CV " + calibrationCv()));
    q.add(
        quote(
            reading,
            "the interval's level of index.html",
            "Times carry their (\\d+%) interval",
            List.of(intervalLevel()),
            "results.csv's header"));

    String comparing = "docs/comparing.md";
    q.add(
        quote(
            comparing,
            "the full run's time",
            "a full run alone took (\\d+ min \\d+ s) on two cores \\(the committed run\\)",
            List.of(wall),
            "run.properties' runStarted and the last result's end"));

    String settings = "docs/settings.md";
    Settings defaults = Settings.from(new Properties());
    int most = defaults.mostForks("TestObject");
    int share = defaults.batches() / defaults.forks("TestObject");
    q.add(
        quote(
            settings,
            "Padawan's, Master's and large's objects per batch",
            "Padawan a hundredth of `serbench.objects` \\((\\d+)\\), Master and `large` a"
                + " thousandth \\((\\d+)\\)",
            List.of(batch("Padawan"), batch("Master")),
            "the objects of measured cells in reports/results/"));
    q.add(
        quote(
            settings,
            "TestObject's batches",
            "TestObject's (\\w+) measure (\\d+) each\\).*? a TestObject cell of (\\w+) JVMs"
                + " measures up to (\\d+) batches, and up to (\\d+) in the (\\w+) it keeps",
            List.of(
                word(defaults.forks("TestObject")),
                Integer.toString(share),
                word(most),
                Integer.toString(defaults.maxBatches("TestObject", most)),
                Integer.toString(defaults.maxBatches("TestObject", most) - share),
                word(most - 1)),
            "Settings' defaults: batches, forks, extraForks, maxBatches"));

    String jmh = "docs/jmh-cross-check.md";
    String page = text(REPORTS.resolve("jmh/README.md"));
    q.add(
        quote(
            jmh,
            "the cross-check's ratios and rank correlation",
            "\\*\\*(\\d+ of \\d+) ratios outside 0\\.90 to 1\\.10, Spearman (\\S+)\\*\\*",
            List.of(
                find(page, "(\\d+ of \\d+) ratios outside 0\\.90 to 1\\.10\\."),
                find(page, "\\| all \\(codec, phase\\) \\| \\d+ \\| (\\S+) \\|")),
            "reports/jmh/README.md"));
    q.add(
        quote(
            jmh,
            "the cross-check's calibration and the run it was compared with",
            "in a median (\\S+) ms, (\\S+) times the report's run it was compared with, that of"
                + " (\\w+),",
            jmhCalibration(page),
            "reports/jmh/README.md, the machine's speed and the runs compared"));

    String gate = "docs/gate.md";
    q.add(
        quote(
            gate,
            "the baseline files of one run",
            "(\\d+) of its (\\d+) files keep one run",
            baselineOfOneRun(),
            "src/test/resources/baseline, baseline.runs"));

    String pairs = text(REPORTS.resolve("repeatability.md"));
    List<String> repeats = new ArrayList<>();
    repeats.addAll(repeatability(pairs, "## Two JVMs a cell, the second in a second pass"));
    repeats.addAll(repeatability(pairs, "## The default of three and four JVMs, on a slow"));
    repeats.addAll(repeatability(pairs, "## JMH itself, run twice in a row"));
    q.add(
        quote(
            comparing,
            "two runs' changes, quiet, slow and JMH's",
            "a median change of (\\S+%) and a 90th percentile of (\\S+%) while it was quiet; (\\S+%)"
                + " and (\\S+%) on the same VM while it ran slow and noisy, where JMH itself repeats to"
                + " (\\S+%) and (\\S+%)\\.",
            repeats,
            "reports/repeatability.md, each pair's \"Measured\" line"));
    q.add(
        quote(
            methodology,
            "two runs' changes, quiet, slow and JMH's",
            "\\| serbench, VM quiet [^|]*\\| (\\S+%) \\| (\\S+%) \\| \\| serbench, VM slow and noisy"
                + " [^|]*\\| (\\S+%) \\| (\\S+%) \\| \\| JMH alone[^|]*\\| (\\S+%) \\| (\\S+%) \\|",
            repeats,
            "reports/repeatability.md, each pair's \"Measured\" line"));

    q.add(
        quote(
            "docs/safety.md",
            "the codecs of the safety matrices",
            "over all (\\d+) codecs, the sample takes",
            List.of(Long.toString(safetyCodecs())),
            "the files of reports/results/safety/"));

    for (String dataSet : List.of("Youngling", "Padawan", "Master", "large")) {
      q.add(
          new Quote(
              "DataSets.java",
              dataSet + "'s size",
              DataSets.byName(dataSet).description(),
              Pattern.compile("(\\S+ [KM]B) of compact JSON"),
              List.of(json(dataSet)),
              JSON + "'s size on " + dataSet));
    }
    return q.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("quotes")
  void aQuotedFigureIsTheCommittedReports(Quote quote) {
    Matcher m = quote.around().matcher(quote.text());
    if (!m.find()) {
      fail(
          quote.file()
              + " no longer quotes "
              + quote.what()
              + " where this test looks for it (/"
              + quote.around()
              + "/): quote the committed report's "
              + String.join(", ", quote.expected())
              + " ("
              + quote.source()
              + "), or remove the figure and this check");
    }
    List<String> quoted = IntStream.rangeClosed(1, m.groupCount()).mapToObj(m::group).toList();
    if (!quoted.equals(quote.expected())) {
      fail(
          quote.file()
              + " quotes "
              + quote.what()
              + " as \""
              + String.join(", ", quoted)
              + "\", but the committed report's is \""
              + String.join(", ", quote.expected())
              + "\" ("
              + quote.source()
              + ")");
    }
  }

  /**
   * A cell that did not measure records the run's {@code serbench.objects}, not its data set's
   * batch, so the index reads the batch from a measured cell.
   */
  @Test
  void theIndexGivesEachDataSetTheBatchItsMeasuredCellsHad() {
    Map<String, String> descriptions = new LinkedHashMap<>();
    DataSets.all().forEach(d -> descriptions.put(d.name(), d.description()));
    StringBuilder out = new StringBuilder();
    DataSetIndex.render(out, descriptions, Committed.RESULTS);
    for (DataSet<?> d : DataSets.all()) {
      assertThat(out.toString())
          .as("the index's row of %s", d.name())
          .contains(
              "["
                  + d.name()
                  + "]("
                  + MarkdownReport.pageFile(d.name())
                  + ") | "
                  + batch(d.name())
                  + " |");
    }
  }

  /** docs/layout.md describes reports/ as it is: every file it names there exists. */
  @Test
  void layoutNamesOnlyFilesTheCommittedReportHas() {
    String layout = text(Path.of("docs/layout.md"));
    int start = layout.indexOf("reports/ the report") + "reports/".length();
    int end = layout.indexOf("docs/ these pages");
    assertThat(start).as("docs/layout.md's entry of reports/").isGreaterThan("reports/".length());
    Matcher name =
        Pattern.compile("([\\w-]+(?:\\.(?:md|json|csv|html)|/))[ ,;:)]")
            .matcher(layout.substring(start, end));
    List<String> missing = new ArrayList<>();
    int names = 0;
    while (name.find()) {
      names++;
      if (!Files.exists(REPORTS.resolve(name.group(1)))) {
        missing.add(name.group(1));
      }
    }
    assertThat(names).as("files named in docs/layout.md's entry of reports/").isGreaterThan(10);
    assertThat(missing).as("files docs/layout.md names in reports/ that do not exist").isEmpty();
  }

  private static Quote quote(
      String file, String what, String around, List<String> expected, String source) {
    return new Quote(file, what, text(Path.of(file)), Pattern.compile(around), expected, source);
  }

  private static String text(Path file) {
    try {
      return Files.readString(file).replaceAll("\\s+", " ");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Properties properties(Path file) {
    Properties p = new Properties();
    try (Reader in = Files.newBufferedReader(file)) {
      p.load(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return p;
  }

  private static String find(String text, String pattern) {
    Matcher m = Pattern.compile(pattern).matcher(text);
    assertThat(m.find()).as("/%s/ in the committed report", pattern).isTrue();
    return m.group(1);
  }

  private static int parts() {
    return Integer.parseInt(Committed.RUN.getProperty("parts", "1"));
  }

  private static long partSeconds(int part) {
    return Long.parseLong(Committed.RUN.getProperty("part." + part + ".wallSeconds"));
  }

  /**
   * The run's wall time as its Environment states it: the parts' sum, or for a run of one part from
   * its start to the end of its last result (the harness floor's aside).
   */
  private static long wallSeconds() {
    if (Committed.RUN.getProperty("parts") == null) {
      Instant started = Instant.parse(Committed.RUN.getProperty("runStarted"));
      Instant last =
          Committed.RESULTS.stream()
              .filter(r -> !r.codec().equals(HarnessFloor.NAME))
              .map(Result::finished)
              .max(Comparator.naturalOrder())
              .orElseThrow();
      return Duration.between(started, last).toSeconds();
    }
    return IntStream.rangeClosed(1, parts()).mapToLong(QuotedFiguresTest::partSeconds).sum();
  }

  private static long codecs() {
    return Committed.RESULTS.stream().map(Result::codec).distinct().count();
  }

  private static long dataSets() {
    return Committed.RESULTS.stream().map(Result::dataSet).distinct().count();
  }

  private static Result cell(String codec, String dataSet) {
    return Committed.OK.stream()
        .filter(r -> r.codec().equals(codec) && r.dataSet().equals(dataSet))
        .findFirst()
        .orElseThrow(() -> new AssertionError(codec + " on " + dataSet + " did not measure"));
  }

  /** A data set's size in JSON, per object, to two digits, as the docs quote it. */
  private static String json(String dataSet) {
    Result r = cell(JSON, dataSet);
    return twoDigits((double) r.size().bytes() / r.objects());
  }

  static String twoDigits(double bytes) {
    String unit = bytes >= 1e6 ? "MB" : bytes >= 1e3 ? "KB" : "B";
    double scaled = bytes / (bytes >= 1e6 ? 1e6 : bytes >= 1e3 ? 1e3 : 1);
    return new BigDecimal(scaled).round(new MathContext(2)).toPlainString() + " " + unit;
  }

  /** The objects of a batch of a data set, as its measured cells had them. */
  private static String batch(String dataSet) {
    return Format.integer(
        Committed.OK.stream()
            .filter(r -> r.dataSet().equals(dataSet))
            .mapToInt(Result::objects)
            .max()
            .orElseThrow());
  }

  private static String word(int n) {
    return n < WORDS.length ? WORDS[n] : Integer.toString(n);
  }

  /** The harness floor's lowest and highest phase, ns per object to one decimal. */
  private static String floor() {
    double[] means =
        Arrays.stream(Metric.values())
            .filter(m -> m.kind() == Metric.Kind.TIME)
            .filter(m -> m != Metric.ENCODE && m != Metric.TOTAL)
            .mapToDouble(m -> Summary.of(m.samples(Committed.FLOOR)).mean())
            .toArray();
    return Format.decimals(Arrays.stream(means).min().orElseThrow(), 1)
        + " to "
        + Format.decimals(Arrays.stream(means).max().orElseThrow(), 1);
  }

  private static Summary calibration() {
    return Summary.of(
        Committed.OK.stream().mapToDouble(Result::calibrationNs).filter(v -> v > 0).toArray());
  }

  private static String calibrationCv() {
    return Format.percent(calibration().coefficientOfVariation());
  }

  /** The interval level of results.csv's bounds, {@code ci95Low}. */
  private static String intervalLevel() {
    String header;
    try (Stream<String> lines = Files.lines(REPORTS.resolve("results.csv"))) {
      header = lines.findFirst().orElseThrow();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return find(header, "ci(\\d+)Low") + "%";
  }

  /** The cross-check's median calibration, its ratio to the report's, and the report's commit. */
  private static List<String> jmhCalibration(String page) {
    double report = Double.parseDouble(find(page, "median ([\\d.]+) ms in the report's run"));
    double crossCheck = Double.parseDouble(find(page, "and ([\\d.]+) ms in serbench's JVMs"));
    return List.of(
        Format.decimals(crossCheck, 1),
        Format.decimals(crossCheck / report, 1),
        find(page, "\\| Git commit \\| \\w+ \\| (\\w{7})"));
  }

  /** The median and 90th percentile change of the pair of runs under a heading. */
  private static List<String> repeatability(String page, String heading) {
    int at = page.indexOf(heading);
    assertThat(at).as("%s in reports/repeatability.md", heading).isNotNegative();
    Matcher m =
        Pattern.compile("\\*\\*Measured: median change (\\S+%), 90th percentile (\\S+%),")
            .matcher(page);
    assertThat(m.find(at)).as("the Measured line after %s", heading).isTrue();
    return List.of(m.group(1), m.group(2));
  }

  private static long safetyCodecs() {
    try (Stream<Path> files = Files.list(RESULT_FILES.resolve("safety"))) {
      return files.filter(f -> f.toString().endsWith(".safety.tsv")).count();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The baseline's files that keep one run, and all its files. */
  private static List<String> baselineOfOneRun() {
    List<Path> files;
    try (Stream<Path> list = Files.list(Path.of("src/test/resources/baseline"))) {
      files = list.filter(f -> f.toString().endsWith(ResultFile.SUFFIX)).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    long one =
        files.stream().filter(f -> "1".equals(properties(f).getProperty("baseline.runs"))).count();
    return List.of(Long.toString(one), Integer.toString(files.size()));
  }
}
