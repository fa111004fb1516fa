package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/**
 * Jackson databind on JSON, plain, with instants as epoch millis, and with its optimizer modules.
 */
@SerbenchTest
class JacksonBenchmarkTest {

  @Benchmark
  @Tag("json")
  void databind(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("json/jackson/databind", data);
  }

  @Benchmark
  @Tag("json")
  void databindEpochMillis(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("json/jackson/databind-millis", data);
  }

  @Benchmark
  @Tag("json")
  void afterburner(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("json/jackson+afterburner/databind", data);
  }

  @Benchmark
  @Tag("json")
  void blackbird(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("json/jackson+blackbird/databind", data);
  }
}
