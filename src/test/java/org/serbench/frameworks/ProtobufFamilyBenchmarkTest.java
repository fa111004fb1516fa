package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** Protocol Buffers' JSON mapping, and protostuff on generated and runtime schemas. */
@SerbenchTest
@Tag("json")
@Tag("binary")
@Tag("schema")
class ProtobufFamilyBenchmarkTest {

  @Benchmark
  void protobufJson(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("json/protobuf", data);
  }

  @Benchmark
  void protostuff(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("protostuff", data);
  }

  @Benchmark
  void protostuffRuntime(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("protostuff-runtime", data);
  }

  @Benchmark
  void protostuffRuntimeProtobufFormat(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("protobuf/protostuff-runtime", data);
  }

  @Benchmark
  void protostuffRuntimeJson(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("json/protostuff-runtime", data);
  }
}
