package org.serbench.suite;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.serbench.junit.Bench;
import org.serbench.junit.SecondPass;
import org.serbench.junit.SerbenchTest;

/**
 * The run's second pass ({@code -Dserbench.spread=run}): after every codec's first JVMs, the later
 * JVMs of the cells measured in several, one test per codec, in the order the codecs ran. Nothing
 * runs here with the default {@code serbench.spread=codec}, which measures a cell's JVMs in its
 * codec's turn.
 */
@SerbenchTest
@SecondPass
class SecondPassBenchmarkTest {

  @TestFactory
  Stream<DynamicTest> laterJvms(Bench bench) {
    return bench.secondPass();
  }
}
