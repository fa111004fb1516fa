package org.serbench.codec.hessian;

import java.util.List;
import org.serbench.codec.CodecSpec;

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
          () -> new HessianCodec(false));

  public static final CodecSpec HESSIAN_DEFLATE =
      new CodecSpec(
          "hessian-deflate",
          "as hessian, inside Hessian's Deflation envelope (Deflation.wrap/unwrap, java.util.zip"
              + " defaults)",
          List.of(HESSIAN_ARTIFACT),
          () -> new HessianCodec(true));

  private HessianCodecs() {}
}
