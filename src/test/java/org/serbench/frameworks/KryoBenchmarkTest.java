package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** Kryo 5: unregistered and registered, with and without references, unsafe streams, by hand. */
@SerbenchTest
class KryoBenchmarkTest {

  @Benchmark
  @Tag("binary")
  void kryo(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("kryo", data);
  }

  @Benchmark
  @Tag("binary")
  void registered(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("kryo-registered", data);
  }

  @Benchmark
  @Tag("binary")
  void flat(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("kryo-flat", data);
  }

  @Benchmark
  @Tag("binary")
  void registeredFlat(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("kryo-registered-flat", data);
  }

  @Benchmark
  @Tag("binary")
  void unsafe(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("kryo-unsafe", data);
  }

  @Benchmark
  @Tag("binary")
  void manual(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("kryo-manual", data);
  }
}
