package org.serbench.codec;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * What the registry knows of a codec without setting its library up.
 *
 * @param name the row label in every report, in jvm-serializers' {@code format/library/mode} scheme
 * @param configuration one line on how the library is configured (registration, references, buffer
 *     reuse), printed in the report
 * @param artifacts Maven {@code groupId:artifactId} of the libraries, whose versions the report
 *     prints
 * @param jvmArgs flags the library needs in its measuring JVM besides {@code serbench.jvmArgs}
 *     (FST's {@code --add-opens}, say); the report prints them
 * @param factory sets the library up; called once per measuring JVM, inside the cold-start timer
 */
public record CodecSpec(
    String name,
    String configuration,
    List<String> artifacts,
    List<String> jvmArgs,
    Supplier<Codec> factory) {

  public CodecSpec {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(configuration, "configuration");
    artifacts = List.copyOf(artifacts);
    jvmArgs = List.copyOf(jvmArgs);
    Objects.requireNonNull(factory, "factory");
  }

  /** A codec that needs no JVM flags of its own. */
  public CodecSpec(
      String name, String configuration, List<String> artifacts, Supplier<Codec> factory) {
    this(name, configuration, artifacts, List.of(), factory);
  }

  @Override
  public String toString() {
    return name;
  }
}
