package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** XStream with hand-written converters, on its default XPP driver and on two StAX parsers. */
@SerbenchTest
class XStreamBenchmarkTest {

  @Benchmark
  @Tag("xml")
  void xpp(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("xml/xstream+c", data);
  }

  @Benchmark
  @Tag("xml")
  void woodstox(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("xml/xstream+c-woodstox", data);
  }

  @Benchmark
  @Tag("xml")
  void aalto(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("xml/xstream+c-aalto", data);
  }
}
