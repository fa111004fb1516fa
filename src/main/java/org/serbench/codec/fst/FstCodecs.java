package org.serbench.codec.fst;

import java.util.List;
import org.serbench.codec.CodecSpec;

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
          FstCodec::defaults);

  public static final CodecSpec FLAT_PRE_REGISTERED =
      new CodecSpec(
          "fst-flat-pre",
          "as fst, but setShareReferences(false) and every class reached pre-registered"
              + " (registerClass)",
          FST_ARTIFACTS,
          FstCodec.JVM_ARGS,
          FstCodec::flatPreRegistered);

  private FstCodecs() {}
}
