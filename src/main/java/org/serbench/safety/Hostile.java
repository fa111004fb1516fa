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
    } catch (StackOverflowError e) {
      return new SafetyOutcome(name, Keywords.STACK_OVERFLOW, where + ": " + Keywords.describe(e));
    } catch (Exception | LinkageError e) {
      return new SafetyOutcome(name, Keywords.EXCEPTION, where + ": " + Keywords.describe(e));
    }
    if (decoded == null) {
      return new SafetyOutcome(name, Keywords.SILENT, where + ": decoded null without an error");
    }
    M model;
    try {
      model = binding.toModel(decoded);
    } catch (StackOverflowError e) {
      return new SafetyOutcome(
          name, Keywords.STACK_OVERFLOW, where + ", reading it: " + Keywords.describe(e));
    } catch (Exception | LinkageError e) {
      return new SafetyOutcome(
          name, Keywords.EXCEPTION, where + ", reading it: " + Keywords.describe(e));
    }
    Optional<String> difference = Differences.first(original, model);
    return difference
        .map(d -> new SafetyOutcome(name, Keywords.SILENT, where + ": " + d))
        .orElseGet(() -> new SafetyOutcome(name, Keywords.SAME, where));
  }
}
