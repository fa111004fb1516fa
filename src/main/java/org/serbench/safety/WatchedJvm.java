package org.serbench.safety;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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

  private WatchedJvm() {}

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
