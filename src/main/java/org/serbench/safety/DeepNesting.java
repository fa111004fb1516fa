package org.serbench.safety;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.model.probe.NestingProbe;

/**
 * The nesting probe in the codec's own format: a chain of {@value #LEVELS} {@link NestingProbe}
 * objects, each in the field {@code next} the class declares, so a strict reader meets the depth
 * and not an unknown name.
 *
 * <p>The codec's own writer writes the chain on a thread with a stack of {@value #STACK_MB} MB, so
 * a writer that recurses can; the reader then decodes it on the cell's own thread, with the stack
 * an application has. A writer that refuses the depth (Jackson's {@code StreamWriteConstraints})
 * still shows how its format nests: where the bytes of two levels are the bytes of one level with a
 * prefix and a suffix around them, and three levels repeat them once more, the chain is that prefix
 * and suffix repeated around one level. Elsewhere the probe cannot be made, and the caller says so.
 */
final class DeepNesting {
  /** How deep the chain is: far beyond any real document, and within a second to write. */
  static final int LEVELS = 100_000;

  private static final int STACK_MB = 1024;

  private DeepNesting() {}

  /**
   * The outcome of the chain written by {@code writer} and decoded by {@code reader}; empty when
   * the writer has no code for the chain's class or cannot make it deep.
   */
  static Optional<SafetyOutcome> run(String name, Supplier<Codec> writer, Supplier<Codec> reader) {
    Binding<NestingProbe, ?> write;
    try {
      write = writer.get().bind(NestingProbe.class);
    } catch (Exception | LinkageError e) {
      return Optional.empty();
    }
    NestingProbe chain = chain(LEVELS);
    String how;
    byte[] bytes;
    try {
      bytes = onLargeStack(() -> encode(write, chain));
      how = LEVELS + " nested objects written by the codec's own writer";
    } catch (Exception | LinkageError | StackOverflowError e) {
      bytes = repeated(write).orElse(null);
      if (bytes == null) {
        return Optional.empty();
      }
      how =
          LEVELS
              + " nested objects, one level's bytes repeated (the writer stops at "
              + Keywords.describe(e)
              + ")";
    }
    Binding<NestingProbe, ?> read;
    try {
      read = reader.get().bind(NestingProbe.class);
    } catch (Exception | LinkageError e) {
      return Optional.of(
          new SafetyOutcome(
              name, Keywords.NOT_APPLICABLE, "the reader cannot start: " + Keywords.describe(e)));
    }
    return Optional.of(decode(name, read, bytes, how, chain));
  }

  private static <N> SafetyOutcome decode(
      String name, Binding<NestingProbe, N> read, byte[] bytes, String how, NestingProbe chain) {
    NestingProbe decoded;
    try {
      decoded = read.toModel(read.deserialize(bytes));
    } catch (Exception | LinkageError | StackOverflowError e) {
      return Hostile.failed(name, how + ": ", e);
    }
    // NestingProbe compares in a loop: no frame per level on serbench's side.
    if (chain.equals(decoded)) {
      return new SafetyOutcome(name, Keywords.SAME, how + ": decoded every level");
    }
    return new SafetyOutcome(
        name, Keywords.SILENT, how + ": decoded without an error as " + decoded);
  }

  /** A chain whose levels are all 0, so that each level's bytes are alike. */
  static NestingProbe chain(int levels) {
    NestingProbe root = null;
    for (int i = 0; i < levels; i++) {
      NestingProbe outer = new NestingProbe();
      outer.setNext(root);
      root = outer;
    }
    return root;
  }

  /** The chain as one level's bytes repeated, where the format nests that way. */
  private static Optional<byte[]> repeated(Binding<NestingProbe, ?> write) {
    try {
      byte[] one = encode(write, chain(1));
      byte[] two = encode(write, chain(2));
      byte[] three = encode(write, chain(3));
      int at = lastIndexOf(two, one);
      if (at < 0) {
        return Optional.empty();
      }
      byte[] prefix = Arrays.copyOfRange(two, 0, at);
      byte[] suffix = Arrays.copyOfRange(two, at + one.length, two.length);
      if (prefix.length == 0 || !Arrays.equals(nest(prefix, one, suffix, 2), three)) {
        return Optional.empty();
      }
      return Optional.of(nest(prefix, one, suffix, LEVELS - 1));
    } catch (Exception | LinkageError | StackOverflowError e) {
      return Optional.empty();
    }
  }

  private static byte[] nest(byte[] prefix, byte[] inner, byte[] suffix, int times) {
    ByteArrayOutputStream out =
        new ByteArrayOutputStream(times * (prefix.length + suffix.length) + inner.length);
    for (int i = 0; i < times; i++) {
      out.writeBytes(prefix);
    }
    out.writeBytes(inner);
    for (int i = 0; i < times; i++) {
      out.writeBytes(suffix);
    }
    return out.toByteArray();
  }

  private static int lastIndexOf(byte[] in, byte[] part) {
    for (int i = in.length - part.length; i >= 0; i--) {
      if (Arrays.equals(in, i, i + part.length, part, 0, part.length)) {
        return i;
      }
    }
    return -1;
  }

  private static <N> byte[] encode(Binding<NestingProbe, N> binding, NestingProbe value)
      throws Exception {
    return binding.serialize(binding.create(value));
  }

  /** What a writer that recurses needs: a thread of its own with a large stack. */
  private interface Work {
    byte[] run() throws Exception;
  }

  private static byte[] onLargeStack(Work work) throws Exception {
    AtomicReference<byte[]> result = new AtomicReference<>();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Thread thread =
        new Thread(
            null,
            () -> {
              try {
                result.set(work.run());
              } catch (Throwable e) {
                failure.set(e);
              }
            },
            "serbench-deep-writer",
            (long) STACK_MB << 20);
    thread.start();
    thread.join();
    Throwable e = failure.get();
    if (e instanceof Exception exception) {
      throw exception;
    }
    if (e instanceof Error error) {
      throw error;
    }
    return result.get();
  }
}
