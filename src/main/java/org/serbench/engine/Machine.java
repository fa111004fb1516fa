package org.serbench.engine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** What a result records of the machine it was measured on. */
public final class Machine {
  private Machine() {}

  /** The CPU model, from {@code /proc/cpuinfo} where there is one. */
  public static String cpuModel() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"), StandardCharsets.UTF_8)) {
        if (line.startsWith("model name")) {
          return line.substring(line.indexOf(':') + 1).trim();
        }
      }
    } catch (IOException | RuntimeException e) {
      // Not Linux: fall through to the architecture.
    }
    return System.getProperty("os.arch") + " (model not available)";
  }

  /** CPU model and processor count: baselines from a different key came from another machine. */
  public static String key() {
    return cpuModel() + ", " + Runtime.getRuntime().availableProcessors() + " cores";
  }
}
