package org.serbench.codec.xstream;

import com.fasterxml.aalto.stax.InputFactoryImpl;
import com.fasterxml.aalto.stax.OutputFactoryImpl;
import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.io.HierarchicalStreamDriver;
import com.thoughtworks.xstream.io.HierarchicalStreamWriter;
import com.thoughtworks.xstream.io.xml.CompactWriter;
import com.thoughtworks.xstream.io.xml.StaxDriver;
import com.thoughtworks.xstream.io.xml.WstxDriver;
import com.thoughtworks.xstream.io.xml.XppDriver;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLOutputFactory;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.DataClasses;
import org.serbench.codec.PojoBinding;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;

/**
 * XStream with jvm-serializers' "+c" set-up: aliases and a hand-written converter per model class
 * ({@link XStreamConverters}), on one of three XML drivers.
 *
 * <p>XStream 1.4.18 and later reject every class until told otherwise, so the model packages are
 * allowed explicitly ({@code **}: a single {@code *} would leave out the data sets' subpackages). A
 * model class without a converter (the XSON scenarios') falls back to XStream's reflection.
 */
final class XStreamXmlCodec implements Codec {
  private final XStream xstream;

  private XStreamXmlCodec(HierarchicalStreamDriver driver, DataClasses classes) {
    xstream = new XStream(driver);
    xstream.allowTypesByWildcard(classes.allowed().toArray(String[]::new));
    xstream.allowTypes(classes.all().toArray(Class<?>[]::new));
    xstream.alias("TestObject", TestObject.class);
    xstream.alias("NestedObject", NestedObject.class);
    xstream.registerConverter(new XStreamConverters.TestObjectConverter());
    xstream.registerConverter(new XStreamConverters.NestedObjectConverter());
    XStreamMedia.register(xstream);
    XStreamJedi.register(xstream);
  }

  /**
   * XStream's default driver (XPP API, MXParser), writing through {@link CompactWriter} as
   * jvm-serializers did: the default {@code PrettyPrintWriter} indents every element.
   */
  static XStreamXmlCodec xpp(DataClasses classes) {
    return new XStreamXmlCodec(
        new XppDriver() {
          @Override
          public HierarchicalStreamWriter createWriter(Writer out) {
            return new CompactWriter(out, getNameCoder());
          }

          @Override
          public HierarchicalStreamWriter createWriter(OutputStream out) {
            // The default would take the platform charset; the reader assumes UTF-8.
            return createWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
          }
        },
        classes);
  }

  /**
   * As {@link #xpp}, with {@link XStream#ignoreUnknownElements()}: XStream's documented switch for
   * a reader that meets elements its class has no field for, which it then skips instead of
   * failing. The evolution matrix's mode of xml/xstream+c, never measured.
   */
  static XStreamXmlCodec xppIgnoringUnknown(DataClasses classes) {
    XStreamXmlCodec codec = xpp(classes);
    codec.xstream.ignoreUnknownElements();
    return codec;
  }

  /** XStream's own driver for Woodstox. */
  static XStreamXmlCodec woodstox(DataClasses classes) {
    return new XStreamXmlCodec(new WstxDriver(), classes);
  }

  /** XStream has no driver of its own for Aalto: a {@link StaxDriver} on Aalto's factories. */
  static XStreamXmlCodec aalto(DataClasses classes) {
    return new XStreamXmlCodec(
        new StaxDriver() {
          @Override
          protected XMLInputFactory createInputFactory() {
            XMLInputFactory factory = new InputFactoryImpl();
            factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
            return factory;
          }

          @Override
          protected XMLOutputFactory createOutputFactory() {
            return new OutputFactoryImpl();
          }
        },
        classes);
  }

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) {
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        xstream.toXML(value, out);
        return out.toByteArray();
      }

      @Override
      public M deserialize(byte[] bytes) {
        return type.cast(xstream.fromXML(new ByteArrayInputStream(bytes)));
      }
    };
  }
}
