package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** Jackson databind on JSON, plain and with its two optimizer modules. */
@SerbenchTest
@Tag("json")
class JacksonBenchmarkTest {

  @Benchmark
  void databind(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("json/jackson/databind", data);
  }

  @Benchmark
  void afterburner(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("json/jackson+afterburner/databind", data);
  }

  @Benchmark
  void blackbird(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("json/jackson+blackbird/databind", data);
  }
}
