package org.serbench.codec;

import com.caucho.hessian.io.HessianHandle;
import java.io.Serializable;
import java.time.Instant;

/**
 * Not a codec, nor part of the contract: the holder of a class whose name Hessian writes into the
 * bytes of the hessian codecs ({@code org.serbench.codec.hessian.HessianCodec}).
 *
 * <p>Hessian names the class of every object it writes, and the hessian codecs write an instant as
 * an {@link InstantHandle}, so the class name {@code org.serbench.codec.HessianCodec$InstantHandle}
 * is in every message with an instant. It is kept as it was before the codecs moved into family
 * packages, so that their bytes did not change; a new codec writes no class of this package.
 */
public final class HessianCodec {
  private HessianCodec() {}

  /** An instant on the wire: epoch seconds and nanoseconds, lossless at any precision. */
  public static final class InstantHandle implements Serializable, HessianHandle {
    private static final long serialVersionUID = 1L;

    private final long seconds;
    private final int nanos;

    public InstantHandle(long seconds, int nanos) {
      this.seconds = seconds;
      this.nanos = nanos;
    }

    private Object readResolve() {
      return Instant.ofEpochSecond(seconds, nanos);
    }
  }
}
