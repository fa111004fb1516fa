package org.serbench.report;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
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
 * @param parts the runs a run measured in parts was joined from ({@link RunParts}), earliest first;
 *     empty for a run measured whole
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
    String spread,
    List<Part> parts) {

  /**
   * One of the runs a report was joined from.
   *
   * @param started when it started
   * @param wallTime from its start to the end of its last measurement
   * @param dataSets the data sets it measured
   */
  public record Part(Instant started, Duration wallTime, List<String> dataSets) {}

  /** The part that measured a data set, numbered from 1, or 0 for a run measured whole. */
  int partOf(String dataSet) {
    for (int i = 0; i < parts.size(); i++) {
      if (parts.get(i).dataSets().contains(dataSet)) {
        return i + 1;
      }
    }
    return 0;
  }

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
        spread,
        List.of());
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
    List<Part> parts = parts(run);
    if (!parts.isEmpty()) {
      wallTime = parts.stream().map(Part::wallTime).reduce(Duration.ZERO, Duration::plus);
    }
    Environment env =
        capture(
            Instant.parse(run.getProperty("runStarted")),
            wallTime,
            run.getProperty("profile"),
            run.getProperty("gitCommit"),
            run.getProperty("gate", "not recorded"),
            run.getProperty("spread", ""));
    if (run.getProperty("os") == null) {
      return env.withParts(parts);
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
        env.spread(),
        parts);
  }

  private Environment withParts(List<Part> parts) {
    return new Environment(
        runStarted, wallTime, profile, gitCommit, os, cpu, cores, memoryBytes, gate, spread, parts);
  }

  /** The parts a joined run's record lists ({@link RunParts}); none for a run measured whole. */
  private static List<Part> parts(java.util.Properties run) {
    int count = Integer.parseInt(run.getProperty(RunParts.PARTS, "0"));
    List<Part> parts = new java.util.ArrayList<>();
    for (int i = 1; i <= count; i++) {
      String key = "part." + i + ".";
      parts.add(
          new Part(
              Instant.parse(run.getProperty(key + "runStarted")),
              Duration.ofSeconds(Long.parseLong(run.getProperty(key + "wallSeconds"))),
              List.of(run.getProperty(key + "dataSets").split(","))));
    }
    return List.copyOf(parts);
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
