package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** The same hand-written StAX code over Woodstox, Aalto and Fast Infoset (binary XML). */
@SerbenchTest
@Tag("xml")
class StaxBenchmarkTest {

  @Benchmark
  void woodstox(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("xml/woodstox-manual", data);
  }

  @Benchmark
  void aalto(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("xml/aalto-manual", data);
  }

  @Benchmark
  void fastInfoset(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("xml/fastinfo-manual", data);
  }
}
