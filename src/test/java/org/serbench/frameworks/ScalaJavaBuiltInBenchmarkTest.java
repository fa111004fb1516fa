package org.serbench.frameworks;

import org.junit.jupiter.api.Tag;
import org.serbench.data.DataSet;
import org.serbench.junit.Bench;
import org.serbench.junit.Benchmark;
import org.serbench.junit.SerbenchTest;

/** The JDK's serialization of Scala case classes (a jvm-serializers row). */
@SerbenchTest
@Tag("binary")
class ScalaJavaBuiltInBenchmarkTest {

  @Benchmark
  void scalaJavaBuiltIn(DataSet<?> data, Bench bench) throws Exception {
    bench.measure("scala/java-built-in", data);
  }
}
