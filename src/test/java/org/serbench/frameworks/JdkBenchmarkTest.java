package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** The JDK's object serialization, unshared and shared, and hand-written data streams. */
@SerbenchTest
@Tag("binary")
class JdkBenchmarkTest {

  @Benchmark
  void builtIn(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("java-built-in", data);
  }

  @Benchmark
  void builtInShared(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("java-built-in-shared", data);
  }

  @Benchmark
  void manual(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("java-manual", data);
  }
}
