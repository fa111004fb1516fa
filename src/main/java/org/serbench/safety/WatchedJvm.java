package org.serbench.safety;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.serbench.engine.ChildJvm;

/**
 * A JVM that runs cells one after the other and appends each outcome to a file: it runs to its end,
 * unless the file stops growing for longer than a cell may take, and then it is stopped. The safety
 * matrices and the evolution matrix run their cells in such JVMs.
 */
public final class WatchedJvm {
  private static final int LAST_LINES = 20;

  /**
   * How a JVM ended.
   *
   * @param stopped whether this JVM stopped it for making no progress
   * @param why what ended it, with its last lines of output, at most 1,000 characters
   */
  public record Ended(boolean stopped, String why) {}

  /** Starts one JVM of a row's cells and waits for its end. */
  @FunctionalInterface
  public interface Start {
    Ended run() throws IOException, InterruptedException;
  }

  private WatchedJvm() {}

  /**
   * Starts JVMs until every cell has an outcome in {@code file}: when a JVM ends before its last
   * cell, the cell it was in gets {@code crash} (its exit code and last output), or {@code hang} if
   * it was stopped for making no progress, and a fresh JVM runs the cells after it. A JVM that ends
   * before its first cell began would fare no better in another: every cell left gets {@code
   * crash}.
   */
  public static void untilEveryCell(Path file, List<Matrices.Cell> cells, Start start)
      throws IOException, InterruptedException {
    // Each JVM finishes at least one cell, or this loop records the rest: it ends.
    for (int jvm = 0; jvm <= cells.size(); jvm++) {
      List<Matrices.Cell> missing = missing(file, cells);
      if (missing.isEmpty()) {
        return;
      }
      Ended ended = start.run();
      Matrices.Cell running = running(SafetyFile.read(file));
      if (running != null) {
        SafetyFile.append(
            file,
            running.matrix(),
            new SafetyOutcome(
                running.probe(), ended.stopped() ? Keywords.HANG : Keywords.CRASH, ended.why()));
      } else if (missing(file, cells).size() == missing.size()) {
        for (Matrices.Cell cell : missing) {
          SafetyFile.append(
              file, cell.matrix(), new SafetyOutcome(cell.probe(), Keywords.CRASH, ended.why()));
        }
      }
    }
  }

  private static List<Matrices.Cell> missing(Path file, List<Matrices.Cell> cells)
      throws IOException {
    SafetyFile.Results results = SafetyFile.read(file);
    List<Matrices.Cell> missing = new ArrayList<>();
    for (Matrices.Cell cell : cells) {
      boolean finished =
          results.matrix(cell.matrix()).stream()
              .anyMatch(
                  o -> o.probe().equals(cell.probe()) && !o.outcome().equals(Keywords.RUNNING));
      if (!finished) {
        missing.add(cell);
      }
    }
    return missing;
  }

  /** The cell a JVM was in when it ended, or null. */
  private static Matrices.Cell running(SafetyFile.Results results) {
    for (var matrix : results.matrices().entrySet()) {
      for (SafetyOutcome o : matrix.getValue()) {
        if (o.outcome().equals(Keywords.RUNNING)) {
          return new Matrices.Cell(matrix.getKey(), o.probe());
        }
      }
    }
    return null;
  }

  /**
   * Runs {@code command} to its end, or stops it once {@code file} has not grown for {@code
   * quietMillis}.
   *
   * @param classPath the child's class path
   * @param output receives each line the JVM prints
   */
  public static Ended run(
      List<String> command, String classPath, Path file, long quietMillis, Consumer<String> output)
      throws IOException, InterruptedException {
    try (ChildJvm child =
        ChildJvm.start(command, classPath, output, LAST_LINES, "serbench-cell-output")) {
      Process process = child.process();
      boolean stopped = false;
      try {
        long size = Files.size(file);
        long lastChange = System.currentTimeMillis();
        while (!process.waitFor(200, TimeUnit.MILLISECONDS)) {
          long now = Files.size(file);
          if (now != size) {
            size = now;
            lastChange = System.currentTimeMillis();
          } else if (System.currentTimeMillis() - lastChange > quietMillis) {
            stopped = true;
            process.destroyForcibly().waitFor();
            break;
          }
        }
      } finally {
        child.close();
      }
      String tail = child.tail(" / ");
      String why =
          stopped
              ? String.format(
                  Locale.ROOT,
                  "no result within %d s: the JVM was stopped; its last output: %s",
                  quietMillis / 1000,
                  tail)
              : "the JVM exited with code " + process.exitValue() + "; its last output: " + tail;
      return new Ended(stopped, why.length() > 1000 ? why.substring(0, 1000) + " ..." : why);
    }
  }
}
