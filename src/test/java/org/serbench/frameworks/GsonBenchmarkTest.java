package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** Gson, by reflection and by a hand-written streaming adapter. */
@SerbenchTest
class GsonBenchmarkTest {

  @Benchmark
  @Tag("json")
  void databind(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("json/gson/databind", data);
  }

  @Benchmark
  @Tag("json")
  void manual(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("json/gson/manual", data);
  }
}
