package org.serbench.codec.fst;

import java.util.List;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.SafeConfiguration;

/**
 * The registry entries of the {@code fst} family: how each codec is configured, the Maven artifacts
 * whose versions the report prints, and its factory. {@code org.serbench.registry.CodecRegistry}
 * lists them in report order.
 */
public final class FstCodecs {
  private static final List<String> FST_ARTIFACTS = List.of("de.ruedigermoeller:fst");

  public static final CodecSpec FST =
      new CodecSpec(
              "fst",
              "FSTConfiguration.createDefaultConfiguration() (references shared, class names"
                  + " written, Instant through its writeReplace as java.time.Ser);"
                  + " asByteArray/asObject",
              FST_ARTIFACTS,
              FstCodec.JVM_ARGS,
              FstCodec::defaults)
          .ofAnyClass();

  public static final CodecSpec FLAT_PRE_REGISTERED =
      CodecSpec.forClasses(
          "fst-flat-pre",
          "as fst, but setShareReferences(false) and every class reached pre-registered"
              + " (registerClass)",
          FST_ARTIFACTS,
          FstCodec.JVM_ARGS,
          FstCodec::flatPreRegistered);

  private static final String VERIFIER =
      "FSTConfiguration.setVerifier(ClassSecurityVerifier) allowing class names that start with "
          + String.join(" or ", FstCodec.ALLOWED)
          + "; it admits classes only, with no limit of depth, references or size: nested java.*"
          + " collections (a bomb, deep nesting) pass it";
  private static final String VERIFIER_DOCUMENTATION =
      "FSTConfiguration.ClassSecurityVerifier javadoc (\"Security: disallow packages/classes upon"
          + " deserialization\"), added to FST in 2015 against deserialization exploits";

  /** The gadget probe's safe column: the same configurations with FST's class verifier. */
  public static final List<SafeConfiguration> SAFE_CONFIGURATIONS =
      List.of(
          SafeConfiguration.of(
              FST.name(),
              "as fst, with " + VERIFIER,
              VERIFIER_DOCUMENTATION,
              FstCodec::defaultsVerified),
          SafeConfiguration.of(
              FLAT_PRE_REGISTERED.name(),
              "as fst-flat-pre, with " + VERIFIER,
              VERIFIER_DOCUMENTATION,
              FstCodec::flatPreRegisteredVerified));

  private FstCodecs() {}
}
