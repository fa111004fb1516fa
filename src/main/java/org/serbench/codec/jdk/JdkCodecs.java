package org.serbench.codec.jdk;

import java.util.List;
import org.serbench.codec.CodecSpec;

/**
 * The registry entries of the {@code jdk} family: how each codec is configured, the Maven artifacts
 * whose versions the report prints, and its factory. {@code org.serbench.registry.CodecRegistry}
 * lists them in report order.
 */
public final class JdkCodecs {
  public static final CodecSpec BUILT_IN =
      new CodecSpec(
          "java-built-in",
          "ObjectOutputStream.writeUnshared/ObjectInputStream.readUnshared (only the top-level"
              + " object unshared: nested objects still share handles), fresh streams per message"
              + " over a ByteArrayOutputStream; Instant by its own writeReplace (java.time.Ser)",
          List.of(),
          () -> new JdkSerializationCodec(true));

  public static final CodecSpec BUILT_IN_SHARED =
      new CodecSpec(
          "java-built-in-shared",
          "ObjectOutputStream.writeObject/ObjectInputStream.readObject (shared handles), fresh"
              + " streams per message over a ByteArrayOutputStream; Instant by its own"
              + " writeReplace (java.time.Ser)",
          List.of(),
          () -> new JdkSerializationCodec(false));

  public static final CodecSpec MANUAL =
      new CodecSpec(
          "java-manual",
          "hand-written DataOutputStream/DataInputStream for each model, fresh streams per"
              + " message; strings by writeUTF, counts as int, Set as count + elements into a"
              + " HashSet, enums as ordinal byte, nullable fields behind a boolean flag, instants"
              + " as long epoch millis (a finer instant is refused)",
          List.of(),
          JdkManualCodec::new);

  private JdkCodecs() {}
}
