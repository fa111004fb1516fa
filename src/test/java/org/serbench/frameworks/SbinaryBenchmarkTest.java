package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** sbinary, the Scala type-class serializer, with a hand-written format of the model. */
@SerbenchTest
class SbinaryBenchmarkTest {

  @Benchmark
  @Tag("binary")
  void sbinary(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("scala/sbinary", data);
  }
}
