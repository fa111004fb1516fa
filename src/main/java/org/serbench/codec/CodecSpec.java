package org.serbench.codec;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What the registry knows of a codec without setting its library up.
 *
 * @param name the row label in every report, in jvm-serializers' {@code format/library/mode} scheme
 * @param configuration one line on how the library is configured (registration, references, buffer
 *     reuse), printed in the report
 * @param artifacts Maven {@code groupId:artifactId} of the libraries, whose versions the report
 *     prints
 * @param jvmArgs flags the library needs in its measuring JVM besides {@code serbench.jvmArgs}
 *     (FST's {@code --add-opens}, say); the report prints them
 * @param setUp sets the library up for the classes of the run's data; called once per measuring
 *     JVM, inside the cold-start timer
 * @param anyClass whether the codec binds classes it has never seen (a reflective library, its
 *     registration or allow-list made from {@link DataClasses}), so that it measures a user's own
 *     classes; a schema or hand-written codec knows only the model and is not applicable to them
 * @param kind databinding, schema-generated or hand-written, as the family declares it: the report
 *     ranks within each kind and says what each one's encode and decode include
 * @param method for a project's own codec, the static method that makes it ({@code class#method}),
 *     which each measuring JVM calls again; empty for serbench's codecs
 * @param schema whether the codec needs a schema: written ({@code .proto}, Thrift, Avro,
 *     FlatBuffers, Cap'n Proto) or derived from the class (Jackson's Protobuf and Avro,
 *     protostuff-runtime); one of its {@link #tags}
 */
public record CodecSpec(
    String name,
    String configuration,
    List<String> artifacts,
    List<String> jvmArgs,
    Function<DataClasses, Codec> setUp,
    boolean anyClass,
    CodecKind kind,
    String method,
    boolean schema) {

  /** The tags that say how a codec's bytes look, one or two of which every codec has. */
  public static final Set<String> FORMAT_TAGS = Set.of("json", "xml", "text", "binary");

  /** Every tag a codec may carry: the {@link #FORMAT_TAGS} and {@code schema}. */
  public static final Set<String> TAGS = Set.of("json", "xml", "text", "binary", "schema");

  public CodecSpec {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(configuration, "configuration");
    artifacts = List.copyOf(artifacts);
    jvmArgs = List.copyOf(jvmArgs);
    Objects.requireNonNull(setUp, "setUp");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(method, "method");
  }

  /** A codec of serbench's own, of that kind. */
  public CodecSpec(
      String name,
      String configuration,
      List<String> artifacts,
      List<String> jvmArgs,
      Function<DataClasses, Codec> setUp,
      boolean anyClass,
      CodecKind kind) {
    this(name, configuration, artifacts, jvmArgs, setUp, anyClass, kind, "", false);
  }

  /** A databinding codec; {@link #schemaGenerated} and {@link #handWritten} say otherwise. */
  public CodecSpec(
      String name,
      String configuration,
      List<String> artifacts,
      List<String> jvmArgs,
      Function<DataClasses, Codec> setUp,
      boolean anyClass) {
    this(name, configuration, artifacts, jvmArgs, setUp, anyClass, CodecKind.DATABINDING);
  }

  /** A codec of the model only, with JVM flags of its own. */
  public CodecSpec(
      String name,
      String configuration,
      List<String> artifacts,
      List<String> jvmArgs,
      Supplier<Codec> factory) {
    this(name, configuration, artifacts, jvmArgs, classes -> factory.get(), false);
  }

  /** A codec of the model only that needs no JVM flags of its own. */
  public CodecSpec(
      String name, String configuration, List<String> artifacts, Supplier<Codec> factory) {
    this(name, configuration, artifacts, List.of(), factory);
  }

  /**
   * A codec whose set-up takes the classes of the run's data (a registration, an allow-list) and
   * that binds any class.
   */
  public static CodecSpec forClasses(
      String name,
      String configuration,
      List<String> artifacts,
      List<String> jvmArgs,
      Function<DataClasses, Codec> setUp) {
    return new CodecSpec(name, configuration, artifacts, jvmArgs, setUp, true);
  }

  /** This codec, marked as one that binds any class. */
  public CodecSpec ofAnyClass() {
    return new CodecSpec(
        name, configuration, artifacts, jvmArgs, setUp, true, kind, method, schema);
  }

  /**
   * This codec, marked as one that converts the model to the types of a schema, which it therefore
   * needs.
   */
  public CodecSpec schemaGenerated() {
    return marked(CodecKind.SCHEMA_GENERATED, true);
  }

  /** This codec, marked as one that binds classes through a schema it derives from them. */
  public CodecSpec derivesSchema() {
    return marked(kind, true);
  }

  /** This codec, marked as one whose writer and reader were written by hand for the model. */
  public CodecSpec handWritten() {
    return marked(CodecKind.HAND_WRITTEN, schema);
  }

  private CodecSpec marked(CodecKind kind, boolean schema) {
    return new CodecSpec(
        name, configuration, artifacts, jvmArgs, setUp, anyClass, kind, method, schema);
  }

  /**
   * The tags that select a codec ({@code -Dserbench.tags}): how its bytes look, by its name in
   * jvm-serializers' scheme, and {@code schema} where it needs one. {@code json/...} writes JSON,
   * {@code xml/...} XML and {@code xml/fastinfo...} XML in a binary encoding (both tags), {@code
   * ion/...} Ion text ({@code text}); any other codec writes a binary format of its library's, as
   * do {@code smile/}, {@code cbor/} and the other binary prefixes. The report's rankings by format
   * read the same names, and a test holds the two together.
   */
  public Set<String> tags() {
    Set<String> tags = new TreeSet<>();
    if (name.startsWith("json/")) {
      tags.add("json");
    } else if (name.startsWith("xml/fastinfo")) {
      tags.add("xml");
      tags.add("binary");
    } else if (name.startsWith("xml/")) {
      tags.add("xml");
    } else if (name.startsWith("ion/")) {
      tags.add("text");
    } else {
      tags.add("binary");
    }
    if (schema) {
      tags.add("schema");
    }
    return tags;
  }

  /** Whether this is a project's own codec, made by a {@link #method}. */
  public boolean own() {
    return !method.isEmpty();
  }

  /** The codec set up for the classic model's classes. */
  public Supplier<Codec> factory() {
    return () -> setUp.apply(DataClasses.model());
  }

  @Override
  public String toString() {
    return name;
  }
}
