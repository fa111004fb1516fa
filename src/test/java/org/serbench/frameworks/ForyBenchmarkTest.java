package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** Apache Fory in Java mode, without and with class registration, and schema-consistent. */
@SerbenchTest
class ForyBenchmarkTest {

  @Benchmark
  @Tag("binary")
  void unregistered(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("fory", data);
  }

  @Benchmark
  @Tag("binary")
  void registered(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("fory-registered", data);
  }

  @Benchmark
  @Tag("binary")
  void registeredSchemaConsistent(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("fory-registered-consistent", data);
  }
}
