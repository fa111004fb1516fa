package org.serbench.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.serbench.codec.CodecSpec;
import org.serbench.registry.CodecRegistry;

/** What serbench's test engine finds in a user's test class, before it measures anything. */
class SerbenchEngineTest {

  /** Two data sets, every codec. */
  @Tag("fixture")
  @SerbenchTest
  static class Shop {
    @SerbenchData
    static String orders(SplittableRandom random, int index) {
      return "order " + index;
    }

    @SerbenchData(name = "customers")
    static List<String> sample() {
      return List.of("ada", "bob");
    }
  }

  /** Kryo's codecs, but not the registered ones. */
  @Tag("fixture")
  @SerbenchTest(include = "kryo*", exclude = "kryo-registered*")
  static class KryoOnly {
    @SerbenchData
    static List<String> names() {
      return List.of("ada");
    }
  }

  /** A data method of a signature serbench cannot call. */
  @Tag("fixture")
  @SerbenchTest
  static class Wrong {
    @SerbenchData
    static String orders(int index) {
      return "order " + index;
    }
  }

  /** A class of the classic suite: no data methods, nothing for this engine. */
  @Tag("fixture")
  @SerbenchTest
  static class Classic {}

  private static TestDescriptor discover(DiscoverySelector... selectors) {
    return new SerbenchEngine()
        .discover(
            LauncherDiscoveryRequestBuilder.request()
                .selectors(selectors)
                // every codec, whatever -Dserbench.codecs the build was given
                .configurationParameter("serbench.codecs", "*")
                .build(),
            UniqueId.forEngine(SerbenchEngine.ID));
  }

  private static List<String> tests(TestDescriptor engine) {
    return engine.getDescendants().stream()
        .filter(TestDescriptor::isTest)
        .map(TestDescriptor::getDisplayName)
        .toList();
  }

  @Test
  void everyCodecThatBindsAnyClassGetsATestPerDataSetNamedAsAnIdeShowsIt() {
    List<String> any =
        CodecRegistry.all().stream().filter(CodecSpec::anyClass).map(CodecSpec::name).toList();

    List<String> tests = tests(discover(selectClass(Shop.class)));

    assertThat(any).hasSizeGreaterThanOrEqualTo(40).contains("kryo", "json/jackson/databind");
    assertThat(tests).hasSize(2 * any.size()).startsWith(any.get(0) + " · orders");
    assertThat(tests).contains("kryo · customers", "java-built-in · orders");
  }

  @Test
  void includeAndExcludeGlobsNarrowTheCodecs() {
    assertThat(tests(discover(selectClass(KryoOnly.class))))
        .containsExactly("kryo · names", "kryo-flat · names", "kryo-unsafe · names");
  }

  @Test
  void aSelectedDataMethodRunsOnlyItsDataSet() {
    assertThat(tests(discover(selectMethod(Shop.class, "sample"))))
        .isNotEmpty()
        .allMatch(name -> name.endsWith(" · customers"));
  }

  @Test
  void aDataMethodOfTheWrongSignatureIsTheClassesProblemNamingWhatIsAllowed() {
    OwnDataClass wrong =
        (OwnDataClass) discover(selectClass(Wrong.class)).getChildren().iterator().next();

    assertThat(wrong.problem())
        .contains("Wrong.orders(int)")
        .contains("SplittableRandom random, int index");
  }

  @Test
  void aClassWithoutDataMethodsIsLeftToJupiter() {
    assertThat(discover(selectClass(Classic.class)).getChildren()).isEmpty();
  }
}
