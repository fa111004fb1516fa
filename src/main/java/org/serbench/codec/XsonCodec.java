package org.serbench.codec;

/**
 * Not a codec, nor part of the contract: the holder of a class whose name XSON writes into the
 * bytes of the xson codec ({@code org.serbench.codec.xson.XsonCodec}).
 *
 * <p>The xson codec writes an instant finer than a millisecond under the class name {@code
 * org.serbench.codec.XsonCodec$FinerInstant}. It is kept as it was before the codecs moved into
 * family packages, so that the bytes did not change; a new codec writes no class of this package.
 */
public final class XsonCodec {
  private XsonCodec() {}

  /** The class name an instant finer than a millisecond is written under; never instantiated. */
  public static final class FinerInstant {
    private FinerInstant() {}
  }
}
