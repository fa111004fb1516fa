package org.serbench.codec;

import com.ctc.wstx.stax.WstxInputFactory;
import com.ctc.wstx.stax.WstxOutputFactory;
import com.fasterxml.aalto.stax.InputFactoryImpl;
import com.fasterxml.aalto.stax.OutputFactoryImpl;
import com.sun.xml.fastinfoset.stax.factory.StAXInputFactory;
import com.sun.xml.fastinfoset.stax.factory.StAXOutputFactory;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import org.serbench.model.TestObject;

/**
 * Hand-written StAX code ({@link StaxTestObjects}) over one StAX implementation, given by its
 * factories, which are made once: only the parser and the writer differ between the three codecs.
 *
 * <p>The factories are named explicitly rather than found by {@link XMLInputFactory#newFactory()},
 * because with several implementations on the class path the service lookup picks whichever comes
 * first.
 */
final class StaxManualCodec implements Codec {
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
    if (type != TestObject.class) {
      throw new UnsupportedDataException("no hand-written StAX code for " + type.getSimpleName());
    }
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        XMLStreamWriter writer = outputs.createXMLStreamWriter(out);
        StaxTestObjects.write(writer, (TestObject) value);
        writer.flush();
        writer.close();
        return out.toByteArray();
      }

      @Override
      public M deserialize(byte[] bytes) throws Exception {
        XMLStreamReader reader = inputs.createXMLStreamReader(new ByteArrayInputStream(bytes));
        TestObject o = StaxTestObjects.read(reader);
        reader.close();
        return type.cast(o);
      }
    };
  }
}
