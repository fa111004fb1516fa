package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** Hessian 2, plain and inside its Deflation envelope. */
@SerbenchTest
class HessianBenchmarkTest {

  @Benchmark
  @Tag("binary")
  void hessian(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("hessian", data);
  }

  @Benchmark
  @Tag("binary")
  void deflate(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("hessian-deflate", data);
  }
}
