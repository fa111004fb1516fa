package org.serbench.engine;

import java.nio.file.Path;
import org.serbench.codec.CodecRegistry;
import org.serbench.data.DataSets;

/**
 * The entry point of a measuring JVM: measures one codec on one data set and writes the result
 * file. Arguments: codec name, data set name, result file.
 */
public final class ForkMain {
  private ForkMain() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 3) {
      System.err.println("usage: ForkMain CODEC DATASET RESULT_FILE");
      System.exit(2);
    }
    Settings settings = Settings.fromSystemProperties();
    Result result =
        Measurement.run(
            CodecRegistry.byName(args[0]), DataSets.byName(args[1]), settings, IsolatedRun.FORKED);
    ResultFile.write(result, Path.of(args[2]));
    System.exit(0);
  }
}
