package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** ActiveMQ's Protocol Buffers, on messages from its "alt" generator (a jvm-serializers row). */
@SerbenchTest
class ActiveMqProtobufBenchmarkTest {

  @Benchmark
  @Tag("binary")
  @Tag("schema")
  void activemqAlt(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("protobuf/activemq+alt", data);
  }
}
