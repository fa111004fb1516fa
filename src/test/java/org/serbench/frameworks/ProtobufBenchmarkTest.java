package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** Protocol Buffers on messages generated from {@code src/main/proto}. */
@SerbenchTest
@Tag("binary")
@Tag("schema")
class ProtobufBenchmarkTest {

  @Benchmark
  void protobuf(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("protobuf", data);
  }
}
