package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** Javolution's XML marshalling with a hand-written format per model class. */
@SerbenchTest
class JavolutionBenchmarkTest {

  @Benchmark
  @Tag("xml")
  void manual(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("xml/javolution/manual", data);
  }
}
