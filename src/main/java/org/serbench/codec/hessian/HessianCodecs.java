package org.serbench.codec.hessian;

import java.util.List;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.SafeConfiguration;

/**
 * The registry entries of the {@code hessian} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class HessianCodecs {
  private static final String HESSIAN_ARTIFACT = "com.caucho:hessian";

  public static final CodecSpec HESSIAN =
      new CodecSpec(
              "hessian",
              "Hessian2Output/Hessian2Input per message, default SerializerFactory (references"
                  + " shared, HashSet as typed list) plus one addFactory serializer writing Instant as a"
                  + " HessianHandle of epoch seconds + nanos (Hessian alone overflows the stack on"
                  + " Instant)",
              List.of(HESSIAN_ARTIFACT),
              () -> new HessianCodec(false))
          .ofAnyClass();

  public static final CodecSpec HESSIAN_DEFLATE =
      new CodecSpec(
              "hessian-deflate",
              "as hessian, inside Hessian's Deflation envelope (Deflation.wrap/unwrap, java.util.zip"
                  + " defaults)",
              List.of(HESSIAN_ARTIFACT),
              () -> new HessianCodec(true))
          .ofAnyClass();

  private static final String WHITELIST =
      "SerializerFactory.getClassFactory().setWhitelist(true), allow("
          + String.join(", ", HessianCodec.ALLOWED)
          + ") (Hessian adds java.* less Runtime, Process, System, Thread)"
          + "; it admits classes only, with no limit of depth, references or size: nested java.*"
          + " collections (a bomb, deep nesting) pass it";
  private static final String WHITELIST_DOCUMENTATION =
      "the API of com.caucho.hessian.io.ClassFactory in Hessian 4.0.x (setWhitelist, allow,"
          + " deny); serbench found no prose documentation of it";

  /** The gadget probe's safe column: the same codecs with Hessian's class white-list. */
  public static final List<SafeConfiguration> SAFE_CONFIGURATIONS =
      List.of(
          SafeConfiguration.of(
              HESSIAN.name(),
              "as hessian, with " + WHITELIST,
              WHITELIST_DOCUMENTATION,
              () -> HessianCodec.allowingModelOnly(false)),
          SafeConfiguration.of(
              HESSIAN_DEFLATE.name(),
              "as hessian-deflate, with " + WHITELIST,
              WHITELIST_DOCUMENTATION,
              () -> HessianCodec.allowingModelOnly(true)));

  private HessianCodecs() {}
}
