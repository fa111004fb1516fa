package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** The same hand-written StAX code over Woodstox, Aalto and Fast Infoset (binary XML). */
@SerbenchTest
class StaxBenchmarkTest {

  @Benchmark
  @Tag("xml")
  void woodstox(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("xml/woodstox-manual", data);
  }

  @Benchmark
  @Tag("xml")
  void aalto(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("xml/aalto-manual", data);
  }

  @Benchmark
  @Tag("xml")
  @Tag("binary")
  void fastInfoset(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("xml/fastinfo-manual", data);
  }
}
