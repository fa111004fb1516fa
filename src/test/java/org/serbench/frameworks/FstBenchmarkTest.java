package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** FST with its default configuration, and unshared with classes pre-registered. */
@SerbenchTest
@Tag("binary")
class FstBenchmarkTest {

  @Benchmark
  void fst(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("fst", data);
  }

  @Benchmark
  void flatPreRegistered(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("fst-flat-pre", data);
  }
}
