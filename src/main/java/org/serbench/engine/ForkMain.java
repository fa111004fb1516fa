package org.serbench.engine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.registry.CodecRegistry;

/**
 * The entry point of a measuring JVM: measures one codec on its data sets, one after the other, and
 * writes each result file as soon as it is known. Arguments: codec name, results directory, this
 * JVM's fork index and the cell's fork count, data set names.
 *
 * <p>The JVM ends when its parent does: the parent keeps this JVM's standard input open, and a
 * watcher thread halts the JVM when it reaches its end, so a stopped run (a CI cancel, the IDE's
 * stop button, a killed Maven) leaves no measuring JVM behind to disturb what runs next.
 *
 * <p>It measures nothing before its parent says go ({@link ChildJvm#awaitGo()}): the parent starts
 * it while the JVM before it still writes its results and exits ({@link MeasuringJvm}), and says go
 * once that one is gone. When every result file is written, it prints {@link #MEASURED}.
 */
public final class ForkMain {
  /** The line that says every result file is written: the parent may start the next JVM. */
  static final String MEASURED = "serbench: measured";

  private ForkMain() {}

  public static void main(String[] args) throws Exception {
    if (args.length < 5) {
      System.err.println("usage: ForkMain CODEC RESULTS_DIR FORK_INDEX FORK_COUNT DATASET...");
      System.exit(2);
    }
    ChildJvm.watchParent();
    Settings settings = Settings.forked(System.getProperties());
    Path dir = Path.of(args[1]);
    ForkPlan fork = new ForkPlan(Integer.parseInt(args[2]), Integer.parseInt(args[3]));
    List<DataSet<?>> dataSets = new ArrayList<>();
    for (int i = 4; i < args.length; i++) {
      dataSets.add(DataSets.resolve(args[i]));
    }
    if (settings.jmhLink().isPresent()) {
      JmhLink.exchange(settings.jmhLink().get());
    }
    ChildJvm.awaitGo();
    Measurement.runAll(
        HarnessFloor.NAME.equals(args[0]) ? HarnessFloor.spec() : CodecRegistry.resolve(args[0]),
        dataSets,
        settings,
        settings.jmhLink().isPresent() ? IsolatedRun.FORKED_AFTER_JMH_LINK : IsolatedRun.FORKED,
        fork,
        result -> {
          try {
            ResultFile.write(
                result,
                dir.resolve(ResultFile.forkFileName(result.codec(), result.dataSet(), fork)));
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
          System.out.println(
              ConsoleText.escape(
                  result.dataSet()
                      + ": "
                      + result.status()
                      + (result.message().isEmpty() ? "" : " (" + result.step() + ")")));
        });
    System.out.println(MEASURED);
    System.out.flush();
    System.exit(0);
  }
}
