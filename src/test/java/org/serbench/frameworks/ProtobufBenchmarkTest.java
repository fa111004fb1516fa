package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** Protocol Buffers on messages generated from {@code src/main/proto}. */
@SerbenchTest
class ProtobufBenchmarkTest {

  @Benchmark
  @Tag("binary")
  @Tag("schema")
  void protobuf(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("protobuf", data);
  }
}
