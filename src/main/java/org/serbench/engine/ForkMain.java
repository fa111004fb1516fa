package org.serbench.engine;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.serbench.codec.CodecRegistry;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;

/**
 * The entry point of a measuring JVM: measures one codec on its data sets, one after the other, and
 * writes each result file as soon as it is known. Arguments: codec name, results directory, data
 * set names.
 */
public final class ForkMain {
  private ForkMain() {}

  public static void main(String[] args) throws Exception {
    if (args.length < 3) {
      System.err.println("usage: ForkMain CODEC RESULTS_DIR DATASET...");
      System.exit(2);
    }
    Settings settings = Settings.fromSystemProperties();
    Path dir = Path.of(args[1]);
    List<DataSet<?>> dataSets = new ArrayList<>();
    for (int i = 2; i < args.length; i++) {
      dataSets.add(DataSets.byName(args[i]));
    }
    Measurement.runAll(
        CodecRegistry.byName(args[0]),
        dataSets,
        settings,
        IsolatedRun.FORKED,
        result -> {
          try {
            ResultFile.write(
                result, dir.resolve(ResultFile.fileName(result.codec(), result.dataSet())));
          } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
          }
          System.out.println(
              result.dataSet()
                  + ": "
                  + result.status()
                  + (result.message().isEmpty() ? "" : " (" + result.step() + ")"));
        });
    System.exit(0);
  }
}
