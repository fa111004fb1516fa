package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** Apache Avro's binary encoding on generated (specific) and generic records. */
@SerbenchTest
class AvroBenchmarkTest {

  @Benchmark
  @Tag("binary")
  @Tag("schema")
  void specific(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("avro-specific", data);
  }

  @Benchmark
  @Tag("binary")
  @Tag("schema")
  void generic(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("avro-generic", data);
  }
}
