package org.serbench.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.serbench.codec.CodecSpec;
import org.serbench.data.DataSet;

/**
 * Runs a codec's measurements in a fresh JVM and reads their result files back.
 *
 * <p>Every codec gets a JVM of its own (JMH sample 12, forking): the JIT profiles call sites with
 * the classes it has seen, so a second library, or a second variant of the same one, measured in a
 * JVM already warmed by the first would run on code shaped for the other. Its data sets share the
 * JVM, one after the other in registry order, as an application's types share its serializer; the
 * first of them finds the JVM fresh and gives the cold-start figures. Its flags are fixed by {@code
 * serbench.jvmArgs}, the heap above all, and recorded in the results.
 */
public final class IsolatedRun {
  /** The isolation recorded for a measurement in its own JVM. */
  public static final String FORKED = "forked JVM";

  /** The isolation recorded for a measurement in the calling JVM ({@code serbench.fork=false}). */
  public static final String IN_PROCESS = "in-process (not isolated)";

  private static final int LAST_LINES = 40;

  private IsolatedRun() {}

  /**
   * Measures a codec on data sets in a new JVM, or in this one when forking is off, and stores the
   * result files in the run's results directory.
   *
   * @param output receives each line the measuring JVM prints
   * @return the results by data set name, in the order of {@code dataSets}
   */
  public static Map<String, Result> measure(
      CodecSpec spec, List<DataSet<?>> dataSets, Settings settings, Consumer<String> output)
      throws IOException, InterruptedException {
    Path dir = settings.runResultsDir();
    Files.createDirectories(dir);
    Map<String, Result> results = new LinkedHashMap<>();
    if (!settings.fork()) {
      List<Result> measured = new ArrayList<>();
      Measurement.runAll(spec, dataSets, settings, IN_PROCESS, measured::add);
      for (Result result : measured) {
        ResultFile.write(result, dir.resolve(ResultFile.fileName(spec.name(), result.dataSet())));
        results.put(result.dataSet(), result);
      }
      return results;
    }
    for (DataSet<?> dataSet : dataSets) {
      Files.deleteIfExists(dir.resolve(ResultFile.fileName(spec.name(), dataSet.name())));
    }
    List<String> flags = new ArrayList<>(settings.jvmArgs());
    flags.addAll(spec.jvmArgs());
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(flags);
    command.addAll(settings.forkedProperties());
    command.add(ForkMain.class.getName());
    command.add(spec.name());
    command.add(dir.toString());
    dataSets.forEach(d -> command.add(d.name()));
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    // The class path goes through the environment: no command-line length limit to meet.
    builder.environment().put("CLASSPATH", System.getProperty("java.class.path"));
    Instant started = Instant.now();
    Process process = builder.start();
    process.getOutputStream().close();
    Deque<String> last = new ArrayDeque<>();
    Thread pump =
        new Thread(
            () -> {
              try (BufferedReader in =
                  new BufferedReader(
                      new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = in.readLine()) != null; ) {
                  output.accept(line);
                  synchronized (last) {
                    last.addLast(line);
                    if (last.size() > LAST_LINES) {
                      last.removeFirst();
                    }
                  }
                }
              } catch (IOException ignored) {
                // The process ended; its exit code tells the rest.
              }
            },
            "serbench-fork-output");
    pump.setDaemon(true);
    pump.start();
    boolean ended = process.waitFor(settings.timeoutMinutes(), TimeUnit.MINUTES);
    if (!ended) {
      process.destroyForcibly().waitFor();
    }
    pump.join(TimeUnit.SECONDS.toMillis(10));
    String why =
        ended
            ? "the measuring JVM exited with code " + process.exitValue() + " before this result"
            : "the measuring JVM did not finish within "
                + settings.timeoutMinutes()
                + " minutes (-Dserbench.timeoutMinutes) and was stopped";
    String tail;
    synchronized (last) {
      tail = String.join("\n", last);
    }
    for (DataSet<?> dataSet : dataSets) {
      Path file = dir.resolve(ResultFile.fileName(spec.name(), dataSet.name()));
      if (Files.exists(file)) {
        results.put(dataSet.name(), ResultFile.read(file));
        continue;
      }
      Result failed =
          Result.failed(
              spec.name(),
              dataSet.name(),
              Result.Status.FAILED,
              "",
              why + (tail.isEmpty() ? "" : "; its last output:\n" + tail),
              spec.configuration(),
              Jvm.versions(spec.artifacts()),
              settings,
              FORKED,
              started,
              flags);
      ResultFile.write(failed, file);
      results.put(dataSet.name(), failed);
    }
    return results;
  }
}
