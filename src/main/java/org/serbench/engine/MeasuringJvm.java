package org.serbench.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import org.serbench.codec.CodecSpec;
import org.serbench.data.DataSet;
import org.serbench.registry.CodecMethods;

/**
 * One measuring JVM ({@link ForkMain}) as its parent sees it: started, told to go, awaited until it
 * has measured, its result files read back, and ended.
 *
 * <p>Starting and going are apart so that a run can start a JVM while the one before it writes its
 * results and exits: the new JVM creates its heap, pre-touches it and loads serbench meanwhile, and
 * measures nothing until {@link #go()}, which its parent calls only once the JVM before is gone. In
 * a full run on the project's 2-core VM, one JVM's result and the next one's start were 1.08 s
 * apart before (the median of 1,006 JVMs) and 0.67 s with the overlap (of 942 within a codec's
 * turn): the run took 82 minutes instead of 88.
 */
final class MeasuringJvm implements AutoCloseable {
  private static final int LAST_LINES = 40;

  /** How long a JVM that has measured may take to exit before it is stopped. */
  private static final long EXIT_SECONDS = 60;

  private final CodecSpec spec;
  private final List<DataSet<?>> dataSets;
  private final ForkPlan fork;
  private final Settings settings;
  private final Path dir;
  private final List<String> flags;
  private final Instant started;
  private final CompletableFuture<Void> measured = new CompletableFuture<>();
  private final ChildJvm child;

  /**
   * Starts a JVM that will measure {@code spec} on {@code dataSets} in {@code javaHome}'s {@code
   * java}, writing its result files to {@code dir}; it waits for {@link #go()}.
   */
  MeasuringJvm(
      CodecSpec spec,
      List<DataSet<?>> dataSets,
      ForkPlan fork,
      Settings settings,
      Path javaHome,
      Path dir,
      Consumer<String> output)
      throws IOException {
    this(spec, dataSets, fork, settings, javaHome, ChildJvm.classPath(), dir, output);
  }

  /** As the constructor above, on {@code classPath} instead of this JVM's (a variant's). */
  MeasuringJvm(
      CodecSpec spec,
      List<DataSet<?>> dataSets,
      ForkPlan fork,
      Settings settings,
      Path javaHome,
      String classPath,
      Path dir,
      Consumer<String> output)
      throws IOException {
    this.spec = spec;
    this.dataSets = List.copyOf(dataSets);
    this.fork = fork;
    this.settings = settings;
    this.dir = dir;
    for (DataSet<?> dataSet : dataSets) {
      Files.deleteIfExists(resultFile(dataSet));
    }
    boolean own = dataSets.stream().anyMatch(DataSet::own);
    flags = new ArrayList<>(own ? settings.ownDataJvmArgs() : settings.jvmArgs());
    flags.addAll(spec.jvmArgs());
    List<String> command = new ArrayList<>();
    command.add(javaHome.resolve("bin").resolve("java").toString());
    command.addAll(flags);
    command.addAll(settings.forkedProperties(own));
    command.add(ForkMain.class.getName());
    command.add(CodecMethods.reference(spec));
    command.add(dir.toString());
    command.add(Integer.toString(fork.index()));
    command.add(Integer.toString(fork.count()));
    dataSets.forEach(d -> command.add(d.reference()));
    started = Instant.now();
    child =
        ChildJvm.start(
            command,
            classPath,
            line -> {
              if (line.equals(ForkMain.MEASURED)) {
                measured.complete(null);
              } else {
                output.accept(line);
              }
            },
            LAST_LINES,
            "serbench-fork-output");
  }

  /** Lets it measure. */
  void go() {
    child.go();
  }

  /**
   * Waits until it has measured (its result files are then written) or ended, and reads the result
   * of each data set back; a data set without a result file gets a failure that says why, with the
   * JVM's last lines. A JVM past {@code serbench.timeoutMinutes} is stopped.
   */
  Map<String, Result> awaitResults() throws IOException, InterruptedException {
    Process process = child.process();
    boolean inTime = true;
    try {
      CompletableFuture.anyOf(measured, process.onExit())
          .get(settings.timeoutMinutes(), TimeUnit.MINUTES);
    } catch (TimeoutException e) {
      inTime = false;
      process.destroyForcibly().waitFor();
    } catch (ExecutionException e) {
      throw new IllegalStateException("neither future fails", e);
    }
    if (!measured.isDone()) {
      child.close(); // it ended: its last lines are read before they are quoted
    }
    String why;
    if (!inTime) {
      why =
          "the measuring JVM did not finish within "
              + settings.timeoutMinutes()
              + " minutes (-Dserbench.timeoutMinutes) and was stopped";
    } else if (measured.isDone()) {
      why = "the measuring JVM wrote no result for it";
    } else {
      why = "the measuring JVM exited with code " + process.exitValue() + " before this result";
    }
    String tail = child.tail("\n");
    Map<String, Result> results = new LinkedHashMap<>();
    for (DataSet<?> dataSet : dataSets) {
      Path file = resultFile(dataSet);
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
              IsolatedRun.FORKED,
              started,
              flags);
      ResultFile.write(failed, file);
      results.put(dataSet.name(), failed);
    }
    return results;
  }

  /** Waits for it to exit, stopping it if that takes over a minute, and releases it. */
  void end() throws IOException, InterruptedException {
    try {
      if (!child.process().waitFor(EXIT_SECONDS, TimeUnit.SECONDS)) {
        child.process().destroyForcibly().waitFor();
      }
    } finally {
      child.close();
    }
  }

  /** Stops it if it still runs: a JVM started for a measurement that will not happen. */
  @Override
  public void close() throws IOException {
    child.close();
  }

  private Path resultFile(DataSet<?> dataSet) {
    return dir.resolve(ResultFile.forkFileName(spec.name(), dataSet.name(), fork));
  }
}
