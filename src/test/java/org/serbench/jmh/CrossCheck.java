package org.serbench.jmh;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.serbench.codec.CodecSpec;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.engine.AtomicWrite;
import org.serbench.engine.Forks;
import org.serbench.engine.IsolatedRun;
import org.serbench.engine.Jvm;
import org.serbench.engine.Machine;
import org.serbench.engine.Metric;
import org.serbench.engine.Result;
import org.serbench.engine.Settings;
import org.serbench.engine.SettingsException;
import org.serbench.registry.CodecRegistry;
import org.serbench.report.Environment;
import org.serbench.report.JmhCrossCheck;
import org.serbench.report.JmhJson;

/**
 * Runs {@link CodecBenchmark} under JMH for each codec and data set, with serbench's own
 * measurement of the cell before and after it, writes JMH's JSON to {@code
 * reports/jmh/jmh-results.json}, serbench's to {@code reports/jmh/serbench-results.json} and the
 * "Checked against JMH" page beside them ({@code ./mvnw -Pjmh verify}).
 *
 * <p>serbench's side is measured here rather than taken from the report, because the report's run
 * lies hours away: on a 2-core VM a fixed workload's time moves by 10% between the JVMs of one run,
 * and a ratio of two runs hours apart measures that drift as much as the harness. Measured just
 * before and just after JMH's forks, both sides centre on the same minutes. The report's numbers
 * are compared too, in a section of their own.
 *
 * <p>A codec runs in JMH forks with serbench's heap flags plus the flags its library needs, as its
 * measuring JVM has in a serbench run; that is why each codec is a run of its own.
 */
public final class CrossCheck {
  private static final Path PAGE = Path.of("reports").resolve(JmhCrossCheck.PAGE);
  private static final Path JMH_RESULTS = PAGE.resolveSibling("jmh-results.json");

  /** serbench's measurements of the cross-check's own cells, taken around JMH's. */
  private static final Path SERBENCH_PAIRED = PAGE.resolveSibling("serbench-results.json");

  /** The committed report's results, compared too: measured earlier, as a second opinion. */
  private static final Path SERBENCH_REPORT = Path.of("reports", "results.json");

  /** create, ser and decode: the most a codec runs (create only where serbench times it). */
  private static final int BENCHMARKS = 3;

  private CrossCheck() {}

  public static void main(String[] args) {
    try {
      run(CrossCheckSettings.from(System.getProperties()));
    } catch (SettingsException | IOException | RunnerException e) {
      System.err.println("JMH cross-check stopped: " + e.getMessage());
      System.exit(1);
    } catch (InterruptedException e) {
      System.err.println("JMH cross-check stopped: interrupted");
      System.exit(1);
    }
  }

  private static void run(CrossCheckSettings settings)
      throws IOException, RunnerException, InterruptedException {
    Settings serbench = serbenchSettings();
    System.out.printf(
        Locale.ROOT,
        "JMH cross-check: %s on %s. Each codec: serbench's cell (%d JVMs), then JMH (%d forks x"
            + " (%d + %d) iterations of %s per benchmark), then serbench's cell again: at most %.0f s"
            + " of JMH benchmarks, JVM starts, set-up and serbench aside%n",
        settings.codecs(),
        settings.dataSets(),
        serbench.forks(),
        settings.forks(),
        settings.warmup(),
        settings.iterations(),
        settings.time(),
        settings.seconds(BENCHMARKS));
    List<RunResult> jmh = new ArrayList<>();
    List<Result> paired = new ArrayList<>();
    String commit = Environment.gitCommit(Path.of("."));
    for (String codec : settings.codecs()) {
      CodecSpec spec = CodecRegistry.byName(codec);
      for (String name : settings.dataSets()) {
        DataSet<?> dataSet = DataSets.byName(name);
        // serbench before and after JMH: both sides centre on the same moment, so that a drift of
        // the machine's speed over the minutes of a codec moves them alike.
        Result before = serbenchCell(spec, dataSet, serbench);
        jmh.addAll(new Runner(options(settings, codec, name, timesCreate(before))).run());
        // Rewritten after every run: a run stopped half-way keeps what finished, and no reader
        // ever sees a half-written file.
        AtomicWrite.writeString(JMH_RESULTS, json(jmh));
        Result after = serbenchCell(spec, dataSet, serbench);
        paired.add(Forks.merge(List.of(before, after)));
        AtomicWrite.writeString(
            SERBENCH_PAIRED, JmhJson.render(paired, commit, serbench.runStarted()));
      }
    }
    JmhCrossCheck.write(JMH_RESULTS, SERBENCH_PAIRED, SERBENCH_REPORT, PAGE);
    System.out.println("JMH results: " + JMH_RESULTS + "; page: " + PAGE);
  }

