package org.serbench.jmh;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.serbench.data.DataSets;
import org.serbench.engine.AtomicWrite;
import org.serbench.engine.Machine;
import org.serbench.engine.Settings;
import org.serbench.engine.SettingsException;
import org.serbench.registry.CodecRegistry;
import org.serbench.report.JmhCrossCheck;

/**
 * Runs {@link CodecBenchmark} under JMH for each codec and data set, writes JMH's JSON to {@code
 * reports/jmh/jmh-results.json} and the "Checked against JMH" page beside it ({@code ./mvnw -Pjmh
 * verify}).
 *
 * <p>A codec runs in JMH forks with serbench's heap flags plus the flags its library needs, as its
 * measuring JVM has in a serbench run; that is why each codec is a run of its own.
 */
public final class CrossCheck {
  private static final Path PAGE = Path.of("reports").resolve(JmhCrossCheck.PAGE);
  private static final Path JMH_RESULTS = PAGE.resolveSibling("jmh-results.json");
  private static final Path SERBENCH_RESULTS = Path.of("reports", "results.json");
  private static final int BENCHMARKS = 3;

  private CrossCheck() {}

  public static void main(String[] args) {
    try {
      run(CrossCheckSettings.from(System.getProperties()));
    } catch (SettingsException | IOException | RunnerException e) {
      System.err.println("JMH cross-check stopped: " + e.getMessage());
      System.exit(1);
    }
  }

  private static void run(CrossCheckSettings settings) throws IOException, RunnerException {
    System.out.printf(
        Locale.ROOT,
        "JMH cross-check: %s on %s, %d forks x (%d + %d) iterations of %s: about %.0f s of"
            + " benchmarks, JVM starts and set-up aside%n",
        settings.codecs(),
        settings.dataSets(),
        settings.forks(),
        settings.warmup(),
        settings.iterations(),
        settings.time(),
        settings.seconds(BENCHMARKS));
    List<RunResult> results = new ArrayList<>();
    for (String codec : settings.codecs()) {
      for (String dataSet : settings.dataSets()) {
        results.addAll(new Runner(options(settings, codec, dataSet)).run());
        // Rewritten after every run: a run stopped half-way keeps what finished, and no reader
        // ever sees a half-written file.
        AtomicWrite.writeString(JMH_RESULTS, json(results));
      }
    }
    JmhCrossCheck.write(JMH_RESULTS, SERBENCH_RESULTS, PAGE);
    System.out.println("JMH results: " + JMH_RESULTS + "; page: " + PAGE);
  }

  private static Options options(CrossCheckSettings settings, String codec, String dataSet) {
    List<String> flags = new ArrayList<>(List.of(Settings.DEFAULT_JVM_ARGS.split("\\s+")));
    flags.addAll(CodecRegistry.byName(codec).jvmArgs());
    // Recorded in JMH's results, so that the page compares only runs of one machine.
    flags.add(JmhCrossCheck.MACHINE_FLAG + Machine.key());
    return new OptionsBuilder()
        .include("^" + Pattern.quote(CodecBenchmark.class.getName()) + "\\.")
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
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
