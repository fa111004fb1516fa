package org.serbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CompressedSizeTest {
  @ParameterizedTest(name = "{0} bytes")
  @ValueSource(ints = {0, 1, 100, 10_000, 300_000})
  void oneRawDeflateGivesTheSizesOfTheJdksGzipAndZlibStreams(int length) throws IOException {
    for (byte[] message : new byte[][] {random(length), text(length)}) {
      try (CompressedSize sizes = new CompressedSize()) {
        long raw = sizes.rawDeflate(message);

        assertThat(raw + CompressedSize.GZIP_WRAPPER_BYTES).isEqualTo(gzip(message));
        assertThat(raw + CompressedSize.ZLIB_WRAPPER_BYTES).isEqualTo(zlib(message));
        assertThat(sizes.rawDeflate(message)).as("the deflater is reset").isEqualTo(raw);
      }
    }
  }

  private static byte[] random(int length) {
    byte[] bytes = new byte[length];
    new SplittableRandom(length).nextBytes(bytes);
    return bytes;
  }

  private static byte[] text(int length) {
    StringBuilder text = new StringBuilder();
    SplittableRandom random = new SplittableRandom(length);
    while (text.length() < length) {
      text.append("{\"name\":\"field").append(random.nextInt(1000)).append("\",\"value\":");
      text.append(random.nextLong()).append('}');
    }
    return text.substring(0, length).getBytes(StandardCharsets.UTF_8);
  }

  private static long gzip(byte[] message) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
      gz.write(message);
    }
    return out.size();
  }

  private static long zlib(byte[] message) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (DeflaterOutputStream z = new DeflaterOutputStream(out, new Deflater())) {
      z.write(message);
    }
    return out.size();
  }
}
