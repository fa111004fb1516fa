package org.serbench.engine;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A fixed workload timed in every measuring JVM, so that times from two machines (or two busy
 * states of one) can be compared as multiples of it rather than as nanoseconds.
 *
 * <p>It does what serialization does, in plain JDK code no library under test touches: sorting,
 * hashing into a map, building and parsing strings, allocating. Its median over several runs is the
 * result; one run takes some tens of milliseconds, the whole calibration more than half a second,
 * so a JVM calibrates once, after its first data set (not before, where it would warm up JDK code
 * the codec's cold start would otherwise pay for), and its later results share that figure.
 */
public final class Calibration {
  private static final int WARMUP_RUNS = 15;
  private static final int MEASURED_RUNS = 9;
  private static final int SIZE = 50_000;

  private static long thisJvmNs;

  private Calibration() {}

  /** The median time of the workload in this JVM, in nanoseconds: measured at the first call. */
  public static synchronized long thisJvmNs() {
    if (thisJvmNs == 0) {
      thisJvmNs = measureNs();
    }
    return thisJvmNs;
  }

  /** Measures the median time of the workload now, in nanoseconds. */
  static long measureNs() {
    Sink sink = new Sink();
    for (int i = 0; i < WARMUP_RUNS; i++) {
      sink.consume(workload(i, SIZE));
    }
    long ns = timeNs(sink, MEASURED_RUNS, SIZE);
    sink.publish();
    return ns;
  }

  /**
   * The median time of {@code runs} runs of a fifth of the workload now, in nanoseconds, with no
   * warm-up: how fast the CPU the thread is on runs it ({@link FastestCpu}), in some milliseconds.
   */
  static long probeNs(Sink sink, int runs) {
    return timeNs(sink, runs, SIZE / 5);
  }

  private static long timeNs(Sink sink, int runs, int size) {
    long[] times = new long[runs];
    for (int i = 0; i < runs; i++) {
      long start = System.nanoTime();
      sink.consume(workload(100 + i, size));
      times[i] = System.nanoTime() - start;
    }
    Arrays.sort(times);
    return times[runs / 2];
  }

  private static long workload(long seed, int size) {
    SplittableRandom random = new SplittableRandom(seed);
    int[] numbers = new int[size];
    for (int i = 0; i < numbers.length; i++) {
      numbers[i] = random.nextInt();
    }
    Arrays.sort(numbers);
    Map<String, Integer> map = new HashMap<>();
    StringBuilder text = new StringBuilder();
    long sum = 0;
    for (int i = 0; i < numbers.length; i++) {
      String key = Integer.toString(numbers[i], 36);
      map.merge(key, 1, Integer::sum);
      text.setLength(0);
      text.append(key).append(':').append(numbers[i]);
      sum += Integer.parseInt(text.substring(text.indexOf(":") + 1));
    }
    return sum + map.size();
  }
}
