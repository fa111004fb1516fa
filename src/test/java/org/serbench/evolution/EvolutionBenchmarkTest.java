package org.serbench.evolution;

import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.serbench.junit.Bench;
import org.serbench.junit.SerbenchTest;

/**
 * The evolution matrix: every row (each codec that binds classes, its library's evolution modes,
 * and the schema libraries) writes version 1 of each message in one JVM, reads it with version 2 in
 * another and writes version 2, and reads that with version 1 in a third, JVMs the rows share;
 * every cell is held to its recorded outcome. One test per row, named by it.
 *
 * <p>It is named a benchmark test so that the unit tests ({@code -Dtest='!*BenchmarkTest'}) leave
 * it to the benchmark run; run it alone with {@code -Dtest=EvolutionBenchmarkTest}.
 */
@SerbenchTest
class EvolutionBenchmarkTest {

  @TestFactory
  Stream<DynamicTest> evolution(Bench bench) {
    return Rows.all().stream()
        .map(row -> dynamicTest(row.name(), () -> bench.evolution(row.name())));
  }
}
