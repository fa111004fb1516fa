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
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.serbench.codec.CodecSpec;
import org.serbench.data.DataSet;

/**
 * Runs one measurement in a fresh JVM and reads its result file back.
 *
 * <p>Every codec and data set gets a JVM of its own (JMH sample 12, forking): the JIT profiles call
 * sites with the classes it has seen, so a second library, or a second variant of the same one,
 * measured in a JVM already warmed by the first would run on code shaped for the other. A fresh JVM
 * also makes the cold-start figures real. Its flags are fixed by {@code serbench.jvmArgs}, the heap
 * above all, and recorded in the result.
 */
public final class IsolatedRun {
  /** The isolation recorded for a measurement in its own JVM. */
  public static final String FORKED = "forked JVM";

  /** The isolation recorded for a measurement in the calling JVM ({@code serbench.fork=false}). */
  public static final String IN_PROCESS = "in-process (not isolated)";

  private static final int LAST_LINES = 40;

  private IsolatedRun() {}

  /**
   * Measures a codec on a data set in a new JVM, or in this one when forking is off, and stores the
   * result file in the run's results directory.
   *
   * @param output receives each line the measuring JVM prints
   */
  public static Result measure(
      CodecSpec spec, DataSet<?> dataSet, Settings settings, Consumer<String> output)
      throws IOException, InterruptedException {
    Path file = settings.runResultsDir().resolve(ResultFile.fileName(spec.name(), dataSet.name()));
    Files.createDirectories(file.getParent());
    if (!settings.fork()) {
      Result result = Measurement.run(spec, dataSet, settings, IN_PROCESS);
      ResultFile.write(result, file);
      return result;
    }
    Files.deleteIfExists(file);
    List<String> flags = new ArrayList<>(settings.jvmArgs());
    flags.addAll(spec.jvmArgs());
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(flags);
    command.addAll(settings.forkedProperties());
    command.add(ForkMain.class.getName());
    command.add(spec.name());
    command.add(dataSet.name());
    command.add(file.toString());
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
    if (ended && process.exitValue() == 0 && Files.exists(file)) {
      return ResultFile.read(file);
    }
    String why =
        ended
            ? "the measuring JVM exited with code " + process.exitValue() + " and no result"
            : "the measuring JVM did not finish within "
                + settings.timeoutMinutes()
                + " minutes (-Dserbench.timeoutMinutes) and was stopped";
    String tail;
    synchronized (last) {
      tail = String.join("\n", last);
    }
    Result failed =
        Result.failed(
            spec.name(),
            dataSet.name(),
            Result.Status.FAILED,
            why + (tail.isEmpty() ? "" : "; its last output:\n" + tail),
            spec.configuration(),
            Jvm.versions(spec.artifacts()),
            settings,
            FORKED,
            started,
            flags);
    ResultFile.write(failed, file);
    return failed;
  }
}
