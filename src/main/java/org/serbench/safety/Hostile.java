package org.serbench.safety;

import java.util.List;
import java.util.Optional;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.UnsupportedDataException;
import org.serbench.data.DataSet;
import org.serbench.data.DataSets;

/**
 * Gives one hostile input to the codec's decoder and tells what it did: threw, returned a wrong
 * object silently, or returned the original.
 *
 * <p>The valid encoding is that of the first object of media.1 (the seeds' MediaContent), else of
 * TestObject, else of the first data set the codec carries. Each input is decoded by a codec set up
 * for it alone, which first encodes the valid message as an application would before it reads: an
 * earlier cell's failure cannot leave state behind in the decoder.
 */
final class Hostile {
  private static final List<DataSet<?>> PREFERRED = List.of(DataSets.MEDIA_1, DataSets.TEST_OBJECT);

  private Hostile() {}

  /** The outcome of a hostile input; an {@link OutOfMemoryError} is left to the caller. */
  static SafetyOutcome run(CodecSpec spec, String name, long seed) {
    String why = "";
    for (DataSet<?> dataSet : order()) {
      try {
        return run(spec, dataSet, name, seed);
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
    List<DataSet<?>> order = new java.util.ArrayList<>(PREFERRED);
    DataSets.all().stream().filter(d -> !order.contains(d)).forEach(order::add);
    return order;
  }

  /**
   * The outcome on one data set's valid encoding; throws when the codec cannot encode it, so that
   * the next data set is tried.
   */
  private static <M> SafetyOutcome run(CodecSpec spec, DataSet<M> dataSet, String name, long seed)
      throws Exception {
    M original = dataSet.generate(seed, 1).get(0);
    Codec codec = spec.factory().get();
    Binding<M, ?> binding = codec.bind(dataSet.type());
    return decode(binding, original, dataSet.name(), name, seed);
  }

  private static <M, N> SafetyOutcome decode(
      Binding<M, N> binding, M original, String dataSet, String name, long seed) throws Exception {
    byte[] valid = binding.serialize(binding.create(original));
    HostileInputs.Input input = HostileInputs.make(name, valid, seed);
    String where = dataSet + ", " + input.note();
    if (input.bytes() == null) {
      return new SafetyOutcome(name, Keywords.NOT_APPLICABLE, where);
    }
    N decoded;
    try {
      decoded = binding.deserialize(input.bytes());
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
    return difference
        .map(d -> new SafetyOutcome(name, Keywords.SILENT, where + ": " + d))
        .orElseGet(() -> new SafetyOutcome(name, Keywords.SAME, where));
  }

  /**
   * A decoder's failure: an exception, unless the stack or the heap ran out, which some libraries
   * catch and wrap in an exception of their own (Kryo's {@code KryoException} around an {@code
   * OutOfMemoryError} from a 2 GB length): what the decoder did is then what the cause says.
   */
  private static SafetyOutcome failed(String name, String where, Throwable e) {
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
