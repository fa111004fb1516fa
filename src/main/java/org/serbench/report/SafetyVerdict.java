package org.serbench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.serbench.safety.Keywords;
import org.serbench.safety.Matrices;
import org.serbench.safety.SafetyFile;
import org.serbench.safety.SafetyOutcome;
import org.serbench.safety.gadget.Gadgets;
import org.serbench.safety.gadget.SafeConfigurationTable;

/**
 * A codec's one-line answer to "may it read bytes an attacker wrote?", from its hostile-input and
 * gadget matrices ({@link SafetyPage} has every cell):
 *
 * <ul>
 *   <li><b>not safe for untrusted input</b>: a hostile input made the decoder hang, overflow its
 *       stack, exhaust the heap, kill its JVM or read a local file through an external entity; or
 *       the decoder constructs the class the bytes name; and no documented configuration of the
 *       library refused the class and survived the length claims, the nesting probe and the bomb;
 *   <li><b>safe with the named configuration</b>: the measured configuration constructs the class
 *       the bytes name, or fell to a length claim, the nesting probe or the bomb, and the library's
 *       documented safe configuration refused the class and ended those in an exception or a value;
 *   <li><b>safe on untrusted input as measured</b>: every probe ran, every hostile input ended in
 *       an exception or the original value, and the decoder refused the named class or its bytes
 *       name none;
 *   <li><b>not shown safe</b>: nothing harmful was seen, but a probe did not run (no nesting probe
 *       in the codec's format), a hostile input came back as a wrong value without an error, or the
 *       gadget probe ended in an internal error rather than a refusal.
 * </ul>
 */
record SafetyVerdict(String codec, String verdict, String why) {
  static final String SAFE = "safe on untrusted input as measured";
  static final String SAFE_CONFIGURED = "safe with the named configuration";
  static final String UNPROVEN = "not shown safe";
  static final String NOT_SAFE = "not safe for untrusted input";

  /** The verdicts, safest first: the order a table of them sorts by. */
  static final List<String> ORDER = List.of(SAFE, SAFE_CONFIGURED, UNPROVEN, NOT_SAFE);

  /** The outcomes that take a service down rather than fail one request. */
  private static final Set<String> HARM =
      Set.of(
          Keywords.HANG,
          Keywords.STACK_OVERFLOW,
          Keywords.OUT_OF_MEMORY,
          Keywords.CRASH,
          Keywords.ENTITY_READ);

  /** The hostile probes a library's safe configuration is run on, for the limits it sets. */
  private static final List<String> GUARDED =
      List.of("length int32", "length varint", "deep nesting", "bomb");

  private static final String SAFE_SUFFIX = ", safe";

  /** The verdict on one codec's matrices; empty when it ran neither hostile nor gadget probes. */
  static Optional<SafetyVerdict> of(SafetyFile.Results r) {
    List<SafetyOutcome> hostile = r.matrix(Matrices.HOSTILE);
    List<SafetyOutcome> gadget = r.matrix(Matrices.GADGET);
    if (hostile.isEmpty() && gadget.isEmpty()) {
      return Optional.empty();
    }
    List<String> harm = new ArrayList<>();
    List<String> guardedHarm = new ArrayList<>();
    List<String> safeHarm = new ArrayList<>();
    List<String> silent = new ArrayList<>();
    List<String> notRun = new ArrayList<>();
    for (SafetyOutcome o : hostile) {
      boolean safeCell = o.probe().endsWith(SAFE_SUFFIX);
      String what = o.outcome() + " on " + o.probe();
      if (HARM.contains(o.outcome())) {
        (safeCell ? safeHarm : GUARDED.contains(o.probe()) ? guardedHarm : harm).add(what);
      } else if (!safeCell && o.outcome().equals(Keywords.SILENT)) {
        silent.add(o.probe());
      } else if (!safeCell
          && o.outcome().equals(Keywords.NOT_APPLICABLE)
          && o.probe().equals("deep nesting")) {
        notRun.add("no nesting probe in its format");
      } else if (!safeCell
          && o.outcome().equals(Keywords.NOT_APPLICABLE)
          && o.detail().startsWith("no data set encodes")) {
        notRun.add(o.probe() + " did not run");
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
    String also = constructs ? "; it also constructs the class the bytes name" : "";
    if (!harm.isEmpty()) {
      harm.addAll(guardedHarm);
      return verdict(r, NOT_SAFE, "hostile bytes gave " + String.join(", ", harm) + also);
    }
    if (constructs || !guardedHarm.isEmpty()) {
      String found =
          guardedHarm.isEmpty()
              ? "it constructs the class the bytes name"
              : "hostile bytes gave " + String.join(", ", guardedHarm) + also;
      Optional<String> configuration = SafeConfigurationTable.configuration(r.codec());
      boolean refuses = !constructs || Keywords.REFUSED.equals(safe);
      if (configuration.isPresent() && refuses && safeHarm.isEmpty()) {
        return verdict(
            r,
            SAFE_CONFIGURED,
            found + "; safe " + withoutCodecName(r.codec(), configuration.get()));
      }
      String because =
          configuration.isEmpty()
              ? "serbench knows no documented configuration of the library that guards against it"
              : !safeHarm.isEmpty()
                  ? "its safe configuration gave " + String.join(", ", safeHarm)
                  : "the library's safe configuration did not refuse the class";
      return verdict(r, NOT_SAFE, found + ", and " + because);
    }
    List<String> gaps = new ArrayList<>(notRun);
    if (hostile.isEmpty()) {
      gaps.add("no hostile input ran");
    }
    if (!silent.isEmpty()) {
      gaps.add(
          silent.size()
              + " hostile input"
              + (silent.size() == 1 ? "" : "s")
              + " came back as a wrong value without an error ("
              + String.join(", ", silent)
              + ")");
    }
    if (Keywords.INTERNAL_ERROR.equals(measured)) {
      gaps.add("the gadget probe ended in an internal error of the reader, not a refusal");
    } else if (measured == null) {
      gaps.add("the gadget probe did not run");
    }
    if (!gaps.isEmpty()) {
      return verdict(r, UNPROVEN, "nothing harmful seen, but " + String.join("; ", gaps));
    }
    String classes =
        Keywords.REFUSED.equals(measured)
            ? "it refused the class the bytes named"
            : gadgetDetail(gadget).startsWith(Gadgets.NAMES_NO_CLASS)
                ? Gadgets.NAMES_NO_CLASS
                : "its format names no classes";
    return verdict(
        r, SAFE, "every hostile input ended in an exception or the original value; " + classes);
  }

  private static Optional<SafetyVerdict> verdict(SafetyFile.Results r, String verdict, String why) {
    return Optional.of(new SafetyVerdict(r.codec(), verdict, why));
  }

  private static String gadgetDetail(List<SafetyOutcome> cells) {
    return cells.stream()
        .filter(o -> o.probe().equals(Matrices.GADGET_PROBES.get(0)))
        .map(SafetyOutcome::detail)
        .findFirst()
        .orElse("");
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
