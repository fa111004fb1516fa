package org.serbench.codec;

import java.util.List;
import java.util.Objects;
import java.util.function.IntFunction;

/**
 * A row of the evolution matrix whose library reads and writes the messages through a schema or
 * code of its own, one per version of the messages.
 *
 * @param name the row label, in the registry's naming scheme
 * @param configuration one line on the library's set-up and its evolution mode, printed in the
 *     report
 * @param artifacts Maven {@code groupId:artifactId} of the libraries, whose versions the report
 *     prints
 * @param jvmArgs flags the library needs in its JVM
 * @param setUp the codec for version 1 or 2 of the messages
 */
public record EvolutionSpec(
    String name,
    String configuration,
    List<String> artifacts,
    List<String> jvmArgs,
    IntFunction<EvolutionCodec> setUp) {

  public EvolutionSpec {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(configuration, "configuration");
    artifacts = List.copyOf(artifacts);
    jvmArgs = List.copyOf(jvmArgs);
    Objects.requireNonNull(setUp, "setUp");
  }

  /** A row that needs no JVM flags of its own. */
  public EvolutionSpec(
      String name,
      String configuration,
      List<String> artifacts,
      IntFunction<EvolutionCodec> setUp) {
    this(name, configuration, artifacts, List.of(), setUp);
  }
}
