package org.serbench.safety.gadget;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.serbench.registry.CodecRegistry;
import org.serbench.safety.SafetyOutcome;

/**
 * The gadget probe on codecs whose answer is known from their libraries' documentation, run in the
 * test's JVM (the benchmark runs each codec in a JVM of its own).
 *
 * <p>If one of these fails after a library upgrade, the library changed what it builds from bytes:
 * read the cell's detail before changing the expectation.
 */
class GadgetsTest {

  private static SafetyOutcome cell(String codec, String probe) {
    List<SafetyOutcome> cells = Gadgets.probe(CodecRegistry.byName(codec));
    assertThat(cells).extracting(SafetyOutcome::probe).containsExactly("default", "safe");
    return cells.stream().filter(c -> c.probe().equals(probe)).findFirst().orElseThrow();
  }

  @Test
  void jdkSerializationBuildsTheProbeAndRunsItsReadObject() {
    SafetyOutcome cell = cell("java-built-in", "default");

    assertThat(cell.outcome()).isEqualTo(Gadgets.INSTANTIATED);
    assertThat(cell.detail()).contains("readObject").contains("readResolve");
  }

  @Test
  void anObjectInputFilterOfTheModelPackagesRefusesIt() {
    SafetyOutcome cell = cell("java-built-in", "safe");

    assertThat(cell.outcome()).isEqualTo(Gadgets.REFUSED);
    assertThat(cell.detail()).contains("java.io.InvalidClassException: filter status: REJECTED");
  }

  @Test
  void kryoWithoutRegistrationBuildsTheProbeAndWithRegistrationRefusesIt() {
    assertThat(cell("kryo", "default").outcome()).isEqualTo(Gadgets.INSTANTIATED);

    SafetyOutcome safe = cell("kryo", "safe");
    assertThat(safe.outcome()).isEqualTo(Gadgets.REFUSED);
    assertThat(safe.detail()).contains("Class is not registered");
  }

  @Test
  void registeredKryoRefusesTheClassItsUnregisteredWriterNamed() {
    SafetyOutcome cell = cell("kryo-registered", "default");

    assertThat(cell.outcome()).isEqualTo(Gadgets.REFUSED);
    assertThat(cell.detail())
        .contains("Class is not registered: org.serbench.safety.gadget.GadgetProbe")
        .contains("bytes by kryo (registration not required)");
  }

  @Test
  void protobufNamesNoClassesSoNeitherCellApplies() {
    assertThat(cell("protobuf", "default").outcome()).isEqualTo(Gadgets.NOT_APPLICABLE);
    assertThat(cell("protobuf", "default").detail()).startsWith("the format names no classes: ");
    assertThat(cell("protobuf", "safe").outcome()).isEqualTo(Gadgets.NOT_APPLICABLE);
  }

  @Test
  void jacksonWithoutDefaultTypingWritesNoClassNameSoThereIsNothingToRefuse() {
    SafetyOutcome cell = cell("json/jackson/databind", "default");

    assertThat(cell.outcome()).isEqualTo(Gadgets.NOT_APPLICABLE);
    assertThat(cell.detail())
        .startsWith(Gadgets.NAMES_NO_CLASS)
        .contains("decoded as org.serbench.model.xson.Parent")
        .contains("decoded as java.util.LinkedHashMap");
    SafetyOutcome safe = cell("json/jackson/databind", "safe");
    assertThat(safe.outcome()).isEqualTo(Gadgets.NOT_APPLICABLE);
    assertThat(safe.detail()).startsWith("no safe configuration beyond the default, which is");
  }

  @Test
  void gsonsBytesNameNoClassInEitherCell() {
    assertThat(cell("json/gson/databind", "default").outcome()).isEqualTo(Gadgets.NOT_APPLICABLE);
    SafetyOutcome safe = cell("json/gson/databind", "safe");
    assertThat(safe.outcome()).isEqualTo(Gadgets.NOT_APPLICABLE);
    assertThat(safe.detail()).startsWith(Gadgets.NAMES_NO_CLASS);
  }

  @Test
  void aReaderThatBreaksOnTheProbeWithAnErrorOfItsOwnStateHasNotRefusedIt() {
    SafetyOutcome cell = cell("fory-registered", "default");

    assertThat(cell.outcome()).isEqualTo(Gadgets.INTERNAL_ERROR);
    assertThat(cell.detail()).contains("not a refusal").contains("IllegalStateException");
  }

  @Test
  void fastjsonWithAutoTypeOffStillBuildsASubclassOfTheDeclaredTypeAndSafeModeRefusesIt() {
    SafetyOutcome byDefault = cell("json/fastjson/databind", "default");
    assertThat(byDefault.outcome()).isEqualTo(Gadgets.INSTANTIATED);
    assertThat(byDefault.detail())
        .contains("bytes by fastjson with SerializerFeature.WriteClassName");

    SafetyOutcome safe = cell("json/fastjson/databind", "safe");
    assertThat(safe.outcome()).isEqualTo(Gadgets.REFUSED);
    assertThat(safe.detail()).contains("safeMode not support autoType");
  }

  @Test
  void xstreamsSecurityFrameworkAlreadyRefusesAClassOutsideTheModel() {
    SafetyOutcome cell = cell("xml/xstream+c", "default");

    assertThat(cell.outcome()).isEqualTo(Gadgets.REFUSED);
    assertThat(cell.detail())
        .contains("ForbiddenClassException: org.serbench.safety.gadget.GadgetProbe");
  }
}
