package org.serbench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.serbench.safety.Keywords;
import org.serbench.safety.Matrices;
import org.serbench.safety.SafetyFile;
import org.serbench.safety.SafetyOutcome;
import org.serbench.safety.gadget.SafeConfigurationTable;

/**
 * A codec's one-line answer to "may it read bytes an attacker wrote?", from its hostile-input and
 * gadget matrices ({@link SafetyPage} has every cell):
 *
 * <ul>
 *   <li><b>not safe for untrusted input</b>: a hostile input made the decoder hang, overflow its
 *       stack, exhaust the heap or kill its JVM; or the decoder constructs the class the bytes
 *       name, and no documented configuration of the library refused it;
 *   <li><b>safe with the named configuration</b>: the measured configuration constructs the class
 *       the bytes name, and the library's documented safe configuration refused it;
 *   <li><b>safe on untrusted input as measured</b>: every hostile input ended in an exception or a
 *       value, and the decoder refused the named class or its format names none.
 * </ul>
 *
 * A wrong value without an error on a flipped bit (silent) does not make a codec unsafe: a format
 * without a checksum cannot see it, and the safety page counts it.
 */
record SafetyVerdict(String codec, String verdict, String why) {
  static final String SAFE = "safe on untrusted input as measured";
  static final String SAFE_CONFIGURED = "safe with the named configuration";
  static final String NOT_SAFE = "not safe for untrusted input";

  /** The outcomes that take a service down rather than fail one request. */
  private static final Set<String> HARM =
      Set.of(Keywords.HANG, Keywords.STACK_OVERFLOW, Keywords.OUT_OF_MEMORY, Keywords.CRASH);

  /** The verdict on one codec's matrices; empty when it ran neither hostile nor gadget probes. */
  static Optional<SafetyVerdict> of(SafetyFile.Results r) {
    List<SafetyOutcome> hostile = r.matrix(Matrices.HOSTILE);
    List<SafetyOutcome> gadget = r.matrix(Matrices.GADGET);
    if (hostile.isEmpty() && gadget.isEmpty()) {
      return Optional.empty();
    }
    List<String> harm = new ArrayList<>();
    for (SafetyOutcome o : hostile) {
      if (HARM.contains(o.outcome())) {
        harm.add(o.outcome() + " on " + o.probe());
      }
    }
    for (SafetyOutcome o : gadget) {
      if (HARM.contains(o.outcome())) {
        harm.add(o.outcome() + " on the gadget probe (" + o.probe() + ")");
      }
    }
    String measured = outcome(gadget, Matrices.GADGET_PROBES.get(0));
    String safe = outcome(gadget, Matrices.GADGET_PROBES.get(1));
    boolean constructs = Keywords.INSTANTIATED.equals(measured);
    if (!harm.isEmpty()) {
      return Optional.of(
          new SafetyVerdict(
              r.codec(),
              NOT_SAFE,
              "hostile bytes gave "
                  + String.join(", ", harm)
                  + (constructs ? "; it also constructs the class the bytes name" : "")));
    }
    if (constructs) {
      Optional<String> configuration = SafeConfigurationTable.configuration(r.codec());
      if (Keywords.REFUSED.equals(safe) && configuration.isPresent()) {
        return Optional.of(
            new SafetyVerdict(
                r.codec(),
                SAFE_CONFIGURED,
                "it constructs the class the bytes name; safe "
                    + withoutCodecName(r.codec(), configuration.get())));
      }
      return Optional.of(
          new SafetyVerdict(
              r.codec(),
              NOT_SAFE,
              "it constructs the class the bytes name, and "
                  + (configuration.isPresent()
                      ? "the library's safe configuration did not refuse it"
                      : "the library documents no configuration that refuses it")));
    }
    String classes =
        Keywords.REFUSED.equals(measured)
            ? "it refused the class the bytes named"
            : measured == null ? "the gadget probe did not run" : "its format names no classes";
    String inputs =
        hostile.isEmpty()
            ? "no hostile input ran"
            : "each of " + hostile.size() + " hostile inputs ended in an exception or a value";
    return Optional.of(new SafetyVerdict(r.codec(), SAFE, inputs + "; " + classes));
  }

  private static String outcome(List<SafetyOutcome> cells, String probe) {
    return cells.stream()
        .filter(o -> o.probe().equals(probe))
        .map(SafetyOutcome::outcome)
        .findFirst()
        .orElse(null);
  }

  /**
   * A safe configuration's description as the rest of a sentence: "as kryo, with X" reads "with X".
   */
  static String withoutCodecName(String codec, String description) {
    String prefix = "as " + codec + ", ";
    return description.startsWith(prefix) ? description.substring(prefix.length()) : description;
  }
}
