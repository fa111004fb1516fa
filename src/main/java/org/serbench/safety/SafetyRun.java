package org.serbench.safety;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.serbench.codec.CodecSpec;
import org.serbench.engine.ChildJvm;
import org.serbench.engine.Settings;

/**
 * Runs a codec's safety matrices in JVMs of its own ({@link SafetyMain}), with the measuring JVMs'
 * flags and the codec's (less touching the heap at start: {@link #flags}), so each cell meets the
 * heap the benchmark measures with, and reads its result file back.
 *
 * <p>The suite must never hang or die on one codec: when a JVM ends before its last cell, the cell
 * it was in gets {@code crash} (its exit code and last output), or {@code hang} if this JVM stopped
 * it for making no progress, and a fresh JVM runs the cells after it. Every JVM started holds its
 * standard input from this one and halts when it closes, and a shutdown hook destroys any still
 * running ({@link ChildJvm}), so a stopped run leaves no process behind.
 */
public final class SafetyRun {
  private SafetyRun() {}

  /**
   * Runs every cell of a codec's matrices (all probes or the quick sample, as the settings say) and
   * returns its results; its file is in {@link SafetyFile#of} of the run's results directory.
   *
   * @param output receives each line the codec's JVMs print
   */
  public static SafetyFile.Results run(CodecSpec spec, Settings settings, Consumer<String> output)
      throws IOException, InterruptedException {
    Path file = SafetyFile.of(settings.runResultsDir(), spec.name());
    SafetyFile.create(file, spec.name());
    WatchedJvm.untilEveryCell(
        file,
        Matrices.cells(settings.safetyAllProbes()),
        () -> runJvm(spec, settings, file, output));
    return SafetyFile.finished(SafetyFile.read(file));
  }

  /**
   * The flags of a codec's safety JVM: the measuring JVMs' without touching the heap at start
   * ({@link Settings#untimedJvmArgs()}), and the codec's. No cell is timed, and touching 2 GB took
   * 4.3 to 4.7 s of each JVM's start on the project's VM (0.2 s untouched), most of what a codec's
   * sample of probes cost.
   */
  static List<String> flags(CodecSpec spec, Settings settings) {
    List<String> flags = new ArrayList<>(settings.untimedJvmArgs());
    flags.addAll(spec.jvmArgs());
    return flags;
  }

  private static WatchedJvm.Ended runJvm(
      CodecSpec spec, Settings settings, Path file, Consumer<String> output)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(settings.javaHomes().get(0).resolve("bin").resolve("java").toString());
    command.addAll(flags(spec, settings));
    command.add(SafetyMain.class.getName());
    command.add(spec.name());
    command.add(file.toAbsolutePath().toString());
    command.add(settings.safetyAllProbes() ? "all" : "sample");
    command.add(Double.toString(settings.safetySeconds()));
    command.add(Long.toString(settings.seed()));
    // The JVM's own watchdog ends a slow cell; this one steps in only if that fails (a JVM too
    // busy collecting garbage to run it): no line for twice the limit and a minute.
    long quiet = (long) (settings.safetySeconds() * 2 * 1000) + 60_000;
    return WatchedJvm.run(command, ChildJvm.classPath(), file, quiet, output);
  }
}