  /**
   * The settings of the full profile, as {@code ./mvnw test} measures with (the same forks,
   * batches, time limits and JVM flags), without the scaling runs: they come after the measured
   * batches and change nothing compared here. Each JVM first exchanges serialized messages over a
   * socket, as every JMH fork does with its host ({@code serbench.jmhLink}): without it, the JDK's
   * serialization runs compiled for other profiles on the two sides, and java-built-in's decode of
   * TestObject measured 0.87 to 0.94 of JMH's in every comparison.
   */
  private static Settings serbenchSettings() {
    Properties properties = new Properties();
    properties.putAll(System.getProperties());
    properties.setProperty(Settings.PREFIX + "scaling", "none");
    properties.setProperty(Settings.PREFIX + "jmhLink", "true");
    return Settings.from(properties);
  }

  /** One serbench measurement of a cell in its fresh JVMs, as the benchmark tests make it. */
  private static Result serbenchCell(CodecSpec spec, DataSet<?> dataSet, Settings settings)
      throws IOException, InterruptedException {
    Result cell =
        IsolatedRun.measure(spec, List.of(dataSet), settings, line -> {}, r -> {})
            .get(dataSet.name());
    if (cell.status() != Result.Status.OK) {
      throw new IOException(
          "serbench could not measure "
              + cell.key()
              + " ("
              + cell.status()
              + " at "
              + cell.step()
              + "): "
              + cell.message());
    }
    System.out.printf(
        Locale.ROOT,
        "serbench %s: create %.1f, ser %.1f, decode %.1f ns/object in %d JVMs%n",
        cell.key(),
        mean(Metric.CREATE, cell),
        mean(Metric.SER, cell),
        mean(Metric.DECODE, cell),
        cell.forks().size());
    return cell;
  }

  /** Whether serbench times the cell's create: a POJO binding's is the identity, left untimed. */
  private static boolean timesCreate(Result cell) {
    return mean(Metric.CREATE, cell) > 0;
  }

  private static double mean(Metric metric, Result cell) {
    return Arrays.stream(metric.samples(cell)).average().orElse(0);
  }

  private static Options options(
      CrossCheckSettings settings, String codec, String dataSet, boolean create) {
    List<String> flags = new ArrayList<>(List.of(Settings.DEFAULT_JVM_ARGS.split("\\s+")));
    flags.addAll(CodecRegistry.byName(codec).jvmArgs());
    // Recorded in JMH's results, so that the page compares only runs of one machine.
    flags.add(JmhCrossCheck.MACHINE_FLAG + Machine.key());
    return new OptionsBuilder()
        .include(
            "^"
                + Pattern.quote(CodecBenchmark.class.getName())
                + (create ? "\\." : "\\.(ser|decode)$"))
        .param("codec", codec)
        .param("dataSet", dataSet)
        .operationsPerInvocation(DataSets.byName(dataSet).objectsPerBatch(CodecBenchmark.BATCH))
        .mode(Mode.AverageTime)
        .timeUnit(TimeUnit.NANOSECONDS)
        .forks(settings.forks())
        .warmupIterations(settings.warmup())
        .warmupTime(settings.time())
        .measurementIterations(settings.iterations())
        .measurementTime(settings.time())
        .jvmArgs(flags.toArray(String[]::new))
        .shouldFailOnError(true)
        .build();
  }

  private static String json(Collection<RunResult> results) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    ResultFormatFactory.getInstance(ResultFormatType.JSON, out).writeOut(results);
    out.flush();
    // JMH records the path of its forks' java, a directory of the machine that ran them; the file
    // names the JVM instead, as serbench's results do (the forks run this JVM's java).
    return bytes
        .toString(StandardCharsets.UTF_8)
        .replaceAll(
            "\"jvm\" : \"[^\"]*\"",
            Matcher.quoteReplacement("\"jvm\" : \"" + Jvm.description() + "\""));
  }
}
