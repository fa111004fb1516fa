package org.serbench.engine;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.UnsupportedDataException;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;

/**
 * The measurement protocol for one codec on one data set in one JVM (a fork of the cell), or on
 * several data sets in turn when the run isolates per codec (the quick profile).
 *
 * <ol>
 *   <li>Generate the batch (not timed): different objects from the seed, as many as the data set's
 *       share of {@code objects}.
 *   <li>First use: set up the codec, bind, round-trip the first object, then the first batch, which
 *       is run #0. In a fresh JVM this is the cold start. The first batch's encodings are kept as
 *       the long-lived input of every later decoding phase, as a JMH state would hold them: the
 *       timed phases produce only garbage that dies young, so no phase pays for copying another's
 *       survivors (the old harness kept each batch's new messages alive across phases). The native
 *       objects are not kept: every pass of ser and +same encodes natives made for it, untimed, so
 *       that no message hands back an encoding it kept from an earlier pass ({@link TimingLoops}).
 *   <li>Check: decode every object of the batch, convert it back to the model and compare it field
 *       by field with the original. A difference ends the data set with no numbers.
 *   <li>Warm up until a steady state: the JIT has stopped compiling ({@code
 *       CompilationMXBean#getTotalCompilationTime} no longer grows) and the last batches agree,
 *       within the caps {@code warmupSeconds} and {@code warmup}; whether it settled is recorded.
 *       Warm-up batches are whole measured batches, so the timing loops themselves are compiled
 *       before they are measured (JMH sample 11: loops). With {@code serbench.cpu=fastest}, the
 *       thread is kept on the fastest CPU from here on ({@link FastestCpu}), chosen again at batch
 *       boundaries.
 *   <li>Measure: this JVM's share of {@code batches} batches, fewer (but at least its share of the
 *       minimum) if the time limit runs out first. Each batch times jvm-serializers' phases, each
 *       over every object of the batch in the same loop shape: create, ser, +same, deser, +shal,
 *       +deep, and counts allocation and GC around ser and +deep. In blocks ({@code
 *       serbench.phaseOrder=blocks}), each phase settles and then runs all its batches in a row, as
 *       a JMH benchmark runs one operation; interleaved, each batch runs the six in turn.
 *   <li>Every data set measured in several JVMs: the calibration workload; TestObject, in its first
 *       JVM: the scaling runs.
 * </ol>
 *
 * <p>Each phase is timed around the whole batch, never per call: {@code System.nanoTime} costs tens
 * of nanoseconds and has a granularity that would swamp small messages.
 */
public final class Measurement {
  private Measurement() {}

  /**
   * Measures a codec on one data set, setting it up first; failures of the library or of the round
   * trip become results with no numbers, never exceptions.
   */
  public static Result run(
      CodecSpec spec, DataSet<?> dataSet, Settings settings, String isolation) {
    List<Result> results = new ArrayList<>();
    runAll(spec, List.of(dataSet), settings, isolation, ForkPlan.SINGLE, results::add);
    return results.get(0);
  }

  /**
   * Measures a codec on data sets one after the other, each with a set-up of the codec of its own,
   * handing over each result as soon as it is known.
   */
  public static void runAll(
      CodecSpec spec,
      List<DataSet<?>> dataSets,
      Settings settings,
      String isolation,
      ForkPlan fork,
      Consumer<Result> results) {
    CodecSetup setup = new CodecSetup(spec);
    if (!dataSets.isEmpty()) {
      Failures.prepare(spec, dataSets.get(0), settings);
    }
    for (DataSet<?> dataSet : dataSets) {
      results.accept(runTyped(spec, setup, dataSet, settings, isolation, fork));
    }
  }

