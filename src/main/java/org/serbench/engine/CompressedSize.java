package org.serbench.engine;

import java.util.zip.Deflater;

/**
 * Compressed sizes of messages, each compressed on its own at the default level, as a message sent
 * through a compressing channel would be.
 *
 * <p>gzip and zlib (what {@link Deflater} writes by default, jvm-serializers' "+dfl") wrap the same
 * deflate stream: zlib with a 2-byte header and a 4-byte Adler-32 checksum, gzip with a 10-byte
 * header and an 8-byte trailer. One raw deflate per message therefore gives both sizes exactly, at
 * half the cost of compressing twice ({@code CompressedSizeTest} holds them to the JDK's own {@link
 * java.util.zip.GZIPOutputStream} and {@link Deflater}).
 */
final class CompressedSize implements AutoCloseable {
  static final int ZLIB_WRAPPER_BYTES = 2 + 4;
  static final int GZIP_WRAPPER_BYTES = 10 + 8;

  private final Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION, true);
  private final byte[] buffer = new byte[64 * 1024];

  /** The size of {@code message} as a raw deflate stream, without a wrapper. */
  long rawDeflate(byte[] message) {
    deflater.reset();
    deflater.setInput(message);
    deflater.finish();
    long size = 0;
    while (!deflater.finished()) {
      size += deflater.deflate(buffer);
    }
    return size;
  }

  @Override
  public void close() {
    deflater.end();
  }
}
