package org.serbench.codec.dsljson;

import com.dslplatform.json.JsonConverter;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.NumberConverter;
import java.time.Instant;

/**
 * DSL-JSON's converter for {@link Instant}, which it does not support out of the box: epoch
 * milliseconds as a JSON number, the precision of the data.
 *
 * <p>Public because the converters DSL-JSON generates in the model's package call it directly.
 */
@JsonConverter(target = Instant.class)
public final class DslJsonInstantConverter {
  public static final JsonReader.ReadObject<Instant> JSON_READER =
      reader ->
          reader.wasNull() ? null : Instant.ofEpochMilli(NumberConverter.deserializeLong(reader));

  public static final JsonWriter.WriteObject<Instant> JSON_WRITER =
      (writer, value) -> {
        if (value == null) {
          writer.writeNull();
        } else {
          NumberConverter.serialize(value.toEpochMilli(), writer);
        }
      };

  private DslJsonInstantConverter() {}
}
