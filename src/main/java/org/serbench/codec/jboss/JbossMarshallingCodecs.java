package org.serbench.codec.jboss;

import java.util.List;
import org.serbench.codec.CodecSpec;

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
          () -> new JbossMarshallingCodec("river", 3));

  public static final CodecSpec SERIAL =
      new CodecSpec(
          "jboss-marshalling-serial",
          "serial protocol (JDK serialization format) version 5, MarshallingConfiguration"
              + " defaults otherwise; Marshaller/Unmarshaller per message; Instant by its"
              + " writeReplace (java.time.Ser)",
          List.of(JBOSS_MARSHALLING, "org.jboss.marshalling:jboss-marshalling-serial"),
          () -> new JbossMarshallingCodec("serial", 5));

  private JbossMarshallingCodecs() {}
}
