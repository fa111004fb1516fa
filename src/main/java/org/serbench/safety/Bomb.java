package org.serbench.safety;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.model.gadget.Holder;

/**
 * The bomb: a few kilobytes that take a decoder forever, made of the JDK's own {@code HashSet}s
 * alone (the denial of service the JDK's serialization filter guidance warns of), so an allow-list
 * of {@code java.*} lets it through.
 *
 * <p>{@value #DEPTH} levels of sets, each level's two sets held by both sets of the level above: a
 * writer that shares references writes each set once, and a reader that rebuilds the sets computes
 * each element's hash code, which walks every set below it, 2^{@value #DEPTH} times in all. The
 * bomb sits in {@link Holder}'s {@code Object} field and is written by the codec's own writer, or
 * by its family's class-naming writer where its own refuses to (registration required). A writer
 * that does not share references would write the sets below each level out in full: it cannot carry
 * the bomb, and the probe does not apply.
 */
final class Bomb {
  /** The levels of sets: beyond any time limit when hashed, a few KB when references are shared. */
  static final int DEPTH = 100;

  private Bomb() {}

  /** A bomb of {@code depth} levels. */
  static Set<Object> of(int depth) {
    Set<Object> root = new HashSet<>();
    Set<Object> s1 = root;
    Set<Object> s2 = new HashSet<>();
    for (int i = 0; i < depth; i++) {
      Set<Object> t1 = new HashSet<>();
      Set<Object> t2 = new HashSet<>();
      t1.add("foo"); // so that t1 and t2 differ
      s1.add(t1);
      s1.add(t2);
      s2.add(t1);
      s2.add(t2);
      s1 = t1;
      s2 = t2;
    }
    return root;
  }

  /**
   * The outcome of the bomb written by the first of {@code writers} that can, decoded by {@code
   * reader}.
   */
  static SafetyOutcome run(String name, List<Supplier<Codec>> writers, Supplier<Codec> reader) {
    String why = "the codec has no code for an Object field: no set of sets to write";
    byte[] bytes = null;
    for (Supplier<Codec> writer : writers) {
      try {
        Binding<Holder, ?> write = writer.get().bind(Holder.class);
        int small = encode(write, of(8)).length;
        int larger = encode(write, of(16)).length;
        if (larger > 4 * small) {
          return new SafetyOutcome(
              name,
              Keywords.NOT_APPLICABLE,
              "the writer shares no references, so it cannot carry a bomb (8 levels "
                  + small
                  + " bytes, 16 levels "
                  + larger
                  + ")");
        }
        bytes = encode(write, of(DEPTH));
        break;
      } catch (Exception | LinkageError | StackOverflowError e) {
        why = "the writer cannot write a set of sets: " + Keywords.describe(e);
      }
    }
    if (bytes == null) {
      return new SafetyOutcome(name, Keywords.NOT_APPLICABLE, why);
    }
    String how = DEPTH + " levels of HashSets in " + bytes.length + " bytes";
    Binding<Holder, ?> read;
    try {
      read = reader.get().bind(Holder.class);
    } catch (Exception | LinkageError e) {
      return new SafetyOutcome(
          name, Keywords.NOT_APPLICABLE, "the reader cannot start: " + Keywords.describe(e));
    }
    return decode(name, read, bytes, how);
  }

  private static <N> SafetyOutcome decode(
      String name, Binding<Holder, N> read, byte[] bytes, String how) {
    Holder decoded;
    try {
      decoded = read.toModel(read.deserialize(bytes));
    } catch (Exception | LinkageError | StackOverflowError e) {
      return Hostile.failed(name, how + ": ", e);
    }
    // Never hashed nor compared here: that would set the bomb off in serbench's own code.
    Object value = decoded == null ? null : decoded.getValue();
    return new SafetyOutcome(
        name,
        Keywords.SAME,
        how
            + ": decoded within the limit, as "
            + (value == null ? "null" : value.getClass().getName()));
  }

  private static <N> byte[] encode(Binding<Holder, N> binding, Set<Object> bomb) throws Exception {
    Holder holder = new Holder();
    holder.setValue(bomb);
    return binding.serialize(binding.create(holder));
  }
}
