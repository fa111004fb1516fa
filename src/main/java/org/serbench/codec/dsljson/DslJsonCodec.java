package org.serbench.codec.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonReader.DoublePrecision;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.runtime.CollectionAnalyzer;
import java.io.IOException;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.PojoBinding;
import org.serbench.codec.UnsupportedDataException;

/**
 * DSL-JSON with compile-time databinding: the converters its annotation processor generated for the
 * classes {@link DslJsonModels} lists, which DSL-JSON finds by their names.
 *
 * <p>The plain {@code new DslJson<>()} has no runtime reflection fallback, so a class the processor
 * skipped fails {@code bind} instead of being handled silently by reflection (which, on JDK 17,
 * drops an {@code is}-getter boolean). The writer is reused between calls, as DSL-JSON advises; the
 * reader is DslJson's own per-thread one.
 *
 * <p>Of DSL-JSON's runtime support, only its collection analyzer is added: for a list of a class
 * with an enum field ({@code List<Image>}, {@code List<Padawan>}) the generated converters look up
 * the converter of the whole {@code List<...>} at run time and fail without it ("Unable to find
 * writer for java.util.List<...>. Enable runtime conversion"). It composes the list from the
 * generated element converter; no class is read by reflection.
 *
 * <p>DSL-JSON's default double parsing is approximate (about one double in four of the data comes
 * back a unit in the last place off), so a second variant asks for {@link DoublePrecision#EXACT}.
 */
final class DslJsonCodec implements Codec {
  private final DslJson<Object> dslJson;

  private DslJsonCodec(DslJson<Object> dslJson) {
    this.dslJson = dslJson;
  }

  /** DSL-JSON's defaults (those of {@code new DslJson<>()}), plus runtime collections. */
  static DslJsonCodec defaults() {
    return new DslJsonCodec(new DslJson<>(settings()));
  }

  /** The defaults, but doubles parsed exactly, as {@link Double#parseDouble} does. */
  static DslJsonCodec exactDoubles() {
    return new DslJsonCodec(new DslJson<>(settings().doublePrecision(DoublePrecision.EXACT)));
  }

  private static DslJson.Settings<Object> settings() {
    return new DslJson.Settings<>()
        .includeServiceLoader()
        .resolveReader(CollectionAnalyzer.READER)
        .resolveWriter(CollectionAnalyzer.WRITER);
  }

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
    JsonWriter.WriteObject<M> encoder = dslJson.tryFindWriter(type);
    JsonReader.ReadObject<M> decoder = dslJson.tryFindReader(type);
    if (encoder == null || decoder == null) {
      String rejected = DslJsonModels.REJECTED.get(type);
      if (rejected != null) {
        throw new UnsupportedDataException(
            "DSL-JSON's annotation processor rejects " + type.getName() + ": " + rejected);
      }
      throw new UnsupportedDataException(
          "DSL-JSON's annotation processor generated no converter for "
              + type.getName()
              + ": add it to DslJsonModels");
    }
    JsonWriter writer = dslJson.newWriter();
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) {
        writer.reset();
        encoder.write(writer, value);
        return writer.toByteArray();
      }

      @Override
      public M deserialize(byte[] bytes) throws IOException {
        return dslJson.deserialize(type, bytes, bytes.length);
      }
    };
  }
}
