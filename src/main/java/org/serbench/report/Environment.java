package org.serbench.report;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.TimeUnit;

/**
 * The machine and the run, as the report's first section shows them. The measuring JVM's own
 * description and flags come with each result.
 *
 * @param runStarted when the run started
 * @param wallTime from the start of the run to the end of its last measurement
 * @param profile the settings profile ({@code full} or {@code quick})
 * @param gitCommit the commit measured, with a note when the working tree had other changes
 * @param os operating system name, version and architecture
 * @param cpu CPU model
 * @param cores processors available to the JVM
 * @param memoryBytes physical memory, or -1 where unknown
 * @param gate what the regression gate did in this run
 * @param spread where a cell's later JVMs ran: {@code run} in a second pass after every codec's
 *     first JVMs, {@code codec} in their codec's turn, or empty where the run did not record it
 */
public record Environment(
    Instant runStarted,
    Duration wallTime,
    String profile,
    String gitCommit,
    String os,
    String cpu,
    int cores,
    long memoryBytes,
    String gate,
    String spread) {

  /** Reads this machine's description around the run's own facts. */
  public static Environment capture(
      Instant runStarted,
      Duration wallTime,
      String profile,
      String gitCommit,
      String gate,
      String spread) {
    return new Environment(
        runStarted,
        wallTime,
        profile,
        gitCommit,
        System.getProperty("os.name")
            + " "
            + System.getProperty("os.version")
            + " "
            + System.getProperty("os.arch"),
        org.serbench.engine.Machine.cpuModel(),
        Runtime.getRuntime().availableProcessors(),
        memory(),
        gate,
        spread);
  }

  /** Adds this machine's description to a run's record, which the report reads it from. */
  static void recordMachine(java.util.Properties run) {
    Environment here = capture(Instant.EPOCH, Duration.ZERO, "", "", "", "");
    run.setProperty("os", here.os());
    run.setProperty("cpu", here.cpu());
    run.setProperty("cores", Integer.toString(here.cores()));
    run.setProperty("memoryBytes", Long.toString(here.memoryBytes()));
  }

  /**
   * The environment of a recorded run: the machine as the record describes it, so that a report
   * rendered again elsewhere from kept results names the machine that measured; a record from
   * before the machine was recorded gets this machine's description.
   */
  static Environment of(java.util.Properties run, Duration wallTime) {
    Environment env =
        capture(
            Instant.parse(run.getProperty("runStarted")),
            wallTime,
            run.getProperty("profile"),
            run.getProperty("gitCommit"),
            run.getProperty("gate", "not recorded"),
            run.getProperty("spread", ""));
    if (run.getProperty("os") == null) {
      return env;
    }
    return new Environment(
        env.runStarted(),
        wallTime,
        env.profile(),
        env.gitCommit(),
        run.getProperty("os"),
        run.getProperty("cpu"),
        Integer.parseInt(run.getProperty("cores")),
        Long.parseLong(run.getProperty("memoryBytes")),
        env.gate(),
        env.spread());
  }

  /**
   * The checked-out commit of {@code dir}, with a note when the working tree has changes; what a
   * run writes itself (the report, the baseline) does not count.
   */
  public static String gitCommit(Path dir) {
    String head = git(dir, "rev-parse", "--short=12", "HEAD");
    if (head == null || head.isEmpty()) {
      return "unknown (not a git checkout)";
    }
    String changes =
        git(
            dir,
            "status",
            "--porcelain",
            "--",
            ".",
            ":(exclude)reports",
            ":(exclude)src/test/resources/baseline");
    return changes == null || changes.isEmpty() ? head : head + " with uncommitted changes";
  }

  private static String git(Path dir, String... args) {
    try {
      Process p =
          new ProcessBuilder(
                  java.util.stream.Stream.concat(
                          java.util.stream.Stream.of("git"), java.util.Arrays.stream(args))
                      .toList())
              .directory(dir.toFile())
              .redirectErrorStream(true)
              .start();
      p.getOutputStream().close();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
      if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
        return null;
      }
      return out;
    } catch (IOException e) {
      return null;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
    }
  }

  private static long memory() {
    if (ManagementFactory.getOperatingSystemMXBean()
        instanceof com.sun.management.OperatingSystemMXBean os) {
      return os.getTotalMemorySize();
    }
    return -1;
  }
}
