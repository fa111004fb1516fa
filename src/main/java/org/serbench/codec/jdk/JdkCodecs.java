package org.serbench.codec.jdk;

import java.util.List;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.SafeConfiguration;

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
              () -> new JdkSerializationCodec(true))
          .ofAnyClass();

  public static final CodecSpec BUILT_IN_SHARED =
      new CodecSpec(
              "java-built-in-shared",
              "ObjectOutputStream.writeObject/ObjectInputStream.readObject (shared handles), fresh"
                  + " streams per message over a ByteArrayOutputStream; Instant by its own"
                  + " writeReplace (java.time.Ser)",
              List.of(),
              () -> new JdkSerializationCodec(false))
          .ofAnyClass();

  public static final CodecSpec MANUAL =
      new CodecSpec(
              "java-manual",
              "hand-written DataOutputStream/DataInputStream for each model, fresh streams per"
                  + " message; strings by writeUTF, counts as int, Set as count + elements into a"
                  + " HashSet, enums as ordinal byte, nullable fields behind a boolean flag, instants"
                  + " as long epoch millis (a finer instant is refused)",
              List.of(),
              JdkManualCodec::new)
          .handWritten();

  private static final String FILTER =
      "ObjectInputStream.setObjectInputFilter(ObjectInputFilter.Config.createFilter(\""
          + JdkSerializationCodec.MODEL_ONLY
          + "\")): graphs of at most depth 32, 1,000,000 references, 64 MB and arrays of"
          + " 4,194,304 elements, and classes of the model's packages and java.base only";
  private static final String FILTER_DOCUMENTATION =
      "java.io.ObjectInputFilter (JEP 290), Java SE Core Libraries guide, \"Serialization"
          + " Filtering\"";

  /** The gadget probe's safe column: the same streams behind an allow-list filter. */
  public static final List<SafeConfiguration> SAFE_CONFIGURATIONS =
      List.of(
          SafeConfiguration.of(
              BUILT_IN.name(),
              "as java-built-in, with " + FILTER,
              FILTER_DOCUMENTATION,
              () -> JdkSerializationCodec.filtered(true)),
          SafeConfiguration.of(
              BUILT_IN_SHARED.name(),
              "as java-built-in-shared, with " + FILTER,
              FILTER_DOCUMENTATION,
              () -> JdkSerializationCodec.filtered(false)));

  private JdkCodecs() {}
}
