package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** Protocol Buffers' JSON mapping, and protostuff on generated and runtime schemas. */
@SerbenchTest
class ProtobufFamilyBenchmarkTest {

  @Benchmark
  @Tag("json")
  @Tag("schema")
  void protobufJson(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("json/protobuf", data);
  }

  @Benchmark
  @Tag("binary")
  @Tag("schema")
  void protostuff(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("protostuff", data);
  }

  @Benchmark
  @Tag("binary")
  @Tag("schema")
  void protostuffRuntime(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("protostuff-runtime", data);
  }

  @Benchmark
  @Tag("binary")
  @Tag("schema")
  void protostuffRuntimeProtobufFormat(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("protobuf/protostuff-runtime", data);
  }

  @Benchmark
  @Tag("json")
  @Tag("schema")
  void protostuffRuntimeJson(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("json/protostuff-runtime", data);
  }
}
