package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** Apache Thrift's binary and compact protocols on hand-written structs. */
@SerbenchTest
class ThriftBenchmarkTest {

  @Benchmark
  @Tag("binary")
  @Tag("schema")
  void binary(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("thrift", data);
  }

  @Benchmark
  @Tag("binary")
  @Tag("schema")
  void compact(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("thrift-compact", data);
  }
}
