package org.serbench.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.serbench.codec.Codec;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.Codecs;
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

  /** A project's own codec beside serbench's Kryo codecs. */
  @Tag("fixture")
  @SerbenchTest(include = {"kryo", "ours*"})
  static class WithOwnCodec {
    @SerbenchData
    static List<String> names() {
      return List.of("ada");
    }

    @SerbenchCodec(name = "ours/json", configuration = "our mapper")
    static Codec mapper() {
      return Codecs.jackson(new ObjectMapper());
    }
  }

  /** Two codec methods of one name, and one that is not a codec method. */
  @Tag("fixture")
  @SerbenchTest
  static class WrongCodecs {
    @SerbenchData
    static List<String> names() {
      return List.of("ada");
    }

    @SerbenchCodec(name = "ours")
    static Codec one() {
      return Codecs.jackson(new ObjectMapper());
    }

    @SerbenchCodec(name = "ours")
    static Codec two() {
      return Codecs.jackson(new ObjectMapper());
    }

    @SerbenchCodec
    Codec notStatic() {
      return Codecs.jackson(new ObjectMapper());
    }
  }

  /** A class of the classic suite: Jupiter's tests, no data methods, nothing for this engine. */
  @Tag("fixture")
  @SerbenchTest
  static class Classic {
    @Test
    void jupiters() {}
  }

  /** Neither data methods nor tests: it would measure nothing. */
  @Tag("fixture")
  @SerbenchTest
  static class Empty {}

  /** Data set names that would collide. */
  @Tag("fixture")
  @SerbenchTest
  static class BadNames {
    @SerbenchData(name = "a|b")
    static List<String> one() {
      return List.of("ada");
    }

    @SerbenchData(name = "TestObject")
    static List<String> two() {
      return List.of("ada");
    }
  }

  /** An exclude glob with a typo. */
  @Tag("fixture")
  @SerbenchTest(exclude = "kyro*")
  static class ExcludeTypo {
    @SerbenchData
    static List<String> names() {
      return List.of("ada");
    }
  }

  /** Batches of declared sizes: the class's for one data set, its own for the other. */
  @Tag("fixture")
  @SerbenchTest(objects = 50)
  static class Sized {
    @SerbenchData
    static List<String> names() {
      return List.of("ada");
    }

    @SerbenchData(objects = 3)
    static List<String> documents() {
      return List.of("a large document");
    }
  }

  /** Three JVMs a cell. */
  @Tag("fixture")
  @SerbenchTest(forks = 3)
  static class ThreeJvms {
    @SerbenchData
    static List<String> names() {
      return List.of("ada");
    }
  }

  /** One JVM a cell, which a gated time cannot do with. */
  @Tag("fixture")
  @SerbenchTest(forks = 1)
  static class OneJvm {
    @SerbenchData
    static List<String> names() {
      return List.of("ada");
    }
  }

  /** A batch of no objects. */
  @Tag("fixture")
  @SerbenchTest
  static class NegativeObjects {
    @SerbenchData(objects = -2)
    static List<String> names() {
      return List.of("ada");
    }
  }

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
  void aProjectsOwnCodecMeasuresItsDataBesideSerbenchsCodecs() {
    OwnDataClass own =
        (OwnDataClass) discover(selectClass(WithOwnCodec.class)).getChildren().iterator().next();

    assertThat(tests(discover(selectClass(WithOwnCodec.class))))
        .containsExactly("ours/json · names", "kryo · names");
    assertThat(own.problem()).isNull();
    assertThat(own.ownCodecs())
        .singleElement()
        .satisfies(
            c -> {
              assertThat(c.configuration()).isEqualTo("our mapper");
              assertThat(c.method()).isEqualTo(WithOwnCodec.class.getName() + "#mapper");
            });
  }

  @Test
  void twoCodecMethodsOfOneNameAndAWrongOneAreTheClassesProblem() {
    OwnDataClass wrong =
        (OwnDataClass) discover(selectClass(WrongCodecs.class)).getChildren().iterator().next();

    assertThat(wrong.problem())
        .contains("two codec methods name the codec 'ours'")
        .contains("WrongCodecs.notStatic is not static");
  }

  @Test
  void aClassOfJupitersTestsIsLeftToJupiter() {
    assertThat(discover(selectClass(Classic.class)).getChildren()).isEmpty();
  }

  @Test
  void aClassWithoutDataMethodsSaysItMeasuresNothing() {
    OwnDataClass empty =
        (OwnDataClass) discover(selectClass(Empty.class)).getChildren().iterator().next();

    assertThat(empty.problem()).contains("declares no @SerbenchData method");
  }

  @Test
  void aDataSetNameThatWouldCollideIsTheClassesProblem() {
    OwnDataClass bad =
        (OwnDataClass) discover(selectClass(BadNames.class)).getChildren().iterator().next();

    assertThat(bad.problem())
        .contains("'a|b' holds '|'")
        .contains("'TestObject' is one of serbench's own data sets");
  }

  @Test
  void aDataSetTakesItsOwnBatchSizeOrItsClasssInEveryProfile() {
    OwnDataClass sized =
        (OwnDataClass) discover(selectClass(Sized.class)).getChildren().iterator().next();

    assertThat(sized.problem()).isNull();
    assertThat(sized.dataSets())
        .extracting(d -> d.name() + ":" + d.objectsPerBatch(1000) + "/" + d.objectsPerBatch(100))
        .containsExactly("documents:3/3", "names:50/50");
    org.serbench.data.DataSet<?> documents = sized.dataSets().get(0);
    assertThat(documents.reference()).endsWith("#documents;objects=3");
    assertThat(org.serbench.data.DataSets.resolve(documents.reference()).objectsPerBatch(1000))
        .as("the measuring JVM finds the same batch size")
        .isEqualTo(3);
  }

  @Test
  void aNegativeBatchSizeIsTheClassesProblemNamingWhatIsAllowed() {
    OwnDataClass negative =
        (OwnDataClass) discover(selectClass(NegativeObjects.class)).getChildren().iterator().next();

    assertThat(negative.problem())
        .contains("objects = -2")
        .contains("allowed: 1 to 1000000 objects a batch, or 0 to size its batches by the data");
  }

  @Test
  void aClassPlansTheJvmsOfItsCellsFromTwoOn() {
    OwnDataClass three =
        (OwnDataClass) discover(selectClass(ThreeJvms.class)).getChildren().iterator().next();
    OwnDataClass one =
        (OwnDataClass) discover(selectClass(OneJvm.class)).getChildren().iterator().next();

    assertThat(three.problem()).isNull();
    assertThat(three.forks()).isEqualTo(3);
    assertThat(one.problem())
        .contains(
            "@SerbenchTest(forks = 1); allowed: 2 to 20 JVMs a cell (a gated time needs two)");
  }

  @Test
  void anExcludeGlobThatMatchesNoCodecIsTheClassesProblem() {
    OwnDataClass typo =
        (OwnDataClass) discover(selectClass(ExcludeTypo.class)).getChildren().iterator().next();

    assertThat(typo.problem()).contains("@SerbenchTest(exclude) 'kyro*' matches no codec");
  }
}
