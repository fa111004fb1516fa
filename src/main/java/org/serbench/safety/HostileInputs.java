package org.serbench.safety;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Hostile inputs made from a valid encoding: truncated, bit-flipped, random, with a length that
 * claims about 2 GB, and a deeply nested document. All are seeded, so a cell gets the same bytes in
 * every run.
 *
 * <p>The length probes are format-aware only as far as that is cheap: a text format (JSON, XML, any
 * other text) writes lengths and counts as digits, so they do not apply to it; for a binary format
 * 0x7FFFFFF0 is written, as four big-endian bytes or as a five-byte varint, over each place (for a
 * varint: from the second byte) that reads as a plausible length, a value between 1 (2 for a
 * varint) and what is left of the message: one input per place ({@link #sites}), up to {@value
 * #MAX_SITES}, so that which length the probe meets does not depend on where the first one sits.
 * Each input's note names its byte. The nesting probe of this class, for a JSON or XML codec with
 * no nested class of its own ({@link DeepNesting} has the codec write one), nests an unknown
 * member.
 */
public final class HostileInputs {
  /** The cells of the hostile matrix, in order. */
  public static final List<String> NAMES =
      List.of(
          "cut 1 byte",
          "cut 1/4",
          "cut 1/2",
          "cut 3/4",
          "cut last byte",
          "flip 1",
          "flip 2",
          "flip 3",
          "flip 4",
          "random",
          "length int32",
          "length varint",
          "deep nesting",
          "bomb",
          "external entity",
          "entity expansion",
          "length int32, safe",
          "length varint, safe",
          "deep nesting, safe",
          "bomb, safe");

  /** The quick profile's sample. */
  static final List<String> SAMPLE = List.of("cut 1/2", "flip 1", "random");

  /** What a length probe claims: just under 2 GB. */
  static final int CLAIM = 0x7FFFFFF0;

  /** The levels of the nesting probe. */
  static final int LEVELS = 100_000;

  /** The most places a length probe patches, one input each. */
  static final int MAX_SITES = 64;

  /** What an encoding looks like, as far as the probes care. */
  enum Kind {
    JSON,
    XML,
    TEXT,
    BINARY
  }

  /**
   * One hostile input.
   *
   * @param bytes the input, or null when the probe does not apply to the format
   * @param note where the damage is, or why the probe does not apply
   */
  record Input(byte[] bytes, String note) {}

  private HostileInputs() {}

  /**
   * The inputs of a probe made from a valid encoding: one for most probes, one per plausible length
   * for a length probe.
   */
  static List<Input> sites(String name, byte[] valid, long seed) {
    name = name.replace(Hostile.SAFE, "");
    if (kind(valid) == Kind.BINARY) {
      if (name.equals("length int32")) {
        return int32Sites(valid);
      }
      if (name.equals("length varint")) {
        return varintSites(valid);
      }
    }
    return List.of(make(name, valid, seed));
  }

  /** The input of a probe made from a valid encoding; for a length probe, its first place. */
  static Input make(String name, byte[] valid, long seed) {
    name = name.replace(Hostile.SAFE, "");
    int n = valid.length;
    Kind kind = kind(valid);
    return switch (name) {
      case "cut 1 byte" -> cut(valid, 1);
      case "cut 1/4" -> cut(valid, n / 4);
      case "cut 1/2" -> cut(valid, n / 2);
      case "cut 3/4" -> cut(valid, n * 3 / 4);
      case "cut last byte" -> cut(valid, n - 1);
      case "flip 1", "flip 2", "flip 3", "flip 4" ->
          flip(valid, seed, Integer.parseInt(name.substring(5)));
      case "random" -> {
        byte[] bytes = new byte[n];
        new SplittableRandom(seed ^ 0x5EEDL).nextBytes(bytes);
        yield new Input(bytes, n + " random bytes");
      }
      case "length int32" -> kind == Kind.BINARY ? int32Sites(valid).get(0) : text(kind);
      case "length varint" -> kind == Kind.BINARY ? varintSites(valid).get(0) : text(kind);
      case "deep nesting" ->
          switch (kind) {
            case JSON -> jsonNesting(valid);
            case XML -> xmlNesting(valid);
            default ->
                new Input(
                    null,
                    "no nesting probe in its format: the codec has no code for a nested class,"
                        + " and its "
                        + kind.name().toLowerCase(java.util.Locale.ROOT)
                        + " bytes cannot be nested by hand");
          };
      case "external entity" -> kind == Kind.XML ? xmlEntity(valid, true) : notXml(kind);
      case "entity expansion" -> kind == Kind.XML ? xmlEntity(valid, false) : notXml(kind);
      case "bomb" ->
          new Input(null, "the codec has no code for an Object field: no set of sets to write");
      default -> throw new IllegalArgumentException("no hostile input " + name);
    };
  }

  /** JSON, XML, other text or binary, from the first character of valid UTF-8. */
  static Kind kind(byte[] valid) {
    String text;
    try {
      text =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(valid))
              .toString();
    } catch (CharacterCodingException e) {
      return Kind.BINARY;
    }
    for (char c : text.toCharArray()) {
      if (c < 0x20 && c != '\n' && c != '\r' && c != '\t') {
        return Kind.BINARY;
      }
    }
    String start = text.stripLeading();
    if (start.startsWith("{") || start.startsWith("[")) {
      return Kind.JSON;
    }
    return start.startsWith("<") ? Kind.XML : Kind.TEXT;
  }

  private static Input text(Kind kind) {
    return new Input(
        null,
        "a "
            + (kind == Kind.TEXT ? "text" : kind.name())
            + " format: lengths and counts are digits, not a prefix");
  }

  private static Input cut(byte[] valid, int length) {
    return new Input(
        Arrays.copyOf(valid, Math.max(0, length)),
        "the first " + length + " of " + valid.length + " bytes");
  }

  private static Input flip(byte[] valid, long seed, int which) {
    SplittableRandom random = new SplittableRandom(seed);
    int at = 0;
    int bit = 0;
    for (int i = 0; i < which; i++) {
      at = random.nextInt(valid.length);
      bit = random.nextInt(8);
    }
    byte[] bytes = valid.clone();
    bytes[at] ^= (byte) (1 << bit);
    return new Input(bytes, "bit " + bit + " of byte " + at + " of " + valid.length + " flipped");
  }

  private static List<Input> int32Sites(byte[] valid) {
    List<Input> inputs = new ArrayList<>();
    for (int i = 0; i + 4 <= valid.length && inputs.size() < MAX_SITES; i++) {
      int value = ByteBuffer.wrap(valid, i, 4).getInt();
      if (value >= 1 && value <= valid.length - i - 4) {
        byte[] bytes = valid.clone();
        ByteBuffer.wrap(bytes, i, 4).putInt(CLAIM);
        inputs.add(new Input(bytes, "0x7FFFFFF0 big-endian at byte " + i));
      }
    }
    if (inputs.isEmpty()) {
      return List.of(new Input(null, "no 4 bytes of the message read as a plausible length"));
    }
    return inputs;
  }

  private static List<Input> varintSites(byte[] valid) {
    List<Input> inputs = new ArrayList<>();
    // From byte 1: a first byte is most often a tag or a type, a length follows it.
    for (int i = 1; i + 5 <= valid.length && inputs.size() < MAX_SITES; i++) {
      long value = 0;
      int shift = 0;
      int j = i;
      while (j < i + 5 && (valid[j] & 0x80) != 0) {
        value |= (long) (valid[j] & 0x7F) << shift;
        shift += 7;
        j++;
      }
      if (j == i + 5) {
        continue;
      }
      value |= (long) (valid[j] & 0x7F) << shift;
      if (value >= 2 && value <= valid.length - j - 1) {
        byte[] bytes = valid.clone();
        int claim = CLAIM;
        for (int k = 0; k < 5; k++) {
          bytes[i + k] = (byte) (k < 4 ? (claim & 0x7F) | 0x80 : claim);
          claim >>>= 7;
        }
        inputs.add(new Input(bytes, "0x7FFFFFF0 as a varint at byte " + i));
      }
    }
    if (inputs.isEmpty()) {
      return List.of(new Input(null, "no byte of the message reads as a plausible varint length"));
    }
    return inputs;
  }

  /** The text an external entity probe's file holds, which must never come back decoded. */
  static final String ENTITY_MARKER = "serbench-external-entity";

  private static Input notXml(Kind kind) {
    return new Input(
        null, "a " + kind.name().toLowerCase(java.util.Locale.ROOT) + " format: no XML entities");
  }

  /**
   * A document type declared before the root, with an entity used as the first text of the
   * document: an external entity naming a local file that holds {@link #ENTITY_MARKER} (never the
   * network), or ten levels of ten references each (a billion expansions).
   */
  private static Input xmlEntity(byte[] valid, boolean external) {
    String text = new String(valid, StandardCharsets.UTF_8);
    int root = rootElement(text);
    if (root < 0) {
      return new Input(null, "no root element found");
    }
    int nameEnd = root + 1;
    while (nameEnd < text.length() && " \t\r\n/>".indexOf(text.charAt(nameEnd)) < 0) {
      nameEnd++;
    }
    String rootName = text.substring(root + 1, nameEnd);
    int textAt = -1;
    for (int i = text.indexOf('>', root);
        i >= 0 && i + 1 < text.length();
        i = text.indexOf('>', i + 1)) {
      char c = text.charAt(i + 1);
      if (c != '<' && !Character.isWhitespace(c)) {
        textAt = i + 1;
        break;
      }
    }
    if (textAt < 0) {
      return new Input(null, "no text in the document to put an entity in");
    }
    int textEnd = text.indexOf('<', textAt);
    StringBuilder dtd = new StringBuilder("<!DOCTYPE ").append(rootName).append(" [");
    String reference;
    if (external) {
      dtd.append("<!ENTITY xxe SYSTEM \"").append(entityFile()).append("\">");
      reference = "&xxe;";
    } else {
      dtd.append("<!ENTITY lol0 \"lol\">");
      for (int level = 1; level <= 9; level++) {
        dtd.append("<!ENTITY lol").append(level).append(" \"");
        dtd.append(("&lol" + (level - 1) + ";").repeat(10)).append("\">");
      }
      reference = "&lol9;";
    }
    dtd.append("]>");
    String out =
        text.substring(0, root)
            + dtd
            + text.substring(root, textAt)
            + reference
            + text.substring(textEnd);
    return new Input(
        out.getBytes(StandardCharsets.UTF_8),
        external
            ? "an external entity naming a local file, as the first text"
            : "ten levels of ten entity references (10^9 expansions), as the first text");
  }

  /** The file an external entity names: made once per JVM, holding {@link #ENTITY_MARKER}. */
  private static synchronized String entityFile() {
    try {
      java.nio.file.Path file = java.nio.file.Files.createTempFile("serbench-entity", ".txt");
      file.toFile().deleteOnExit();
      java.nio.file.Files.writeString(file, ENTITY_MARKER);
      return file.toUri().toString();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /** An unknown member holding 100,000 nested arrays, first in the root object or array. */
  private static Input jsonNesting(byte[] valid) {
    String text = new String(valid, StandardCharsets.UTF_8);
    int open = 0;
    while (Character.isWhitespace(text.charAt(open))) {
      open++;
    }
    boolean object = text.charAt(open) == '{';
    String rest = text.substring(open + 1);
    boolean empty = rest.stripLeading().startsWith(object ? "}" : "]");
    StringBuilder out = new StringBuilder(text.length() + 2 * LEVELS + 20);
    out.append(text, 0, open + 1);
    if (object) {
      out.append("\"serbenchDeep\":");
    }
    out.append("[".repeat(LEVELS)).append("]".repeat(LEVELS));
    out.append(empty ? "" : ",").append(rest);
    return new Input(
        out.toString().getBytes(StandardCharsets.UTF_8),
        LEVELS + " nested arrays as the first " + (object ? "member" : "element") + " of the root");
  }

  /** 100,000 nested unknown elements, first in the root element. */
  private static Input xmlNesting(byte[] valid) {
    String text = new String(valid, StandardCharsets.UTF_8);
    int root = rootElement(text);
    if (root < 0) {
      return new Input(null, "no root element found");
    }
    int end = text.indexOf('>', root);
    if (end < 0 || text.charAt(end - 1) == '/') {
      return new Input(null, "the root element is empty");
    }
    String deep = "<serbenchDeep>".repeat(LEVELS) + "</serbenchDeep>".repeat(LEVELS);
    String out = text.substring(0, end + 1) + deep + text.substring(end + 1);
    return new Input(
        out.getBytes(StandardCharsets.UTF_8), LEVELS + " nested elements first in the root");
  }

  /** Where the root element's tag starts, past any prolog or doctype; -1 if there is none. */
  private static int rootElement(String text) {
    for (int at = text.indexOf('<');
        at >= 0 && at + 1 < text.length();
        at = text.indexOf('<', at + 1)) {
      char next = text.charAt(at + 1);
      if (next != '?' && next != '!') {
        return at;
      }
    }
    return -1;
  }
}
