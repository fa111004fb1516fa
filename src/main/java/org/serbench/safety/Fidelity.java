package org.serbench.safety;

import java.util.Optional;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.UnsupportedDataException;

/**
 * Round-trips one fidelity probe with the codec's own binding, in a codec set up for it alone, and
 * compares the decoded probe with the original exactly.
 */
final class Fidelity {
  private Fidelity() {}

  /** The outcome of a probe; an {@link OutOfMemoryError} is left to the caller. */
  static SafetyOutcome run(CodecSpec spec, FidelityProbes.Probe probe) {
    Object original = probe.value().get();
    Binding<Object, ?> binding;
    try {
      Codec codec = spec.factory().get();
      @SuppressWarnings("unchecked")
      Class<Object> type = (Class<Object>) original.getClass();
      binding = codec.bind(type);
    } catch (UnsupportedDataException e) {
      return outcome(probe, Keywords.UNSUPPORTED, e.getMessage());
    } catch (Exception | LinkageError | StackOverflowError e) {
      return outcome(probe, Keywords.WRITE_ERROR, "set-up: " + Keywords.describe(e));
    }
    return roundTrip(probe, binding, original);
  }

  private static <N> SafetyOutcome roundTrip(
      FidelityProbes.Probe probe, Binding<Object, N> binding, Object original) {
    byte[] bytes;
    try {
      bytes = binding.serialize(binding.create(original));
    } catch (Exception | LinkageError | StackOverflowError e) {
      return outcome(probe, Keywords.WRITE_ERROR, Keywords.describe(e));
    }
    Object decoded;
    try {
      decoded = binding.toModel(binding.deserialize(bytes));
    } catch (Exception | LinkageError | StackOverflowError e) {
      return outcome(probe, Keywords.READ_ERROR, Keywords.describe(e));
    }
    Optional<String> difference = Differences.first(original, decoded);
    return difference
        .map(d -> outcome(probe, Keywords.CHANGED, d))
        .orElseGet(() -> outcome(probe, Keywords.EXACT, bytes.length + " bytes"));
  }

  private static SafetyOutcome outcome(FidelityProbes.Probe probe, String outcome, String detail) {
    return new SafetyOutcome(probe.name(), outcome, detail);
  }
}
