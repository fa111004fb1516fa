package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** BSON through the MongoDB driver's codecs; bson4jackson is in the Jackson formats test. */
@SerbenchTest
class MongoBsonBenchmarkTest {

  @Benchmark
  @Tag("binary")
  void mongodb(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("bson/mongodb", data);
  }
}
