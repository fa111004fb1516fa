package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** XSON, the binary serializer whose own test is one of serbench's seeds. */
@SerbenchTest
class XsonBenchmarkTest {

  @Benchmark
  @Tag("binary")
  void xson(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("xson", data);
  }
}
