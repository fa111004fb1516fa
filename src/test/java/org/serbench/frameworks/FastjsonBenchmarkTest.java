package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** fastjson2 on JSON and on its binary JSONB, and fastjson 1.x, the version the seeds measured. */
@SerbenchTest
class FastjsonBenchmarkTest {

  @Benchmark
  @Tag("json")
  void fastjson2(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("json/fastjson2/databind", data);
  }

  @Benchmark
  @Tag("binary")
  void fastjson2Jsonb(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("jsonb/fastjson2", data);
  }

  @Benchmark
  @Tag("json")
  void fastjson1(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("json/fastjson/databind", data);
  }
}
