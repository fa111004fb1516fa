package org.serbench.safety.gadget;

import java.util.List;
import org.serbench.codec.CodecSpec;
import org.serbench.safety.SafetyOutcome;

/** The gadget probe: a stub until the probe itself is merged. */
public final class Gadgets {
  private Gadgets() {}

  /** The gadget matrix's two cells of a codec: {@code default} and {@code safe}. */
  public static List<SafetyOutcome> probe(CodecSpec spec) {
    return List.of(
        new SafetyOutcome("default", "not applicable", "gadget probe not merged yet"),
        new SafetyOutcome("safe", "not applicable", "gadget probe not merged yet"));
  }
}
