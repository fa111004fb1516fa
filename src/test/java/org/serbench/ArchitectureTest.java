package org.serbench;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The package arrows of the main code point one way: junit to engine, safety, report and registry;
 * engine and report to registry, data and stats; safety to engine, registry, data, the contract and
 * the model, and the report reads safety's result files; registry to the codec families; a family
 * to the contract ({@code org.serbench.codec}) and the model, never to another family; data to the
 * model; the model to nothing.
 *
 * <p>The generated code (org.serbench.proto, avro, capnp, flatbuffers, activemq, protostuff) sits
 * outside these packages and is left alone; DSL-JSON's converters, which its annotation processor
 * writes into the model's packages and which call the dsljson family's instant converter, are the
 * one exception to the model's rule. avaje-jsonb's adapters sit in the model's packages too, and
 * depend on avaje alone.
 */
class ArchitectureTest {
  private static final String CONTRACT = "org.serbench.codec";

  /** The library families: every package under the contract's. */
  private static final DescribedPredicate<JavaClass> FAMILY =
      resideInAPackage("org.serbench.codec..")
          .and(resideOutsideOfPackage(CONTRACT))
          .as("a codec family (org.serbench.codec.*)");

  private static JavaClasses classes;

  @BeforeAll
  static void importMainClasses() {
    classes =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.serbench");
  }

  @Test
  void theModelDependsOnNoOtherPackage() {
    noClasses()
        .that()
        .resideInAPackage("org.serbench.model..")
        .and()
        .haveNameNotMatching(".*_DslJsonConverter.*")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.serbench.data..",
            "org.serbench.codec..",
            "org.serbench.registry..",
            "org.serbench.engine..",
            "org.serbench.stats..",
            "org.serbench.report..",
            "org.serbench.safety..",
            "org.serbench.evolution..",
            "org.serbench.junit..")
        .check(classes);
  }

  @Test
  void theDataSetsDependOnTheModelOnly() {
    noClasses()
        .that()
        .resideInAPackage("org.serbench.data..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.serbench.codec..",
            "org.serbench.registry..",
            "org.serbench.engine..",
            "org.serbench.stats..",
            "org.serbench.report..",
            "org.serbench.safety..",
            "org.serbench.evolution..",
            "org.serbench.junit..")
        .check(classes);
  }

  @Test
  void theStatisticsDependOnNoOtherPackage() {
    noClasses()
        .that()
        .resideInAPackage("org.serbench.stats..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.serbench.model..",
            "org.serbench.data..",
            "org.serbench.codec..",
            "org.serbench.registry..",
            "org.serbench.engine..",
            "org.serbench.report..",
            "org.serbench.safety..",
            "org.serbench.evolution..",
            "org.serbench.junit..")
        .check(classes);
  }

  @Test
  void theContractKnowsNoFamily() {
    noClasses()
        .that()
        .resideInAPackage(CONTRACT)
        .should()
        .dependOnClassesThat(FAMILY)
        .check(classes);
  }

  @Test
  void theContractDependsOnTheModelOnly() {
    noClasses()
        .that()
        .resideInAPackage(CONTRACT)
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.serbench.data..",
            "org.serbench.registry..",
            "org.serbench.engine..",
            "org.serbench.stats..",
            "org.serbench.report..",
            "org.serbench.safety..",
            "org.serbench.evolution..",
            "org.serbench.junit..")
        .check(classes);
  }

  @Test
  void aFamilyDependsOnTheContractAndTheModelOnly() {
    noClasses()
        .that(FAMILY)
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.serbench.data..",
            "org.serbench.registry..",
            "org.serbench.engine..",
            "org.serbench.stats..",
            "org.serbench.report..",
            "org.serbench.safety..",
            "org.serbench.evolution..",
            "org.serbench.junit..")
        .check(classes);
  }

  @Test
  void noFamilyDependsOnAnother() {
    slices().matching("org.serbench.codec.(*)..").should().notDependOnEachOther().check(classes);
  }

  @Test
  void theRegistryDependsOnTheCodecsOnly() {
    noClasses()
        .that()
        .resideInAPackage("org.serbench.registry..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.serbench.data..",
            "org.serbench.engine..",
            "org.serbench.stats..",
            "org.serbench.report..",
            "org.serbench.safety..",
            "org.serbench.evolution..",
            "org.serbench.junit..")
        .check(classes);
  }

  @Test
  void theEngineKnowsNeitherTheReportNorJunit() {
    noClasses()
        .that()
        .resideInAPackage("org.serbench.engine..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.serbench.report..",
            "org.serbench.safety..",
            "org.serbench.evolution..",
            "org.serbench.junit..")
        .check(classes);
  }

  /**
   * The safety matrices sit beside the engine: they use the registry, the codec contract, the
   * model, the data sets and the engine's settings; only junit runs them and the report reads their
   * result files.
   */
  @Test
  void theSafetyMatricesKnowNeitherTheReportNorJunit() {
    noClasses()
        .that()
        .resideInAPackage("org.serbench.safety..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("org.serbench.report..", "org.serbench.junit..", "org.serbench.stats..")
        .check(classes);
  }

  /**
   * The evolution matrix sits beside the safety matrices, whose cell files and watched JVMs it
   * shares: only junit runs it and the report reads its files.
   */
  @Test
  void theEvolutionMatrixKnowsNeitherTheReportNorJunit() {
    noClasses()
        .that()
        .resideInAPackage("org.serbench.evolution..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("org.serbench.report..", "org.serbench.junit..", "org.serbench.stats..")
        .check(classes);
  }

  @Test
  void theReportKnowsNeitherTheCodecsNorJunit() {
    noClasses()
        .that()
        .resideInAPackage("org.serbench.report..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("org.serbench.codec..", "org.serbench.junit..")
        .check(classes);
  }

  @Test
  void onlyJunitDependsOnJunit() {
    noClasses()
        .that()
        .resideOutsideOfPackage("org.serbench.junit..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("org.serbench.junit..")
        .check(classes);
  }

  /**
   * The gadget probe asks the registry for a codec, its class-naming writer and its safe
   * configuration, and writes model objects: the library knowledge stays in the families.
   */
  @Test
  void theGadgetProbeUsesTheRegistryTheContractAndTheModelOnly() {
    noClasses()
        .that()
        .resideInAPackage("org.serbench.safety.gadget..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.serbench.data..",
            "org.serbench.engine..",
            "org.serbench.stats..",
            "org.serbench.report..",
            "org.serbench.junit..")
        .orShould()
        .dependOnClassesThat(FAMILY)
        .check(classes);
  }
}
