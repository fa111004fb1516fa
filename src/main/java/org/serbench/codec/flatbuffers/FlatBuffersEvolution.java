package org.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import org.serbench.codec.EvolutionCodec;

/**
 * The flatbuffers row of the evolution matrix: the tables flatc generates from {@code
 * src/main/flatbuffers/evolution_v1.fbs} ({@link FlatBuffersEvolutionV1}) and {@code
 * evolution_v2.fbs} ({@link FlatBuffersEvolutionV2}), and what the two versions share.
 *
 * <p>A message is built field by field ({@code start...}, {@code add...}, {@code end...}), so that
 * a field without a value is left out of the table; the adders also leave out a scalar equal to its
 * default, as FlatBuffers does. Bytes are read by wrapping them ({@code getRootAs...}), and each
 * field through its accessor: a string left out reads as null, a scalar as its default.
 */
final class FlatBuffersEvolution {

  private FlatBuffersEvolution() {}

  /**
   * The codec of one version of the messages.
   *
   * @param version 1 or 2
   */
  static EvolutionCodec forVersion(int version) {
    if (version == 1) {
      return new FlatBuffersEvolutionV1();
    }
    if (version == 2) {
      return new FlatBuffersEvolutionV2();
    }
    throw new IllegalArgumentException(
        "the evolution messages have versions 1 and 2, not " + version);
  }

  /** The finished buffer's bytes, from its first to its last. */
  static byte[] finish(FlatBufferBuilder builder, int root) {
    builder.finish(root);
    return builder.sizedByteArray();
  }

  /** The offset of a string written into the buffer, or 0 (no string) for null. */
  static int string(FlatBufferBuilder builder, String value) {
    return value == null ? 0 : builder.createString(value);
  }

  /**
   * The number of an enum constant, by its name in the generated enum's {@code names} (flatc gives
   * the names array to an enum whose numbers run from 0 without gaps, as Color's do).
   */
  static byte enumNumber(String[] names, String name) {
    for (int i = 0; i < names.length; i++) {
      if (names[i].equals(name)) {
        return (byte) i;
      }
    }
    throw new IllegalArgumentException("Color has no constant " + name + " in this version");
  }

  /**
   * What FlatBuffers shows for an enum field: flatc's Java enums are number constants with a {@code
   * names} array, so a number the reader's schema names reads as that name, and any other number (a
   * constant of a later version) as itself, in decimal ({@code "2"}).
   */
  static String enumName(String[] names, int number) {
    return number >= 0 && number < names.length ? names[number] : String.valueOf(number);
  }

  /** The error for a message name that is not one of the matrix's. */
  static IllegalArgumentException noSuchMessage(String message, int version) {
    return new IllegalArgumentException(
        "evolution_v" + version + ".fbs has no table for the message " + message);
  }
}
