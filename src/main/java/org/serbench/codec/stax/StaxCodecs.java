package org.serbench.codec.stax;

import java.util.List;
import org.serbench.codec.CodecSpec;

/**
 * The registry entries of the {@code stax} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class StaxCodecs {
  private static final String WOODSTOX_ARTIFACT = "com.fasterxml.woodstox:woodstox-core";
  private static final String AALTO_ARTIFACT = "com.fasterxml:aalto-xml";
  private static final String STAX_MANUAL_CODE =
      "; hand-written XMLStreamWriter/XMLStreamReader code shared by the three StAX codecs: one"
          + " element per field (none for a null), an array, list or set as a wrapper element"
          + " around one element per item, enums as names, instants as epoch-millis text;"
          + " factories made once, a new writer or reader per call";

  public static final CodecSpec WOODSTOX =
      new CodecSpec(
              "xml/woodstox-manual",
              "Woodstox WstxInputFactory/WstxOutputFactory" + STAX_MANUAL_CODE,
              List.of(WOODSTOX_ARTIFACT),
              StaxManualCodec::woodstox)
          .handWritten();

  public static final CodecSpec AALTO =
      new CodecSpec(
              "xml/aalto-manual",
              "Aalto InputFactoryImpl/OutputFactoryImpl" + STAX_MANUAL_CODE,
              List.of(AALTO_ARTIFACT),
              StaxManualCodec::aalto)
          .handWritten();

  public static final CodecSpec FAST_INFOSET =
      new CodecSpec(
              "xml/fastinfo-manual",
              "Fast Infoset (binary XML) StAXInputFactory/StAXOutputFactory, i.e."
                  + " StAXDocumentParser/StAXDocumentSerializer"
                  + STAX_MANUAL_CODE,
              List.of("com.sun.xml.fastinfoset:FastInfoset"),
              StaxManualCodec::fastInfoset)
          .handWritten();

  private StaxCodecs() {}
}
