package org.serbench.codec.jboss;

import java.util.List;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.SafeConfiguration;

/**
 * The registry entries of the {@code jboss} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class JbossMarshallingCodecs {
  private static final String JBOSS_MARSHALLING = "org.jboss.marshalling:jboss-marshalling";

  public static final CodecSpec RIVER =
      new CodecSpec(
              "jboss-marshalling-river",
              "river protocol version 3 (the user guide's; the library default is 4),"
                  + " MarshallingConfiguration defaults otherwise (references shared);"
                  + " Marshaller/Unmarshaller per message; Instant by its writeReplace"
                  + " (java.time.Ser)",
              List.of(JBOSS_MARSHALLING, "org.jboss.marshalling:jboss-marshalling-river"),
              () -> new JbossMarshallingCodec("river", 3))
          .ofAnyClass();

  public static final CodecSpec SERIAL =
      new CodecSpec(
              "jboss-marshalling-serial",
              "serial protocol (JDK serialization format) version 5, MarshallingConfiguration"
                  + " defaults otherwise; Marshaller/Unmarshaller per message; Instant by its"
                  + " writeReplace (java.time.Ser)",
              List.of(JBOSS_MARSHALLING, "org.jboss.marshalling:jboss-marshalling-serial"),
              () -> new JbossMarshallingCodec("serial", 5))
          .ofAnyClass();

  private static final String FILTER =
      "MarshallingConfiguration.setUnmarshallingFilter(UnmarshallingObjectInputFilter.Factory"
          + ".createFilter(\""
          + JbossMarshallingCodec.MODEL_ONLY
          + "\"))"
          + "; it admits classes only, with no limit of depth, references or size: nested java.*"
          + " collections (a bomb, deep nesting) pass it";
  private static final String FILTER_DOCUMENTATION =
      "org.jboss.marshalling.UnmarshallingObjectInputFilter and"
          + " MarshallingConfiguration.setUnmarshallingFilter (JEP 290 filter patterns)";

  /** The gadget probe's safe column: the same protocols behind an allow-list filter. */
  public static final List<SafeConfiguration> SAFE_CONFIGURATIONS =
      List.of(
          SafeConfiguration.of(
              RIVER.name(),
              "as jboss-marshalling-river, with " + FILTER,
              FILTER_DOCUMENTATION,
              () -> JbossMarshallingCodec.filtered("river", 3)),
          SafeConfiguration.of(
              SERIAL.name(),
              "as jboss-marshalling-serial, with " + FILTER,
              FILTER_DOCUMENTATION,
              () -> JbossMarshallingCodec.filtered("serial", 5)));

  private JbossMarshallingCodecs() {}
}
