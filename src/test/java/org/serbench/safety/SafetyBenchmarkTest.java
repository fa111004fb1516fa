package org.serbench.safety;

import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.serbench.junit.Bench;
import org.serbench.junit.SerbenchTest;
import org.serbench.registry.CodecRegistry;

/**
 * The safety matrices of every registered codec, one test per codec named by it: fidelity probes,
 * hostile input and the gadget probe, each codec in JVMs of its own, every cell held to its
 * recorded outcome. The full profile runs every probe, the quick profile three per matrix.
 *
 * <p>It is named a benchmark test so that the unit tests ({@code -Dtest='!*BenchmarkTest'}) leave
 * it to the benchmark run, like the framework tests; run it alone with {@code
 * -Dtest=SafetyBenchmarkTest}.
 */
@SerbenchTest
class SafetyBenchmarkTest {

  @TestFactory
  Stream<DynamicTest> safety(Bench bench) {
    return CodecRegistry.all().stream()
        .map(spec -> dynamicTest(spec.name(), () -> bench.safety(spec.name())));
  }
}
