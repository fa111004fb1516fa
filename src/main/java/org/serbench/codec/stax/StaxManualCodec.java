package org.serbench.codec.stax;

import com.ctc.wstx.stax.WstxInputFactory;
import com.ctc.wstx.stax.WstxOutputFactory;
import com.fasterxml.aalto.stax.InputFactoryImpl;
import com.fasterxml.aalto.stax.OutputFactoryImpl;
import com.sun.xml.fastinfoset.stax.factory.StAXInputFactory;
import com.sun.xml.fastinfoset.stax.factory.StAXOutputFactory;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Map;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.PojoBinding;
import org.serbench.codec.UnsupportedDataException;
import org.serbench.codec.stax.StaxElements.ElementReader;
import org.serbench.codec.stax.StaxElements.ElementWriter;
import org.serbench.model.TestObject;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Younglings;
import org.serbench.model.media.MediaContent;

/**
 * Hand-written StAX code ({@link StaxTestObjects}, {@link StaxMedia}, {@link StaxJedi}) over one
 * StAX implementation, given by its factories, which are made once: only the parser and the writer
 * differ between the three codecs.
 *
 * <p>The factories are named explicitly rather than found by {@link XMLInputFactory#newFactory()},
 * because with several implementations on the class path the service lookup picks whichever comes
 * first.
 */
final class StaxManualCodec implements Codec {
  private static final Map<Class<?>, Format<?>> FORMATS =
      Map.of(
          TestObject.class,
          new Format<TestObject>(StaxTestObjects::write, StaxTestObjects::read),
          MediaContent.class,
          new Format<MediaContent>(StaxMedia::write, StaxMedia::read),
          Younglings.class,
          new Format<Younglings>(StaxJedi::write, StaxJedi::readYounglings),
          Padawans.class,
          new Format<Padawans>(StaxJedi::write, StaxJedi::readPadawans),
          Masters.class,
          new Format<Masters>(StaxJedi::write, StaxJedi::readMasters));

  private final XMLInputFactory inputs;
  private final XMLOutputFactory outputs;

  private StaxManualCodec(XMLInputFactory inputs, XMLOutputFactory outputs) {
    this.inputs = inputs;
    this.outputs = outputs;
  }

  static StaxManualCodec woodstox() {
    return new StaxManualCodec(new WstxInputFactory(), new WstxOutputFactory());
  }

  static StaxManualCodec aalto() {
    return new StaxManualCodec(new InputFactoryImpl(), new OutputFactoryImpl());
  }

  /** Fast Infoset's factories make its {@code StAXDocumentParser} and {@code ...Serializer}. */
  static StaxManualCodec fastInfoset() {
    return new StaxManualCodec(new StAXInputFactory(), new StAXOutputFactory());
  }

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
    @SuppressWarnings("unchecked")
    Format<M> format = (Format<M>) FORMATS.get(type);
    if (format == null) {
      throw new UnsupportedDataException("no hand-written StAX code for " + type.getSimpleName());
    }
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        XMLStreamWriter writer = outputs.createXMLStreamWriter(out);
        writer.writeStartDocument();
        format.writer().write(writer, value);
        writer.writeEndDocument();
        writer.flush();
        writer.close();
        return out.toByteArray();
      }

      @Override
      public M deserialize(byte[] bytes) throws Exception {
        XMLStreamReader reader = inputs.createXMLStreamReader(new ByteArrayInputStream(bytes));
        M o = format.reader().read(reader);
        reader.close();
        return o;
      }
    };
  }

  /** The document of one root class: its root element as the whole document. */
  private record Format<M>(ElementWriter<M> writer, ElementReader<M> reader) {}
}
