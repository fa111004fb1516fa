package org.serbench.codec.xstream;

import java.util.List;
import java.util.stream.Stream;
import org.serbench.codec.CodecSpec;
import org.serbench.codec.SafeConfiguration;

/**
 * The registry entries of the {@code xstream} family: how each codec is configured, the Maven
 * artifacts whose versions the report prints, and its factory. {@code
 * org.serbench.registry.CodecRegistry} lists them in report order.
 */
public final class XStreamCodecs {
  private static final String XSTREAM_ARTIFACT = "com.thoughtworks.xstream:xstream";
  private static final String WOODSTOX_ARTIFACT = "com.fasterxml.woodstox:woodstox-core";
  private static final String AALTO_ARTIFACT = "com.fasterxml:aalto-xml";
  private static final String XSTREAM_CONVERTERS =
      "; aliases and hand-written Converters for TestObject, MediaContent and the Jedi lists"
          + " (jvm-serializers' \"+c\"; reflection for the XSON scenarios), instants as"
          + " epoch-millis text, the Set and lists as repeated elements, a null field as no"
          + " element; XStream's default XPath references;"
          + " allowTypesByWildcard(org.serbench.model.**), or the classes of a user's data";

  public static final CodecSpec XPP =
      CodecSpec.forClasses(
          "xml/xstream+c",
          "default XppDriver (MXParser) reading, CompactWriter (UTF-8) writing as in"
              + " jvm-serializers"
              + XSTREAM_CONVERTERS,
          List.of(XSTREAM_ARTIFACT, "io.github.x-stream:mxparser"),
          List.of(),
          XStreamXmlCodec::xpp);

  public static final CodecSpec WOODSTOX =
      CodecSpec.forClasses(
          "xml/xstream+c-woodstox",
          "XStream's WstxDriver (StAX on Woodstox)" + XSTREAM_CONVERTERS,
          List.of(XSTREAM_ARTIFACT, WOODSTOX_ARTIFACT),
          List.of(),
          XStreamXmlCodec::woodstox);

  public static final CodecSpec AALTO =
      CodecSpec.forClasses(
          "xml/xstream+c-aalto",
          "StaxDriver on Aalto's XMLInputFactory/XMLOutputFactory" + XSTREAM_CONVERTERS,
          List.of(XSTREAM_ARTIFACT, AALTO_ARTIFACT),
          List.of(),
          XStreamXmlCodec::aalto);

  /**
   * The evolution matrix's XStream row: xml/xstream+c with XStream's documented switch for a reader
   * that meets elements its class does not have. It is not measured, and not in the registry's list
   * of codecs.
   */
  public static final List<CodecSpec> EVOLUTION_MODES =
      List.of(
          CodecSpec.forClasses(
              "xml/xstream+c-ignore-unknown",
              "as xml/xstream+c, with XStream.ignoreUnknownElements() (XStream's documented way to"
                  + " let a reader skip the elements its class has no field for instead of"
                  + " failing)",
              List.of(XSTREAM_ARTIFACT, "io.github.x-stream:mxparser"),
              List.of(),
              XStreamXmlCodec::xppIgnoringUnknown));

  /**
   * The gadget probe's safe column: none beyond the default, which already is XStream's security
   * framework with an allow-list of the model.
   */
  public static final List<SafeConfiguration> SAFE_CONFIGURATIONS =
      Stream.of(XPP, WOODSTOX, AALTO)
          .map(
              spec ->
                  SafeConfiguration.none(
                      spec.name(),
                      "no safe configuration beyond the default, which already is XStream's:"
                          + " since 1.4.18 its security framework forbids every type not allowed,"
                          + " and the codec allows org.serbench.model.** only",
                      "XStream, \"Security Aspects\" (XStream.addPermission,"
                          + " allowTypesByWildcard)"))
          .toList();

  private XStreamCodecs() {}
}