  private static <M> Result runTyped(
      CodecSpec spec,
      CodecSetup setup,
      DataSet<M> dataSet,
      Settings settings,
      String isolation,
      ForkPlan fork) {
    Instant started = Instant.now();
    Map<String, String> libraries = Jvm.versions(spec.artifacts());
    Stage stage = new Stage();
    try {
      stage.set(Stage.SET_UP, "generating the data");
      long genStart = System.nanoTime();
      List<M> models =
          dataSet.generate(settings.seed(), dataSet.objectsPerBatch(settings.objects()));
      long genNs = System.nanoTime() - genStart;
      long t0 = System.nanoTime();
      stage.set(Stage.SET_UP, "set-up");
      boolean fresh = setup.fresh();
      Codec codec = setup.codec(dataSet, models);
      long setupNs = fresh ? System.nanoTime() - t0 : 0;
      stage.set(Stage.BIND, "bind");
      Binding<M, ?> binding = codec.bind(dataSet.type(), dataSet.genericType());
      return measure(
          spec, dataSet, settings, isolation, fork, started, libraries, models, binding, t0,
          setupNs, fresh, genNs, stage);
    } catch (UnsupportedDataException e) {
      return Failures.result(
          spec,
          dataSet,
          Result.Status.UNSUPPORTED,
          stage.step,
          Failures.describe(e),
          settings,
          isolation,
          started,
          libraries);
    } catch (AssertionError e) {
      // An AssertionError is taken as the round-trip check's verdict: the data came back different.
      return Failures.result(
          spec,
          dataSet,
          Result.Status.MISMATCH,
          Stage.CHECK,
          e.getMessage(),
          settings,
          isolation,
          started,
          libraries);
    } catch (DataSet.DataMethodException e) {
      return Failures.result(
          spec,
          dataSet,
          Result.Status.FAILED,
          Stage.DATA,
          e.getMessage(),
          settings,
          isolation,
          started,
          libraries);
    } catch (Exception | LinkageError | StackOverflowError | OutOfMemoryError e) {
      boolean jvm = Failures.isJvmError(e);
      return Failures.result(
          spec,
          dataSet,
          Result.Status.FAILED,
          jvm ? Stage.JVM : stage.step,
          stage.name + ": " + (jvm ? Failures.jvmAdvice(e) : "") + Failures.describe(e),
          settings,
          isolation,
          started,
          libraries);
    }
  }

