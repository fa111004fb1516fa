package org.serbench.codec;

import java.util.Map;

/**
 * A schema or hand-written codec of the evolution matrix, set up for one version of the matrix's
 * messages (see {@code org.serbench.evolution.Change}): version 1 in the JVMs that hold the old
 * classes, version 2 in those that hold the new.
 *
 * <p>A message is named by its change ({@code AddField}, {@code RenameField}, ...). Its values are
 * a map from the field's name in that version ({@code id}, {@code name}, {@code fullName}, ...) to
 * an {@link Integer} (a 32-bit int), a {@link Long} (a 64-bit int), a {@link String}, the name of
 * an enum constant, or {@code null}.
 */
public interface EvolutionCodec {

  /**
   * Encodes a message of this version with these values; a field that is absent from the map or
   * {@code null} is left unset.
   *
   * @throws UnsupportedDataException if this version of the message cannot be expressed in the
   *     library's schema language, with the reason
   */
  byte[] write(String message, Map<String, Object> values) throws Exception;

  /**
   * Decodes bytes as this version's message: every field of this version, with the value a reader
   * of the decoded message sees ({@code null} where the library reports the field as unset, an enum
   * constant by the library's own name for it, {@code UNRECOGNIZED} or {@code _NOT_IN_SCHEMA}
   * included).
   *
   * @param writer the version that wrote the bytes (1 or 2), which a library whose encoding does
   *     not carry its schema (Avro) takes from where a real reader would: a schema registry, a
   *     container file's header
   */
  Map<String, Object> read(String message, byte[] bytes, int writer) throws Exception;

  /** What a reader of this version sees in each field when the bytes did not set it. */
  Map<String, Object> defaults(String message) throws Exception;
}
