package org.serbench.codec;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javolution.text.CharArray;
import javolution.xml.XMLBinding;
import javolution.xml.XMLFormat;
import javolution.xml.XMLObjectReader;
import javolution.xml.XMLObjectWriter;
import javolution.xml.stream.XMLStreamException;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;

/**
 * Javolution's XML marshalling with a hand-written {@link XMLFormat} per model class, which is how
 * Javolution binds a class: it has no reflective format for plain beans.
 *
 * <p>The formats live in an {@link XMLBinding} rather than in static fields of the model classes,
 * which must not depend on any framework. They follow Javolution's idiom: scalars as attributes,
 * objects as child elements, and an optional element for a reference that may be null.
 */
final class JavolutionXmlCodec implements Codec {
  private final XMLBinding binding = new ModelBinding();

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
    if (type != TestObject.class) {
      throw new UnsupportedDataException("no hand-written XMLFormat for " + type.getSimpleName());
    }
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) throws XMLStreamException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        XMLObjectWriter writer = XMLObjectWriter.newInstance(out).setBinding(binding);
        writer.write((TestObject) value, "TestObject", TestObject.class);
        writer.close();
        return out.toByteArray();
      }

      @Override
      public M deserialize(byte[] bytes) throws XMLStreamException {
        XMLObjectReader reader =
            XMLObjectReader.newInstance(new ByteArrayInputStream(bytes)).setBinding(binding);
        TestObject o = reader.read("TestObject", TestObject.class);
        reader.close();
        return type.cast(o);
      }
    };
  }

  @SuppressWarnings({"serial", "rawtypes"})
  private static final class ModelBinding extends XMLBinding {
    private static final XMLFormat<TestObject> TEST_OBJECT =
        new XMLFormat<>(null) {
          @Override
          public void write(TestObject o, OutputElement xml) throws XMLStreamException {
            xml.setAttribute("booleanValue", o.isBooleanValue());
            xml.setAttribute("intValue", o.getIntValue());
            xml.setAttribute("doubleValue", o.getDoubleValue());
            xml.setAttribute("longValue", o.getLongValue());
            xml.setAttribute("stringValue", o.getStringValue());
            if (o.getInstant() != null) {
              xml.setAttribute("instant", o.getInstant().toEpochMilli());
            }
            String[] strings = o.getStringArray();
            Set<NestedObject> set = o.getNestedObjects();
            if (strings != null) {
              xml.setAttribute("strings", strings.length);
            }
            if (set != null) {
              xml.setAttribute("nestedObjects", set.size());
            }
            if (strings != null) {
              for (String s : strings) {
                xml.add(s, "s", String.class);
              }
            }
            xml.add(o.getNestedObject(), "nestedObject", NestedObject.class);
            if (set != null) {
              for (NestedObject n : set) {
                xml.add(n, "n", NestedObject.class);
              }
            }
          }

          @Override
          public void read(InputElement xml, TestObject o) throws XMLStreamException {
            o.setBooleanValue(xml.getAttribute("booleanValue", false));
            o.setIntValue(xml.getAttribute("intValue", 0));
            o.setDoubleValue(xml.getAttribute("doubleValue", 0.0));
            o.setLongValue(xml.getAttribute("longValue", 0L));
            o.setStringValue(xml.getAttribute("stringValue", (String) null));
            CharArray instant = xml.getAttribute("instant");
            o.setInstant(instant == null ? null : Instant.ofEpochMilli(instant.toLong()));
            int stringCount = xml.getAttribute("strings", -1);
            int setSize = xml.getAttribute("nestedObjects", -1);
            if (stringCount >= 0) {
              String[] strings = new String[stringCount];
              for (int i = 0; i < stringCount; i++) {
                strings[i] = xml.get("s", String.class);
              }
              o.setStringArray(strings);
            }
            o.setNestedObject(xml.get("nestedObject", NestedObject.class));
            Set<NestedObject> set = null;
            if (setSize >= 0) {
              set = new HashSet<>();
              for (int i = 0; i < setSize; i++) {
                set.add(xml.get("n", NestedObject.class));
              }
            }
            o.setNestedObjects(set);
          }
        };

    private static final XMLFormat<NestedObject> NESTED_OBJECT =
        new XMLFormat<>(null) {
          @Override
          public void write(NestedObject n, OutputElement xml) throws XMLStreamException {
            for (Instant instant : n.getInstants()) {
              xml.add(instant, "i", Instant.class);
            }
          }

          @Override
          public void read(InputElement xml, NestedObject n) throws XMLStreamException {
            List<Instant> instants = new ArrayList<>();
            Instant instant;
            while ((instant = xml.get("i", Instant.class)) != null) {
              instants.add(instant);
            }
            n.setInstants(instants);
          }
        };

    /** Immutable, so it is made in {@code newInstance} from the element's attribute. */
    private static final XMLFormat<Instant> INSTANT =
        new XMLFormat<>(null) {
          @Override
          public Instant newInstance(Class<Instant> type, InputElement xml)
              throws XMLStreamException {
            return Instant.ofEpochMilli(xml.getAttribute("value", 0L));
          }

          @Override
          public void write(Instant instant, OutputElement xml) throws XMLStreamException {
            xml.setAttribute("value", instant.toEpochMilli());
          }

          @Override
          public void read(InputElement xml, Instant instant) {}
        };

    @Override
    protected XMLFormat getFormat(Class type) throws XMLStreamException {
      if (type == TestObject.class) {
        return TEST_OBJECT;
      }
      if (type == NestedObject.class) {
        return NESTED_OBJECT;
      }
      if (type == Instant.class) {
        return INSTANT;
      }
      return super.getFormat(type);
    }
  }
}
