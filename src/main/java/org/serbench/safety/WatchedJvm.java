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

  /** Starts one JVM of the cells of the files given, which still miss outcomes. */
  @FunctionalInterface
  public interface StartFor {
    Ended run(List<Cells> left) throws IOException, InterruptedException;
  }

  /** A file of outcomes and the cells it must come to hold. */
  public record Cells(Path file, List<Matrices.Cell> cells) {}

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
    untilEveryCell(List.of(new Cells(file, cells)), left -> start.run());
  }

  /**
   * {@link #untilEveryCell(Path, List, Start)} for the cells of several files that JVMs run one
   * file after the other: each JVM is given the files that still miss cells, in their order. The
   * cell a JVM ended in gets {@code crash} or {@code hang}; a JVM that ended before it began any
   * cell leaves every cell of the first file given to it {@code crash}, and the next JVM goes on
   * with the files after it.
   */
  public static void untilEveryCell(List<Cells> files, StartFor start)
      throws IOException, InterruptedException {
    int cellCount = files.stream().mapToInt(f -> f.cells().size()).sum();
    // Each JVM finishes at least one cell, or this loop records some: it ends.
    for (int jvm = 0; jvm <= cellCount; jvm++) {
      List<Cells> left = new ArrayList<>();
      int missingBefore = 0;
      for (Cells f : files) {
        List<Matrices.Cell> missing = missing(f.file(), f.cells());
        if (!missing.isEmpty()) {
          left.add(f);
          missingBefore += missing.size();
        }
      }
      if (left.isEmpty()) {
        return;
      }
      Ended ended = start.run(List.copyOf(left));
      boolean recorded = false;
      int missingAfter = 0;
      for (Cells f : left) {
        Matrices.Cell running = running(SafetyFile.read(f.file()));
        if (running != null && !recorded) {
          SafetyFile.append(
              f.file(),
              running.matrix(),
              new SafetyOutcome(
                  running.probe(), ended.stopped() ? Keywords.HANG : Keywords.CRASH, ended.why()));
          recorded = true;
        }
        missingAfter += missing(f.file(), f.cells()).size();
      }
      if (!recorded && missingAfter == missingBefore) {
        Cells first = left.get(0);
        for (Matrices.Cell cell : missing(first.file(), first.cells())) {
          SafetyFile.append(
              first.file(),
              cell.matrix(),
              new SafetyOutcome(cell.probe(), Keywords.CRASH, ended.why()));
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
    return run(command, classPath, List.of(file), quietMillis, output);
  }

  /**
   * {@link #run(List, String, Path, long, Consumer)} for a JVM that appends to several files: it is
   * stopped once none of them has grown for {@code quietMillis}.
   */
  public static Ended run(
      List<String> command,
      String classPath,
      List<Path> files,
      long quietMillis,
      Consumer<String> output)
      throws IOException, InterruptedException {
    try (ChildJvm child =
        ChildJvm.start(command, classPath, output, LAST_LINES, "serbench-cell-output")) {
      Process process = child.process();
      boolean stopped = false;
      try {
        long size = size(files);
        long lastChange = System.currentTimeMillis();
        while (!process.waitFor(200, TimeUnit.MILLISECONDS)) {
          long now = size(files);
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

  private static long size(List<Path> files) throws IOException {
    long size = 0;
    for (Path file : files) {
      size += Files.size(file);
    }
    return size;
  }
}
