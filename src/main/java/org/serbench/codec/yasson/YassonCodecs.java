package org.serbench.codec.yasson;

import jakarta.json.bind.JsonbBuilder;
import java.util.List;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.Codecs;

/**
 * The registry entry of the {@code yasson} family: JSON-B through its reference implementation, one
 * {@code Jsonb} from {@code JsonbBuilder.create()} with the specification's defaults (properties by
 * public getters and setters or public fields, in lexicographical order, nulls left out, {@code
 * java.time} as ISO-8601 strings), kept for the codec's life as the specification advises, through
 * {@link Codecs#jsonb}. {@code org.serbench.registry.CodecRegistry} lists it in report order.
 */
public final class YassonCodecs {
  public static final CodecSpec DATABIND =
      new CodecSpec(
              "json/yasson/databind",
              "JSON-B's defaults through Yasson: JsonbBuilder.create() (properties in"
                  + " lexicographical order, nulls left out, instants as ISO-8601 strings),"
                  + " toJson to and fromJson from a stream, by the declared type",
              List.of("org.eclipse.yasson:yasson", "org.eclipse.parsson:parsson"),
              () -> Codecs.jsonb(JsonbBuilder.create()))
          .ofAnyClass();

  private YassonCodecs() {}
}
