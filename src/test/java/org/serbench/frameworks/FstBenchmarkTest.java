package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** FST with its default configuration, and unshared with classes pre-registered. */
@SerbenchTest
class FstBenchmarkTest {

  @Benchmark
  @Tag("binary")
  void fst(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("fst", data);
  }

  @Benchmark
  @Tag("binary")
  void flatPreRegistered(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("fst-flat-pre", data);
  }
}
