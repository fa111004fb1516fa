package org.serbench.codec.dsljson;

import java.util.List;
import org.serbench.codec.CodecSpec;

/**
 * The registry entries of the {@code dsljson} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class DslJsonCodecs {
  public static final CodecSpec DATABIND =
      new CodecSpec(
          "json/dsl-json/databind",
          "converters generated at compile time by the annotation processor, no runtime"
              + " reflection; runtime CollectionAnalyzer added (the generated code asks for it for"
              + " a List of a class with an enum); Instant as epoch millis by a @JsonConverter;"
              + " JsonWriter reused; defaults otherwise (approximate double parsing)",
          List.of("com.dslplatform:dsl-json"),
          DslJsonCodec::defaults);

  public static final CodecSpec DATABIND_EXACT =
      new CodecSpec(
          "json/dsl-json/databind-exact",
          "as json/dsl-json/databind, with doublePrecision(EXACT) so that doubles round-trip",
          List.of("com.dslplatform:dsl-json"),
          DslJsonCodec::exactDoubles);

  private DslJsonCodecs() {}
}
