package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/**
 * Jackson's other data formats through databind, and its streaming API by hand on JSON and Smile.
 */
@SerbenchTest
class JacksonFormatsBenchmarkTest {

  @Benchmark
  @Tag("json")
  void jsonManual(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("json/jackson/manual", data);
  }

  @Benchmark
  @Tag("binary")
  void smileDatabind(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("smile/jackson/databind", data);
  }

  @Benchmark
  @Tag("binary")
  void smileManual(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("smile/jackson/manual", data);
  }

  @Benchmark
  @Tag("binary")
  void cborDatabind(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("cbor/jackson/databind", data);
  }

  @Benchmark
  @Tag("text")
  void ionDatabind(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("ion/jackson/databind", data);
  }

  @Benchmark
  @Tag("binary")
  void msgpackDatabind(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("msgpack/jackson/databind", data);
  }

  @Benchmark
  @Tag("binary")
  void bsonDatabind(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("bson/jackson/databind", data);
  }

  @Benchmark
  @Tag("xml")
  void xmlDatabind(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("xml/jackson/databind", data);
  }

  @Benchmark
  @Tag("binary")
  @Tag("schema")
  void protobufDatabind(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("protobuf/jackson/databind", data);
  }

  @Benchmark
  @Tag("binary")
  @Tag("schema")
  void avroDatabind(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("avro/jackson/databind", data);
  }
}
