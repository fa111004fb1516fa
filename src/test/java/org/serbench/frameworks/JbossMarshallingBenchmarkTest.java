package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** JBoss Marshalling's river and serial protocols. */
@SerbenchTest
class JbossMarshallingBenchmarkTest {

  @Benchmark
  @Tag("binary")
  void river(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("jboss-marshalling-river", data);
  }

  @Benchmark
  @Tag("binary")
  void serial(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("jboss-marshalling-serial", data);
  }
}
