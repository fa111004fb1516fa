package org.serbench.engine;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.serbench.codec.Binding;
import org.serbench.codec.PojoBinding;

/**
 * The scaling runs' plan: for each size of {@code serbench.scaling}, whether the estimate from the
 * measured batches fits the time budget and the heap, and what the report says of a size that does
 * not, or that fails.
 *
 * <p>Only the deciding lives here. The timed run of one size is {@link Measurement}'s, handed in as
 * a {@link TimedRun}: it drives the same {@link TimingLoops} as the measured batches.
 */
final class ScalingRuns {
  /** A TestObject's heap, measured: about 44 KB (100 strings, 1,010 instants, 101 lists). */
  private static final double HEAP_PER_TEST_OBJECT = 45_000;

  private ScalingRuns() {}

  /**
   * One scaling run: a batch of {@code objects} different objects, checked, timed {@code runs}
   * times.
   */
  interface TimedRun {
    Result.ScalePoint run(int objects, int runs) throws Exception;
  }

  /**
   * The scaling runs: for each size, a batch of that many different objects round-tripped up to
   * three times, each run checked, if the estimate from the measured batch fits the budget and the
   * heap.
   *
   * @param measured the objects of the measured batch
   * @param perObjectNs a run per object in the measured batches: its ser, with the natives made for
   *     it, and its deser
   * @param overheadNs generating, preparing and checking per object, on top of the timed runs
   * @param size the measured batch's sizes
   */
  static List<Result.ScalePoint> run(
      Settings settings,
      Binding<?, ?> binding,
      int measured,
      double perObjectNs,
      double overheadNs,
      Result.Size size,
      TimedRun timed) {
    List<Result.ScalePoint> points = new ArrayList<>();
    MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    for (int objects : settings.scaling()) {
      double budgetNs = settings.scalingSeconds() * 1e9;
      double fixedNs = objects * overheadNs;
      int runs = (int) Math.min(3, Math.floor((budgetNs - fixedNs) / (objects * perObjectNs)));
      System.gc();
      long free = memory.getHeapMemoryUsage().getMax() - memory.getHeapMemoryUsage().getUsed();
      // The models, their native copies (schema libraries) and the encoded bytes stay live.
      double copies = binding instanceof PojoBinding ? 1 : 2;
      double bytesPerObject = HEAP_PER_TEST_OBJECT * copies + (double) size.bytes() / measured;
      double neededBytes = objects * bytesPerObject;
      if (runs < 1) {
        points.add(
            notRun(
                objects,
                String.format(
                    Locale.ROOT,
                    "not run: about %.0f s, budget %s s",
                    (fixedNs + objects * perObjectNs) / 1e9,
                    trim(settings.scalingSeconds()))));
      } else if (neededBytes > 0.8 * free) {
        points.add(
            notRun(
                objects,
                String.format(
                    Locale.ROOT,
                    "not run: needs about %.1f GB of heap, %.1f GB free",
                    neededBytes / 1e9,
                    free / 1e9)));
      } else {
        try {
          points.add(timed.run(objects, runs));
        } catch (Exception | OutOfMemoryError | StackOverflowError e) {
          points.add(notRun(objects, "failed: " + e.getClass().getName()));
        } catch (AssertionError e) {
          points.add(notRun(objects, "failed: the round trip lost or changed data"));
        }
      }
    }
    return points;
  }

  private static Result.ScalePoint notRun(int objects, String why) {
    return new Result.ScalePoint(objects, new long[0], new long[0], why);
  }

  private static String trim(double seconds) {
    return seconds == Math.rint(seconds) ? Long.toString((long) seconds) : Double.toString(seconds);
  }
}
