package org.serbench.codec.fory;

import java.util.List;
import org.serbench.codec.ClassNamingWriter;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.SafeConfiguration;

/**
 * The registry entries of the {@code fory} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class ForyCodecs {
  private static final String FORY_ARTIFACT = "org.apache.fory:fory-core";
  // Lets Fory use MethodHandles instead of sun.misc.Unsafe, which JDK 25 warns about.
  private static final List<String> FORY_FLAGS =
      List.of("--add-opens=java.base/java.lang.invoke=ALL-UNNAMED");

  public static final CodecSpec FORY =
      new CodecSpec(
              "fory",
              "Java mode, with class registration not required (class names written), where"
                  + " Fory requires it by default; Fory's defaults otherwise: references off,"
                  + " compatible mode (field metadata once per message), JIT serializers; Instant"
                  + " and the Set by built-in serializers",
              List.of(FORY_ARTIFACT),
              FORY_FLAGS,
              ForyCodec::unregistered)
          .ofAnyClass();

  public static final CodecSpec REGISTERED =
      CodecSpec.forClasses(
          "fory-registered",
          "as fory, with class registration required and every class of the data that is not the"
              + " JDK's registered by name order (ids), subclasses the data put in a field included",
          List.of(FORY_ARTIFACT),
          FORY_FLAGS,
          ForyCodec::registered);

  public static final CodecSpec REGISTERED_CONSISTENT =
      CodecSpec.forClasses(
          "fory-registered-consistent",
          "as fory-registered, in CompatibleMode.SCHEMA_CONSISTENT (no field metadata: writer and"
              + " reader must hold the same classes), the mode jvm-serializers' fury measured",
          List.of(FORY_ARTIFACT),
          FORY_FLAGS,
          ForyCodec::registeredSchemaConsistent);

  /**
   * The gadget probe's safe column for fory, which turns registration off: the allow-list Fory's
   * guide prescribes for that mode. The registered codecs already require registration.
   */
  public static final List<SafeConfiguration> SAFE_CONFIGURATIONS =
      List.of(
          SafeConfiguration.of(
              FORY.name(),
              "as fory, with ForyBuilder.withTypeChecker(AllowListChecker, CheckLevel.STRICT,"
                  + " allowClass(\""
                  + ForyCodec.MODEL_PACKAGES
                  + "\"))",
              "Fory Java guide, \"Type Registration & Security\": with"
                  + " requireClassRegistration(false), an AllowListChecker decides which classes"
                  + " may be deserialized",
              ForyCodec::unregisteredModelOnly));

  /**
   * A registered codec's writer refuses the probe's class, so its bytes come from the same Fory
   * without registration, which writes class names; the registered reader then decides.
   */
  public static final List<ClassNamingWriter> CLASS_NAMING_WRITERS =
      List.of(
          new ClassNamingWriter(
              REGISTERED.name(), "fory (registration not required)", ForyCodec::unregistered),
          new ClassNamingWriter(
              REGISTERED_CONSISTENT.name(),
              "fory in SCHEMA_CONSISTENT mode, registration not required",
              ForyCodec::unregisteredSchemaConsistent));

  private ForyCodecs() {}
}