  private static <M, N> Result measure(
      CodecSpec spec,
      DataSet<M> dataSet,
      Settings settings,
      String isolation,
      ForkPlan fork,
      Instant started,
      Map<String, String> libraries,
      List<M> models,
      Binding<M, N> binding,
      long t0,
      long setupNs,
      boolean fresh,
      long genNs,
      Stage stage)
      throws Exception {
    TimingLoops<M, N> loops = new TimingLoops<>(binding, models);
    // Before the thread is pinned: availableProcessors() counts the calling thread's CPUs.
    String machine = Machine.key();
    FastestCpu cpu = settings.onFastestCpu() ? FastestCpu.forThisThread() : null;
    PhaseSchedule schedule = new PhaseSchedule(loops, settings.phaseMillis(), cpu);
    try {

      stage.set(Stage.WRITE, "first round trip");
      N first = binding.create(models.get(0));
      byte[] firstBytes = binding.serialize(first);
      stage.set(Stage.READ, "first round trip");
      binding.readDeep(binding.deserialize(firstBytes), loops.sink());
      long firstRoundTripNs = System.nanoTime() - t0;
      stage.set(Stage.WRITE, "first batch");
      long coldCreate = loops.prepareNatives();
      long coldSer = loops.prepareEncoded();
      stage.set(Stage.READ, "first batch");
      long coldDeser = loops.decodeDeep(1);
      Result.ColdStart cold =
          new Result.ColdStart(setupNs, firstRoundTripNs, coldCreate, coldSer, coldDeser, fresh);

      stage.set(Stage.READ, "round-trip check");
      // AssertJ's field-by-field second opinion on a sample needs minutes for one 10 MB Master (it
      // pairs up collection elements): data sets of large objects are checked with equals alone,
      // and AssertJ names the field only when equals finds a difference.
      loops.check(spec.name(), dataSet.name(), dataSet.own(), dataSet.batchDivisor() == 1);
      Result.Size size = Sizing.of(loops.encoded());
      // The inputs (models, encodings) live as long as the measurement: a full collection
      // now moves them out of the young generation once, instead of in the first measured batches.
      System.gc();

      boolean testObject = dataSet.name().equals(DataSets.TEST_OBJECT.name());
      stage.set(Stage.WRITE, "warm-up");
      PhaseSchedule.Warmup warmup = schedule.warmUp(settings, stage, coldSer, coldDeser);

      int target = fork.share(settings.batches());
      int least = Math.max(1, Math.min(target, fork.share(settings.minBatches(testObject))));
      double seconds = settings.measureSeconds(testObject) / fork.count();
      PhaseSchedule.Batches measured = new PhaseSchedule.Batches(target);
      if (settings.phasesInBlocks()) {
        schedule.measureInBlocks(
            measured,
            PhaseSchedule.blockBatches(target, least, seconds, warmup.lastBatchNs()),
            stage);
      } else {
        schedule.measureInterleaved(
            measured, target, least, PhaseSchedule.deadline(seconds), stage);
      }
      int batches = measured.count;
      long[] createNs = measured.create;
      long[] serNs = measured.ser;
      long[] deserNs = measured.deep;
      Result.Samples samples = measured.samples();

      long calibrationNs = 0;
      List<Result.ScalePoint> scaling = List.of();
      if (testObject || fork.count() > 1) {
        // After the measurement, so that it warms no JDK code the cold start would have paid for.
        // Every data set measured in forks calibrates, so that a comparison of two runs can tell
        // the machine's change of speed from the codecs' (Comparison).
        calibrationNs = Calibration.thisJvmNs();
      }
      if (testObject) {
        if (fork.index() == 0 && !settings.scaling().isEmpty()) {
          // Each run's ser makes its natives first, as long as a create.
          double perObjectNs =
              (mean(createNs, batches) + mean(serNs, batches) + mean(deserNs, batches))
                  / models.size();
          // Generating the objects, preparing the inputs and checking them come on top.
          double overheadNs =
              (double) genNs / models.size()
                  + (mean(createNs, batches) + mean(serNs, batches) + mean(deserNs, batches))
                      / models.size();
          scaling =
              ScalingRuns.run(
                  settings,
                  binding,
                  models.size(),
                  perObjectNs,
                  overheadNs,
                  size,
                  (objects, runs) -> scaleOnce(spec, dataSet, settings, binding, objects, runs));
        }
      }

      return new Result(
          spec.name(),
          dataSet.name(),
          Result.Status.OK,
          "",
          "",
          spec.configuration(),
          libraries,
          models.size(),
          batches,
          warmup.batches(),
          settings.seed(),
          Jvm.description(),
          Jvm.flags(),
          cpu != null && cpu.failure() == null ? isolation + IsolatedRun.ON_FASTEST_CPU : isolation,
          machine,
          calibrationNs,
          started,
          Instant.now(),
          cold,
          samples,
          measured.gc(),
          size,
          new Result.Runs(warmup.runSer(), warmup.runDeser()),
          scaling,
          List.of(
              new Result.Fork(
                  batches, warmup.batches(), warmup.elapsedNs(), warmup.settled(), calibrationNs)),
          "");
    } finally {
      if (cpu != null) {
        cpu.release();
        System.out.println(dataSet.name() + ": " + cpu.summary());
      }
    }
  }

  /**
   * One scaling run: a batch of {@code objects} different objects, prepared and checked, then
   * round-tripped {@code runs} times by the same timing loops as the measured batches, each ser on
   * natives made for it. {@link ScalingRuns} decides which sizes run.
   */
  private static <M, N> Result.ScalePoint scaleOnce(
      CodecSpec spec,
      DataSet<M> dataSet,
      Settings settings,
      Binding<M, N> binding,
      int objects,
      int runs)
      throws Exception {
    List<M> models = dataSet.generate(settings.seed(), objects);
    TimingLoops<M, N> loops = new TimingLoops<>(binding, models);
    loops.prepareNatives();
    loops.prepareEncoded();
    loops.check(spec.name(), dataSet.name(), dataSet.own(), false);
    long[] ser = new long[runs];
    long[] deser = new long[runs];
    for (int r = 0; r < runs; r++) {
      ser[r] = loops.serialize(1);
      deser[r] = loops.decodeDeep(1);
    }
    return new Result.ScalePoint(objects, ser, deser, "");
  }

  private static double mean(long[] values, int n) {
    double sum = 0;
    for (int i = 0; i < n; i++) {
      sum += values[i];
    }
    return sum / n;
  }
}
