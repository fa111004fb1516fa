package org.serbench.codec.fst;

import java.util.List;
import org.nustaq.serialization.FSTConfiguration;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.DataClasses;
import org.serbench.codec.PojoBinding;

/**
 * FST's {@link FSTConfiguration#createDefaultConfiguration()} with {@code asByteArray} and {@code
 * asObject}, which reuse the configuration's cached streams; the flat variant turns reference
 * sharing off and pre-registers every class reached, so that FST writes a small id instead of a
 * class name.
 */
final class FstCodec implements Codec {

  /**
   * FST reads and writes JDK classes' private fields by reflection, which JDK 17 denies unless the
   * packages are opened to it: the set FST's default configuration needs, plus {@code java.time}
   * because FST introspects {@code Instant}'s fields even though it then writes it through its
   * {@code writeReplace} ({@code java.time.Ser}).
   */
  static final List<String> JVM_ARGS =
      List.of(
          "--add-opens=java.base/java.lang=ALL-UNNAMED",
          "--add-opens=java.base/java.math=ALL-UNNAMED",
          "--add-opens=java.base/java.util=ALL-UNNAMED",
          "--add-opens=java.base/java.util.concurrent=ALL-UNNAMED",
          "--add-opens=java.base/java.net=ALL-UNNAMED",
          "--add-opens=java.base/java.text=ALL-UNNAMED",
          "--add-opens=java.base/java.time=ALL-UNNAMED",
          "--add-opens=java.sql/java.sql=ALL-UNNAMED");

  /** The class-name prefixes the safe configuration's verifier allows: the model and the JDK. */
  static final List<String> ALLOWED = List.of("org.serbench.model.", "java.");

  private final FSTConfiguration fst = FSTConfiguration.createDefaultConfiguration();
  private final boolean preRegister;

  /** The classes a pre-registering codec registers, or null. */
  private DataClasses classes;

  private FstCodec(boolean flat) {
    this.preRegister = flat;
    if (flat) {
      fst.setShareReferences(false);
    }
  }

  /**
   * With FST's {@link FSTConfiguration.ClassSecurityVerifier} allowing only {@link #ALLOWED}
   * (arrays by their element type): the safe counterpart of each codec, never measured. FST asks it
   * of every class it meets, reading or writing, before it builds the class's serialization info.
   */
  private FstCodec registering(DataClasses classes) {
    this.classes = classes;
    return this;
  }

  private FstCodec verified() {
    fst.setVerifier(FstCodec::allowed);
    return this;
  }

  /** FST asks about arrays too ({@code ParentChildList[]}): they are judged by their elements. */
  private static boolean allowed(Class<?> type) {
    Class<?> element = type;
    while (element.isArray()) {
      element = element.getComponentType();
    }
    return element.isPrimitive() || ALLOWED.stream().anyMatch(element.getName()::startsWith);
  }

  /** FST's defaults: references shared, classes written by name. */
  static FstCodec defaults() {
    return new FstCodec(false);
  }

  /** References not shared, every class reached pre-registered. */
  static FstCodec flatPreRegistered(DataClasses classes) {
    return new FstCodec(true).registering(classes);
  }

  /** As {@link #defaults()}, with the allow-list verifier. */
  static FstCodec defaultsVerified() {
    return new FstCodec(false).verified();
  }

  /** As {@link #flatPreRegistered()}, with the allow-list verifier. */
  static FstCodec flatPreRegisteredVerified() {
    return new FstCodec(true).registering(DataClasses.model()).verified();
  }

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) {
    if (preRegister) {
      fst.registerClass(classes.reachableFrom(type).toArray(Class<?>[]::new));
    }
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) {
        return fst.asByteArray(value);
      }

      @Override
      public M deserialize(byte[] bytes) {
        return type.cast(fst.asObject(bytes));
      }
    };
  }
}
