package org.serbench.engine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Keeps the measuring thread on the CPU that runs fastest now ({@code -Dserbench.cpu=fastest}), for
 * a machine whose CPUs do not run at one speed: a VM whose virtual CPUs share the host's cores with
 * other guests.
 *
 * <p>On the project's 2-core VM, a fixed loop pinned to one virtual CPU ran 1.25 to 1.35x as long
 * as on the other for a whole minute, and which of the two was the slow one changed within minutes.
 * A thread the scheduler left free ran on either: a JVM timing a workload like the calibration's
 * for 20 s saw 3.4 and 4.2 ms a run in turns, and the medians of five such JVMs ranged from 3.72 to
 * 4.44 ms, against 3.47 to 3.88 ms for five JVMs between them that chose their CPU as this class
 * does. Ten runs of eight codecs on TestObject and media.1, alternately without and with it: see
 * the README's {@code serbench.cpu}.
 *
 * <p>Choosing: the thread is pinned to each CPU it may use in turn (its own last, so that it stays
 * where it is when nothing is faster), times {@link #PROBE_RUNS} runs of a fifth of the calibration
 * workload there, and stays on the CPU with the lowest median. It chooses again at a batch boundary
 * once {@link #INTERVAL_NANOS} have passed, never inside a timed phase. Only this thread is pinned:
 * the JIT's and the collector's threads keep every CPU. Pinning goes through {@code taskset}, the
 * one way a JVM of any version can set one thread's affinity; where it is missing or refused, the
 * thread runs free and {@link #failure()} says why.
 */
public final class FastestCpu {
  /** How long the thread stays on a CPU before it chooses again. */
  static final long INTERVAL_NANOS = TimeUnit.SECONDS.toNanos(3);

  /** Runs of the probe timed on each CPU ({@link Calibration#probeNs}), their median compared. */
  static final int PROBE_RUNS = 3;

  /** CPUs tried at most: a machine with more has enough for the scheduler to avoid a slow one. */
  static final int MAX_CPUS = 8;

  private final String thread;
  private final List<Integer> allowed;
  private final List<Integer> candidates;
  private final Sink sink = new Sink();
  private int current = -1;
  private long chosenAt;
  private int choices;
  private int moves;
  private String failure;

  private FastestCpu(String thread, List<Integer> allowed, String failure) {
    this.thread = thread;
    this.allowed = List.copyOf(allowed);
    this.candidates = this.allowed.subList(0, Math.min(MAX_CPUS, this.allowed.size()));
    this.failure = failure;
  }

  /** For the calling thread, which it alone may then use. */
  public static FastestCpu forThisThread() {
    try {
      String thread = Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString();
      String status = Files.readString(Path.of("/proc/thread-self/status"), StandardCharsets.UTF_8);
      List<Integer> cpus = cpuList(field(status, "Cpus_allowed_list"));
      return new FastestCpu(thread, cpus, null);
    } catch (IOException | RuntimeException e) {
      return new FastestCpu("", List.of(), "no Linux /proc/thread-self to pin a thread by: " + e);
    }
  }

  /**
   * Why no thread of this JVM can be pinned here, or null where one can: tried once, by pinning the
   * calling thread to the CPUs it already has. {@code serbench.cpu=auto} is {@code fastest} where
   * this is null; {@code SettingsCheck} stops a run that asks for {@code fastest} where it is not.
   */
  public static String pinFailure() {
    return PinCheck.FAILURE;
  }

  /** Holds the one try, made when first asked for. */
  private static final class PinCheck {
    static final String FAILURE = tryPin();

    private static String tryPin() {
      FastestCpu cpu = forThisThread();
      return cpu.failure != null ? cpu.failure : cpu.pin(cpu.allowed);
    }
  }

  /**
   * At a batch boundary: chooses the fastest CPU if none is chosen yet or the last choice is older
   * than {@link #INTERVAL_NANOS}.
   *
   * @return whether it chose now, so that a caller in a timed block can settle again before its
   *     next timed batch
   */
  public boolean keep() {
    if (failure != null
        || candidates.size() < 2
        || (current >= 0 && System.nanoTime() - chosenAt < INTERVAL_NANOS)) {
      return false;
    }
    List<Integer> order = new ArrayList<>(candidates);
    if (order.remove(Integer.valueOf(current))) {
      order.add(current);
    }
    int best = -1;
    long bestNs = Long.MAX_VALUE;
    for (int cpu : order) {
      if (!pinOrGiveUp(List.of(cpu))) {
        return false;
      }
      long ns = Calibration.probeNs(sink, PROBE_RUNS);
      if (ns < bestNs) {
        bestNs = ns;
        best = cpu;
      }
    }
    if (best != order.get(order.size() - 1) && !pinOrGiveUp(List.of(best))) {
      return false;
    }
    if (current >= 0 && best != current) {
      moves++;
    }
    current = best;
    choices++;
    chosenAt = System.nanoTime();
    sink.publish();
    return true;
  }

  /** Lets the thread use every CPU it could before, as after the measurement. */
  public void release() {
    if (failure == null && current >= 0) {
      failure = pin(allowed);
      current = -1;
    }
  }

  /** Why the thread runs free, or null while it is pinned as asked. */
  public String failure() {
    return failure;
  }

  /** The CPU the thread is on, or -1 before the first choice and after {@link #release()}. */
  public int current() {
    return current;
  }

  /** How often it chose, and how often the choice moved it, for the measuring JVM's log. */
  public String summary() {
    return failure != null
        ? "CPU not chosen: " + failure
        : candidates.size() < 2
            ? "one CPU: nothing to choose"
            : choices == 0
                ? "no CPU chosen: the cell ended before its warm-up"
                : "fastest of "
                    + candidates.size()
                    + " CPUs chosen "
                    + choices
                    + " times, moved "
                    + moves;
  }

  /** Pins the thread, or records why it cannot and lets it use every CPU again. */
  private boolean pinOrGiveUp(List<Integer> cpus) {
    failure = pin(cpus);
    if (failure != null) {
      pin(allowed);
      current = -1;
    }
    return failure == null;
  }

  /** Pins the thread to the CPUs: null if done, else why not. */
  private String pin(List<Integer> cpus) {
    String list = String.join(",", cpus.stream().map(String::valueOf).toList());
    try {
      Process taskset =
          new ProcessBuilder("taskset", "-p", "-c", list, thread).redirectErrorStream(true).start();
      String output = new String(taskset.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      return taskset.waitFor() == 0
          ? null
          : "taskset -p -c " + list + " refused: " + output.strip();
    } catch (IOException e) {
      return "no taskset to pin the thread with: " + e.getMessage();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "interrupted while pinning the thread";
    }
  }

  private static String field(String status, String name) {
    for (String line : status.split("\n")) {
      if (line.startsWith(name + ":")) {
        return line.substring(name.length() + 1).strip();
      }
    }
    throw new IllegalStateException("no " + name + " in /proc/thread-self/status");
  }

  /** The CPUs of a Linux CPU list such as {@code 0-3,6,8-9}, in order. */
  static List<Integer> cpuList(String text) {
    List<Integer> cpus = new ArrayList<>();
    for (String part : text.strip().split(",")) {
      int dash = part.indexOf('-');
      int from = Integer.parseInt(dash < 0 ? part : part.substring(0, dash));
      int to = dash < 0 ? from : Integer.parseInt(part.substring(dash + 1));
      for (int cpu = from; cpu <= to; cpu++) {
        cpus.add(cpu);
      }
    }
    return cpus;
  }
}
