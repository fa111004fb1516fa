package org.serbench.codec.kryo;

import java.util.List;
import org.serbench.codec.ClassNamingWriter;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.SafeConfiguration;

/**
 * The registry entries of the {@code kryo} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class KryoCodecs {
  private static final List<String> KRYO_ARTIFACTS = List.of("com.esotericsoftware:kryo");

  public static final CodecSpec KRYO =
      new CodecSpec(
              "kryo",
              "Kryo 5 defaults (FieldSerializer, TimeSerializers for Instant) but registration not"
                  + " required (class names written) and references on; Output/Input reused",
              KRYO_ARTIFACTS,
              KryoCodec::unregistered)
          .ofAnyClass();

  public static final CodecSpec REGISTERED =
      CodecSpec.forClasses(
          "kryo-registered",
          "as kryo, but every class reached registered (model classes, enums, String[],"
              + " HashSet, ArrayList, Instant, ...; collection interfaces as the implementations"
              + " the data builds, subclasses the data put in a field) and registration required;"
              + " references on",
          KRYO_ARTIFACTS,
          List.of(),
          KryoCodec::registered);

  public static final CodecSpec FLAT =
      new CodecSpec(
              "kryo-flat",
              "as kryo (unregistered), references off",
              KRYO_ARTIFACTS,
              KryoCodec::flat)
          .ofAnyClass();

  public static final CodecSpec REGISTERED_FLAT =
      CodecSpec.forClasses(
          "kryo-registered-flat",
          "as kryo-registered, references off",
          KRYO_ARTIFACTS,
          List.of(),
          KryoCodec::registeredFlat);

  public static final CodecSpec UNSAFE =
      new CodecSpec(
              "kryo-unsafe",
              "as kryo (unregistered, references on), on UnsafeOutput/UnsafeInput (kryo.unsafe),"
                  + " reused; same bytes as kryo on little-endian CPUs",
              KRYO_ARTIFACTS,
              KryoCodec::unsafe)
          .ofAnyClass();

  public static final CodecSpec MANUAL =
      new CodecSpec(
              "kryo-manual",
              "hand-written Serializer per model class, registered, references off; null-safe in"
                  + " Kryo's conventions, ints of the media and Jedi as positive varints, enums as"
                  + " ordinal + 1, instants as varint epoch millis + nanos of the milli; Output/Input"
                  + " reused",
              KRYO_ARTIFACTS,
              KryoManualCodec::new)
          .handWritten();

  private static final String REGISTRATION_DOCUMENTATION =
      "Kryo README, \"Registration\": registration required is Kryo 5's default, and turning"
          + " it off lets the bytes name any class";

  /**
   * The gadget probe's safe column: Kryo's own default, registration required, for the codecs that
   * turn it off. The registered codecs already have it and are not listed.
   */
  public static final List<SafeConfiguration> SAFE_CONFIGURATIONS =
      List.of(
          SafeConfiguration.of(
              KRYO.name(),
              "as kryo, with setRegistrationRequired(true) and every model class registered (the"
                  + " kryo-registered codec)",
              REGISTRATION_DOCUMENTATION,
              KryoCodec::registered),
          SafeConfiguration.of(
              FLAT.name(),
              "as kryo-flat, with setRegistrationRequired(true) and every model class registered"
                  + " (the kryo-registered-flat codec)",
              REGISTRATION_DOCUMENTATION,
              KryoCodec::registeredFlat),
          SafeConfiguration.of(
              UNSAFE.name(),
              "as kryo-unsafe, with setRegistrationRequired(true) and every model class"
                  + " registered",
              REGISTRATION_DOCUMENTATION,
              KryoCodec::registeredUnsafe));

  /**
   * A registered codec's writer refuses the probe's class, so its bytes come from the same Kryo
   * without registration, which writes class names; the registered reader then decides.
   */
  public static final List<ClassNamingWriter> CLASS_NAMING_WRITERS =
      List.of(
          new ClassNamingWriter(
              REGISTERED.name(), "kryo (registration not required)", KryoCodec::unregistered),
          new ClassNamingWriter(
              REGISTERED_FLAT.name(), "kryo-flat (registration not required)", KryoCodec::flat));

  /**
   * The evolution matrix's Kryo rows: kryo with each of the serializers that Kryo documents for
   * classes whose fields change between writer and reader, TaggedFieldSerializer also with its
   * chunked encoding. They are not measured, and not in the registry's list of codecs.
   */
  public static final List<CodecSpec> EVOLUTION_MODES =
      List.of(
          CodecSpec.forClasses(
              "kryo-compatible",
              "as kryo, with CompatibleFieldSerializer as the default serializer (Kryo's documented"
                  + " way to let fields be added or removed, forward and backward, matched by name;"
                  + " its defaults: readUnknownFieldData on, chunkedEncoding off)",
              KRYO_ARTIFACTS,
              List.of(),
              classes -> KryoCodec.compatible()),
          CodecSpec.forClasses(
              "kryo-tagged",
              "as kryo, with TaggedFieldSerializer as the default serializer (Kryo's documented way"
                  + " to let fields be added or renamed: only @Tag fields written, matched by tag;"
                  + " its defaults: readUnknownTagData and chunkedEncoding off, so a tag the reader"
                  + " does not know fails the read)",
              KRYO_ARTIFACTS,
              List.of(),
              classes -> KryoCodec.tagged()),
          CodecSpec.forClasses(
              "kryo-tagged-chunked",
              "as kryo-tagged, with TaggedFieldSerializerConfig.setChunkedEncoding(true) (Kryo's"
                  + " documented way to let a reader skip the data of a tag it does not know)",
              KRYO_ARTIFACTS,
              List.of(),
              classes -> KryoCodec.taggedChunked()),
          CodecSpec.forClasses(
              "kryo-versioned",
              "as kryo, with VersionFieldSerializer as the default serializer (Kryo's documented"
                  + " way to let fields be added, each marked @Since with the version that added"
                  + " it; fields cannot be removed)",
              KRYO_ARTIFACTS,
              List.of(),
              classes -> KryoCodec.versioned()));

  private KryoCodecs() {}
}
