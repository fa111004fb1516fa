package org.serbench.codec.javolution;

import java.util.List;
import org.serbench.codec.CodecSpec;

/**
 * The registry entries of the {@code javolution} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class JavolutionCodecs {
  public static final CodecSpec MANUAL =
      new CodecSpec(
              "xml/javolution/manual",
              "XMLObjectWriter/XMLObjectReader with a hand-written XMLFormat per model class in an"
                  + " XMLBinding: scalars, strings and enum names as attributes (none for a null),"
                  + " instants as epoch-millis attributes, an array, list or set as a count attribute"
                  + " and repeated child elements; no reference resolver",
              List.of("javolution:javolution"),
              JavolutionXmlCodec::new)
          .handWritten();

  private JavolutionCodecs() {}
}
