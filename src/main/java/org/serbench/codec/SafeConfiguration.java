package org.serbench.codec;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A library's documented configuration for reading bytes it cannot trust, as the counterpart of one
 * measured codec: the gadget probe's {@code safe} column decodes with it.
 *
 * <p>It is never measured; the codec it belongs to keeps its own configuration and bytes. Where the
 * library documents no such configuration, or the codec's own already is it, the entry says so and
 * has no factory.
 *
 * @param codec the name of the codec ({@link CodecSpec#name()}) this is the safe counterpart of
 * @param description one line the report prints: the mechanism and its setting, or why there is
 *     none
 * @param documentation where the library documents the mechanism (a page or a class)
 * @param factory sets the library up in that configuration; {@code null} when there is none
 */
public record SafeConfiguration(
    String codec, String description, String documentation, Supplier<Codec> factory) {

  public SafeConfiguration {
    Objects.requireNonNull(codec, "codec");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(documentation, "documentation");
  }

  /** A safe configuration of the library, set up by the factory. */
  public static SafeConfiguration of(
      String codec, String description, String documentation, Supplier<Codec> factory) {
    return new SafeConfiguration(
        codec, description, documentation, Objects.requireNonNull(factory));
  }

  /**
   * No configuration beyond the codec's own: the reason says why (none documented, or the same).
   */
  public static SafeConfiguration none(String codec, String reason, String documentation) {
    return new SafeConfiguration(codec, reason, documentation, null);
  }

  /** The configured library, or empty when the library has no safe configuration to offer. */
  public Optional<Supplier<Codec>> codecFactory() {
    return Optional.ofNullable(factory);
  }
}
