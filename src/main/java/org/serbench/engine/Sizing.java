package org.serbench.engine;

/**
 * The sizes of an encoded batch: its bytes, and each message compressed on its own, as a message
 * sent through a compressing channel would be.
 *
 * <p>Sizing is done once after the round-trip check and never timed, so it lives apart from {@link
 * TimingLoops}.
 */
final class Sizing {
  private Sizing() {}

  /** Sizes of the encoded batch; each object is compressed on its own, as a message would be. */
  static Result.Size of(byte[][] encoded) {
    long bytes = 0, raw = 0;
    try (CompressedSize compressed = new CompressedSize()) {
      for (byte[] message : encoded) {
        bytes += message.length;
        raw += compressed.rawDeflate(message);
      }
    }
    long messages = encoded.length;
    return new Result.Size(
        bytes,
        raw + messages * CompressedSize.GZIP_WRAPPER_BYTES,
        raw + messages * CompressedSize.ZLIB_WRAPPER_BYTES);
  }
}
