package org.serbench.suite;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.TestFactory;
import org.serbench.junit.Bench;
import org.serbench.junit.SerbenchTest;

/**
 * The classic suite: every registered codec on every classic data set, one container of tests per
 * codec, as the registry lists them. {@code -Dserbench.codecs}, {@code -Dserbench.tags} and {@code
 * -Dserbench.datasets} choose which; a codec added to the registry is measured here with nothing
 * else to write.
 *
 * <p>It is named a benchmark test so that the unit tests ({@code -Dtest='!*BenchmarkTest'}) leave
 * it to the benchmark run; run it alone with {@code -Dtest=CodecsBenchmarkTest}.
 */
@SerbenchTest
class CodecsBenchmarkTest {

  @TestFactory
  Stream<DynamicContainer> codecs(Bench bench) {
    return bench.suite();
  }
}
