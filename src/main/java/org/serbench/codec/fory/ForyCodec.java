package org.serbench.codec.fory;

import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.resolver.AllowListChecker;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.DataClasses;
import org.serbench.codec.PojoBinding;

/**
 * Apache Fory in Java mode, with Fory's defaults otherwise: compatible schema mode, no reference
 * tracking, its JIT-generated serializers.
 *
 * <p>Fory's {@code requireClassRegistration} guards against deserializing arbitrary classes and
 * lets it write a small id instead of a class name. The registered variant turns it on and
 * registers every class of the run's data that is not the JDK's, sorted by name ({@link
 * DataClasses#all}); the JDK types (collections, {@code String[]}, {@code Instant}) Fory registers
 * itself.
 */
final class ForyCodec implements Codec {
  private final Fory fory;

  /** The model's packages, as the prefix {@link AllowListChecker#allowClass} takes. */
  static final String MODEL_PACKAGES = "org.serbench.model.*";

  private ForyCodec(boolean registered, CompatibleMode mode) {
    this(registered, mode, false);
  }

  private ForyCodec(boolean registered, CompatibleMode mode, boolean allowModelOnly) {
    var builder = Fory.builder().withLanguage(Language.JAVA).requireClassRegistration(registered);
    if (mode != null) {
      builder.withCompatibleMode(mode);
    }
    if (allowModelOnly) {
      AllowListChecker checker = new AllowListChecker(AllowListChecker.CheckLevel.STRICT);
      checker.allowClass(MODEL_PACKAGES);
      builder.withTypeChecker(checker);
    }
    this.fory = builder.build();
  }

  /** Class registration not required: the name of each class is written once per message. */
  static ForyCodec unregistered() {
    return new ForyCodec(false, null);
  }

  /**
   * As {@link #unregistered()}, in schema-consistent mode: the writer of the gadget probe's bytes
   * for fory-registered-consistent, never measured.
   */
  static ForyCodec unregisteredSchemaConsistent() {
    return new ForyCodec(false, CompatibleMode.SCHEMA_CONSISTENT);
  }

  /**
   * As {@link #unregistered()}, with Fory's {@link AllowListChecker} in strict mode allowing the
   * model's packages (and the JDK classes Fory allows by default): the safe counterpart of fory,
   * never measured.
   */
  static ForyCodec unregisteredModelOnly() {
    return new ForyCodec(false, null, true);
  }

  /**
   * Class registration required, every model class registered up front: Fory freezes its registry
   * at the first serialization, and one codec serves every data set.
   */
  static ForyCodec registered(DataClasses classes) {
    return registered(classes, null);
  }

  /**
   * As {@link #registered()}, in schema-consistent mode: no field metadata is written, so writer
   * and reader must hold the same classes; the mode of jvm-serializers' fury.
   */
  static ForyCodec registeredSchemaConsistent(DataClasses classes) {
    return registered(classes, CompatibleMode.SCHEMA_CONSISTENT);
  }

  private static ForyCodec registered(DataClasses classes, CompatibleMode mode) {
    ForyCodec codec = new ForyCodec(true, mode);
    classes.all().forEach(codec.fory::register);
    return codec;
  }

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) {
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) {
        return fory.serialize(value);
      }

      @Override
      public M deserialize(byte[] bytes) {
        return fory.deserialize(bytes, type);
      }
    };
  }
}
