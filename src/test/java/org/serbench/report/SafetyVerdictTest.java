package org.serbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.serbench.safety.Keywords;
import org.serbench.safety.Matrices;
import org.serbench.safety.SafetyFile;
import org.serbench.safety.SafetyOutcome;

/** The one-line verdict per codec of the index's "At a glance", from its safety matrices. */
class SafetyVerdictTest {

  /** A codec's results: every hostile input an exception, but the probes given here. */
  private static SafetyFile.Results results(
      String codec, String gadgetDefault, String gadgetSafe, String... hostile) {
    List<SafetyOutcome> inputs = new ArrayList<>();
    for (String probe : Matrices.probes(Matrices.HOSTILE, true)) {
      String outcome = Keywords.EXCEPTION;
      for (int i = 0; i + 1 < hostile.length; i += 2) {
        if (hostile[i].equals(probe)) {
          outcome = hostile[i + 1];
        }
      }
      inputs.add(new SafetyOutcome(probe, outcome, ""));
    }
    Map<String, List<SafetyOutcome>> matrices = new LinkedHashMap<>();
    matrices.put(Matrices.HOSTILE, inputs);
    matrices.put(
        Matrices.GADGET,
        List.of(
            new SafetyOutcome("default", gadgetDefault, ""),
            new SafetyOutcome("safe", gadgetSafe, "")));
    return new SafetyFile.Results(codec, matrices);
  }

  private static SafetyVerdict verdict(SafetyFile.Results r) {
    return SafetyVerdict.of(r).orElseThrow();
  }

  @Test
  void aDecoderThatRefusesTheClassAndThrowsOnHostileBytesIsSafeAsMeasured() {
    SafetyVerdict v =
        verdict(results("json/jackson/databind", Keywords.REFUSED, Keywords.NOT_APPLICABLE));

    assertThat(v.verdict()).isEqualTo(SafetyVerdict.SAFE);
    assertThat(v.why())
        .isEqualTo(
            "every hostile input ended in an exception or the original value; it refused the class"
                + " the bytes named");
  }

  @Test
  void aSilentWrongValueOnHostileBytesLeavesACodecNotShownSafe() {
    SafetyVerdict v =
        verdict(
            results(
                "protobuf", Keywords.NOT_APPLICABLE, Keywords.NOT_APPLICABLE, "flip 1", "silent"));

    assertThat(v.verdict()).isEqualTo(SafetyVerdict.UNPROVEN);
    assertThat(v.why())
        .isEqualTo(
            "nothing harmful seen, but 1 hostile input came back as a wrong value without an"
                + " error (flip 1)");
  }

  @Test
  void aBinaryCodecWithoutANestingProbeInItsFormatIsNotShownSafe() {
    SafetyVerdict v =
        verdict(
            results(
                "protobuf",
                Keywords.NOT_APPLICABLE,
                Keywords.NOT_APPLICABLE,
                "deep nesting",
                Keywords.NOT_APPLICABLE));

    assertThat(v.verdict()).isEqualTo(SafetyVerdict.UNPROVEN);
    assertThat(v.why()).contains("no nesting probe in its format");
  }

  @Test
  void anInternalErrorOnTheGadgetProbeIsNoRefusal() {
    SafetyVerdict v =
        verdict(results("fory-registered", Keywords.INTERNAL_ERROR, Keywords.NOT_APPLICABLE));

    assertThat(v.verdict()).isEqualTo(SafetyVerdict.UNPROVEN);
    assertThat(v.why()).contains("internal error");
  }

  @Test
  void aBombTheNamedConfigurationRefusesMakesTheCodecSafeOnlyWithIt() {
    SafetyVerdict v =
        verdict(results("java-built-in", Keywords.INSTANTIATED, Keywords.REFUSED, "bomb", "hang"));

    assertThat(v.verdict()).isEqualTo(SafetyVerdict.SAFE_CONFIGURED);
    assertThat(v.why()).startsWith("hostile bytes gave hang on bomb; it also constructs");
  }

  @Test
  void aNamedConfigurationThatFallsToTheBombIsNoSafeConfiguration() {
    SafetyVerdict v =
        verdict(
            results(
                "jboss-marshalling-river",
                Keywords.INSTANTIATED,
                Keywords.REFUSED,
                "bomb",
                "hang",
                "bomb, safe",
                "hang"));

    assertThat(v.verdict()).isEqualTo(SafetyVerdict.NOT_SAFE);
    assertThat(v.why()).endsWith("its safe configuration gave hang on bomb, safe");
  }

  @Test
  void aDecoderThatConstructsTheClassIsSafeOnlyWithTheConfigurationThatRefusedIt() {
    SafetyVerdict v = verdict(results("kryo", Keywords.INSTANTIATED, Keywords.REFUSED));

    assertThat(v.verdict()).isEqualTo(SafetyVerdict.SAFE_CONFIGURED);
    assertThat(v.why())
        .startsWith(
            "it constructs the class the bytes name; safe with setRegistrationRequired(true)");
  }

  @Test
  void aDecoderThatConstructsTheClassWithNoConfigurationThatRefusesItIsNotSafe() {
    SafetyVerdict v =
        verdict(results("protostuff-runtime", Keywords.INSTANTIATED, Keywords.NOT_APPLICABLE));

    assertThat(v.verdict()).isEqualTo(SafetyVerdict.NOT_SAFE);
    assertThat(v.why())
        .isEqualTo(
            "it constructs the class the bytes name, and serbench knows no documented"
                + " configuration of the library that guards against it");
  }

  @Test
  void aHostileInputThatTakesTheSafeConfigurationDownTooMakesTheCodecUnsafe() {
    SafetyVerdict v =
        verdict(
            results(
                "kryo",
                Keywords.INSTANTIATED,
                Keywords.REFUSED,
                "length varint",
                Keywords.OUT_OF_MEMORY,
                "length varint, safe",
                Keywords.OUT_OF_MEMORY,
                "deep nesting",
                Keywords.STACK_OVERFLOW));

    assertThat(v.verdict()).isEqualTo(SafetyVerdict.NOT_SAFE);
    assertThat(v.why())
        .isEqualTo(
            "hostile bytes gave out of memory on length varint, stack overflow on deep nesting; it"
                + " also constructs the class the bytes name, and its safe configuration gave out"
                + " of memory on length varint, safe");
  }

  @Test
  void aHostileInputNoConfigurationIsRunOnMakesTheCodecUnsafeWhateverItsGadgetCells() {
    SafetyVerdict v =
        verdict(results("kryo", Keywords.INSTANTIATED, Keywords.REFUSED, "cut 1/2", Keywords.HANG));

    assertThat(v.verdict()).isEqualTo(SafetyVerdict.NOT_SAFE);
    assertThat(v.why())
        .isEqualTo(
            "hostile bytes gave hang on cut 1/2; it also constructs the class the bytes name");
  }

  @Test
  void aCodecWithoutHostileOrGadgetCellsHasNoVerdict() {
    assertThat(
            SafetyVerdict.of(
                new SafetyFile.Results(
                    "kryo",
                    Map.of(
                        Matrices.FIDELITY, List.of(new SafetyOutcome("NaN", Keywords.EXACT, ""))))))
        .isEmpty();
  }
}
