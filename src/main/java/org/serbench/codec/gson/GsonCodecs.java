package org.serbench.codec.gson;

import java.util.List;
import org.serbench.codec.CodecSpec;

/**
 * The registry entries of the {@code gson} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class GsonCodecs {
  private static final String GSON = "com.google.code.gson:gson";

  public static final CodecSpec DATABIND =
      new CodecSpec(
              "json/gson/databind",
              "Gson reflection, defaults plus a registered TypeAdapter writing Instant as epoch millis"
                  + " (an ISO-8601 string when finer; Gson has none); toJson to a String, UTF-8"
                  + " bytes",
              List.of(GSON),
              GsonCodec::new)
          .ofAnyClass();

  public static final CodecSpec MANUAL =
      new CodecSpec(
              "json/gson/manual",
              "hand-written streaming TypeAdapters (JsonWriter/JsonReader), same JSON as databind;"
                  + " instants as epoch millis, enums by name, null fields left out, the set as an"
                  + " array",
              List.of(GSON),
              GsonManualCodec::new)
          .handWritten();

  private GsonCodecs() {}
}
