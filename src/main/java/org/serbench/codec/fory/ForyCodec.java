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
 * itself. A class bound that the data's classes do not reach (a fidelity probe's) is registered
 * when it is bound, after them.
 */
final class ForyCodec implements Codec {
  private final Fory fory;
  private final DataClasses classes;
  private final java.util.Set<Class<?>> registered = new java.util.HashSet<>();

  /** Whether Fory has written or read anything, which freezes its registry. */
  private boolean used;

  /** The model's packages, as the prefix {@link AllowListChecker#allowClass} takes. */
  static final String MODEL_PACKAGES = "org.serbench.model.*";

  private ForyCodec(boolean registered, CompatibleMode mode) {
    this(registered, mode, false, null);
  }

  private ForyCodec(
      boolean registered, CompatibleMode mode, boolean allowModelOnly, DataClasses classes) {
    this.classes = classes;
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
    return new ForyCodec(false, null, true, null);
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
    ForyCodec codec = new ForyCodec(true, mode, false, classes);
    classes.all().forEach(codec::register);
    return codec;
  }

  private void register(Class<?> type) {
    if (registered.add(type)) {
      fory.register(type);
    }
  }

  /**
   * Registers what a bound class reaches and the data's classes do not hold (the safety page's
   * probe classes), after the data's own, so their ids stay those of the data; as Kryo's registered
   * codec registers what it binds.
   */
  @Override
  public <M> Binding<M, ?> bind(Class<M> type) {
    // Fory freezes its registry at the first use: a JVM that measures several data sets in turn
    // binds the later ones after it, when their classes are registered already (the data's
    // classes are registered up front). An array class is not registered: Fory writes an array of
    // a registered class by its element's id, as the data's own arrays always were.
    if (classes != null && !used) {
      for (Class<?> reached : classes.reachableFrom(type)) {
        if (!DataClasses.isJdk(reached) && !reached.isArray()) {
          register(reached);
        }
      }
    }
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) {
        used = true;
        return fory.serialize(value);
      }

      @Override
      public M deserialize(byte[] bytes) {
        used = true;
        return fory.deserialize(bytes, type);
      }
    };
  }
}
