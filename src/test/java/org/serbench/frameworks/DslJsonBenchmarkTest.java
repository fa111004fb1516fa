package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** DSL-JSON with the converters its annotation processor generates at compile time. */
@SerbenchTest
class DslJsonBenchmarkTest {

  /**
   * DSL-JSON's default parses doubles approximately (ngs-doo/dsl-json#121): about one in four comes
   * back one unit in the last place off, which the round-trip check rejects.
   */
  @Benchmark
  @Tag("json")
  void databind(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("json/dsl-json/databind", data);
  }

  @Benchmark
  @Tag("json")
  void databindExact(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("json/dsl-json/databind-exact", data);
  }
}
