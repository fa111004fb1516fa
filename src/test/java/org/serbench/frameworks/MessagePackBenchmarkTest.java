package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** MessagePack by hand on msgpack-core; its Jackson binding is in the Jackson formats test. */
@SerbenchTest
class MessagePackBenchmarkTest {

  @Benchmark
  @Tag("binary")
  void manual(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("msgpack/manual", data);
  }
}
