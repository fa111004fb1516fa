package org.serbench.safety;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.SafeConfiguration;
import org.serbench.codec.UnsupportedDataException;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;
import org.serbench.registry.CodecRegistry;

/**
 * Gives one hostile input to the codec's decoder and tells what it did: threw, returned a wrong
 * object silently, or returned the original.
 *
 * <p>The valid encoding is that of the first object of media.1 (the seeds' MediaContent), else of
 * TestObject, else of the first data set the codec carries. Each input is decoded by a codec set up
 * for it alone, which first encodes the valid message as an application would before it reads: an
 * earlier cell's failure cannot leave state behind in the decoder. A probe of several inputs (a
 * length probe, one per place) tells the worst of them.
 *
 * <p>The nesting probe and the bomb are made by the codec's own writer ({@link DeepNesting}, {@link
 * Bomb}); a probe whose name ends in {@code ", safe"} decodes the same bytes with the library's
 * documented safe configuration, whose limits are there for exactly these two.
 */
final class Hostile {
  /** The suffix of a probe decoded by the library's documented safe configuration. */
  static final String SAFE = ", safe";

  private static final List<DataSet<?>> PREFERRED = List.of(DataSets.MEDIA_1, DataSets.TEST_OBJECT);

  /** How long a probe of several inputs goes on to its next input: half a cell's usual limit. */
  private static final long SITES_NANOS = 5_000_000_000L;

  private static final List<String> WORST_FIRST =
      List.of(
          Keywords.ENTITY_READ,
          Keywords.OUT_OF_MEMORY,
          Keywords.STACK_OVERFLOW,
          Keywords.SILENT,
          Keywords.EXCEPTION,
          Keywords.SAME,
          Keywords.NOT_APPLICABLE);

  private Hostile() {}

  /** The outcome of a hostile input; an {@link OutOfMemoryError} is left to the caller. */
  static SafetyOutcome run(CodecSpec spec, String name, long seed) {
    Supplier<Codec> reader = spec.factory();
    if (name.endsWith(SAFE)) {
      Optional<SafeConfiguration> safe = CodecRegistry.safeConfiguration(spec.name());
      if (safe.isEmpty() || safe.get().codecFactory().isEmpty()) {
        return new SafetyOutcome(
            name,
            Keywords.NOT_APPLICABLE,
            "no safe configuration to decode with"
                + safe.map(c -> ": " + c.description()).orElse(""));
      }
      reader = safe.get().codecFactory().get();
    }
    if (name.startsWith("deep nesting")) {
      Optional<SafetyOutcome> own = DeepNesting.run(name, spec.factory(), reader);
      if (own.isPresent()) {
        return own.get();
      }
    } else if (name.startsWith("bomb")) {
      List<Supplier<Codec>> writers = new ArrayList<>();
      writers.add(spec.factory());
      CodecRegistry.classNamingWriter(spec.name()).ifPresent(w -> writers.add(w.factory()));
      return Bomb.run(name, writers, reader);
    }
    String why = "";
    for (DataSet<?> dataSet : order()) {
      try {
        return run(spec, reader, dataSet, name, seed);
      } catch (UnsupportedDataException e) {
        why = why.isEmpty() ? e.getMessage() : why;
      } catch (Exception | LinkageError | StackOverflowError e) {
        why = why.isEmpty() ? dataSet.name() + ": " + Keywords.describe(e) : why;
      }
    }
    return new SafetyOutcome(
        name, Keywords.NOT_APPLICABLE, "no data set encodes with this codec: " + why);
  }

  private static List<DataSet<?>> order() {
    List<DataSet<?>> order = new ArrayList<>(PREFERRED);
    DataSets.all().stream().filter(d -> !order.contains(d)).forEach(order::add);
    return order;
  }

  /**
   * The outcome on one data set's valid encoding; throws when the codec cannot encode it, so that
   * the next data set is tried.
   */
  private static <M> SafetyOutcome run(
      CodecSpec spec, Supplier<Codec> reader, DataSet<M> dataSet, String name, long seed)
      throws Exception {
    M original = dataSet.generate(seed, 1).get(0);
    Binding<M, ?> writer = spec.factory().get().bind(dataSet.type());
    byte[] valid = encode(writer, original);
    Binding<M, ?> binding = reader.get().bind(dataSet.type());
    List<HostileInputs.Input> inputs = HostileInputs.sites(name, valid, seed);
    SafetyOutcome worst = null;
    long start = System.nanoTime();
    int tried = 0;
    for (HostileInputs.Input input : inputs) {
      if (tried > 0 && System.nanoTime() - start > SITES_NANOS) {
        break;
      }
      tried++;
      SafetyOutcome outcome = decode(binding, original, dataSet.name(), name, input);
      if (worst == null
          || WORST_FIRST.indexOf(outcome.outcome()) < WORST_FIRST.indexOf(worst.outcome())) {
        worst = outcome;
      }
    }
    if (inputs.size() > 1) {
      worst =
          new SafetyOutcome(
              name,
              worst.outcome(),
              String.format(
                      java.util.Locale.ROOT,
                      "the worst of %d places tried (of %d found): ",
                      tried,
                      inputs.size())
                  + worst.detail());
    }
    return worst;
  }

  private static <M, N> byte[] encode(Binding<M, N> binding, M original) throws Exception {
    return binding.serialize(binding.create(original));
  }

  private static <M, N> SafetyOutcome decode(
      Binding<M, N> binding, M original, String dataSet, String name, HostileInputs.Input input)
      throws Exception {
    String where = dataSet + ", " + input.note();
    if (input.bytes() == null) {
      return new SafetyOutcome(name, Keywords.NOT_APPLICABLE, where);
    }
    N decoded;
    try {
      decoded = binding.deserialize(input.bytes());
    } catch (OutOfMemoryError e) {
      throw new OutOfMemoryError(where + ": " + e);
    } catch (Exception | LinkageError | StackOverflowError e) {
      return failed(name, where + ": ", e);
    }
    if (decoded == null) {
      return new SafetyOutcome(name, Keywords.SILENT, where + ": decoded null without an error");
    }
    M model;
    try {
      model = binding.toModel(decoded);
    } catch (Exception | LinkageError | StackOverflowError e) {
      return failed(name, where + ", reading it: ", e);
    }
    Optional<String> difference = Differences.first(original, model);
    if (difference.isPresent() && difference.get().contains(HostileInputs.ENTITY_MARKER)) {
      return new SafetyOutcome(
          name,
          Keywords.ENTITY_READ,
          where + ": the local file's text came back: " + difference.get());
    }
    return difference
        .map(d -> new SafetyOutcome(name, Keywords.SILENT, where + ": " + d))
        .orElseGet(() -> new SafetyOutcome(name, Keywords.SAME, where));
  }

  /**
   * A decoder's failure: an exception, unless the stack or the heap ran out, which some libraries
   * catch and wrap in an exception of their own (Kryo's {@code KryoException} around an {@code
   * OutOfMemoryError} from a 2 GB length): what the decoder did is then what the cause says.
   */
  static SafetyOutcome failed(String name, String where, Throwable e) {
    String outcome = Keywords.EXCEPTION;
    for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof StackOverflowError) {
        outcome = Keywords.STACK_OVERFLOW;
        break;
      }
      if (t instanceof OutOfMemoryError) {
        outcome = Keywords.OUT_OF_MEMORY;
        break;
      }
    }
    return new SafetyOutcome(name, outcome, where + Keywords.describe(e));
  }
}
