package org.serbench.report;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.serbench.engine.IsolatedRun;
import org.serbench.engine.Result;

/** Results with chosen samples for the tests of one table or check. */
final class Fixtures {
  private Fixtures() {}

  /** A measured result of codec {@code binary/x} on TestObject with these samples and JVMs. */
  static Result measured(int objects, Result.Samples samples, List<Result.Fork> forks) {
    return measured("TestObject", objects, samples, forks);
  }

  /** A measured result of codec {@code binary/x} on a data set in so many JVMs, no samples. */
  static Result measuredIn(String dataSet, int jvms) {
    long[] none = new long[0];
    return measured(
        dataSet,
        1000,
        new Result.Samples(none, none, none, none, none, none, none, none),
        Collections.nCopies(jvms, new Result.Fork(10, 5, 1_000_000_000L, true, 1_000_000)));
  }

  /** A measured result of codec {@code binary/x} on a data set with these samples and JVMs. */
  static Result measured(
      String dataSet, int objects, Result.Samples samples, List<Result.Fork> forks) {
    return new Result(
        "binary/x",
        dataSet,
        Result.Status.OK,
        "",
        "",
        "configured",
        Map.of(),
        objects,
        samples.serNs().length,
        5,
        7,
        "Test JVM 17",
        List.of("-Xmx1g"),
        IsolatedRun.FORKED,
        "Test CPU, 2 cores",
        1_000_000L,
        MarkdownReportTest.ENVIRONMENT.runStarted(),
        MarkdownReportTest.ENVIRONMENT.runStarted().plusSeconds(60),
        new Result.ColdStart(0, 0, 0, 0, 0, true),
        samples,
        new Result.Gc(0, 0, 0, 0),
        new Result.Size(100, 50, 40),
        Result.Runs.NONE,
        List.of(),
        forks,
        "");
  }
}
