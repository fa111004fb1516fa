package org.serbench.codec.javolution;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javolution.text.CharArray;
import javolution.xml.XMLBinding;
import javolution.xml.XMLFormat;
import javolution.xml.XMLFormat.InputElement;
import javolution.xml.XMLFormat.OutputElement;
import javolution.xml.XMLObjectReader;
import javolution.xml.XMLObjectWriter;
import javolution.xml.stream.XMLStreamException;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.PojoBinding;
import org.serbench.codec.UnsupportedDataException;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;
import org.serbench.model.jedi.Force;
import org.serbench.model.jedi.Master;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawan;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Task;
import org.serbench.model.jedi.Youngling;
import org.serbench.model.jedi.Younglings;
import org.serbench.model.media.Image;
import org.serbench.model.media.Media;
import org.serbench.model.media.MediaContent;

/**
 * Javolution's XML marshalling with a hand-written {@link XMLFormat} per model class, which is how
 * Javolution binds a class: it has no reflective format for plain beans.
 *
 * <p>The formats live in an {@link XMLBinding} rather than in static fields of the model classes,
 * which must not depend on any framework. They follow Javolution's idiom: scalars as attributes,
 * objects as child elements, and an absent attribute or element for a null. The formats of {@link
 * JavolutionMedia} and {@link JavolutionJedi} share the helpers here.
 */
final class JavolutionXmlCodec implements Codec {
  /** The classes a document may have at its root, named as the root element. */
  private static final Set<Class<?>> ROOTS =
      Set.of(TestObject.class, MediaContent.class, Younglings.class, Padawans.class, Masters.class);

  private final XMLBinding binding = new ModelBinding();

  @Override
  public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
    if (!ROOTS.contains(type)) {
      throw new UnsupportedDataException("no hand-written XMLFormat for " + type.getSimpleName());
    }
    String root = type.getSimpleName();
    return new PojoBinding<M>(type) {
      @Override
      public byte[] serialize(M value) throws XMLStreamException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        XMLObjectWriter writer = XMLObjectWriter.newInstance(out).setBinding(binding);
        writer.write(value, root, type);
        writer.close();
        return out.toByteArray();
      }

      @Override
      public M deserialize(byte[] bytes) throws XMLStreamException {
        XMLObjectReader reader =
            XMLObjectReader.newInstance(new ByteArrayInputStream(bytes)).setBinding(binding);
        M o = reader.read(root, type);
        reader.close();
        return o;
      }
    };
  }

  /** Writes the size of a list, before any child element; a null list has no attribute. */
  static void setCount(OutputElement xml, String name, List<?> list) throws XMLStreamException {
    if (list != null) {
      xml.setAttribute(name, list.size());
    }
  }

  static <T> void addAll(OutputElement xml, List<T> list, String name, Class<T> type)
      throws XMLStreamException {
    if (list != null) {
      for (T item : list) {
        xml.add(item, name, type);
      }
    }
  }

  /** Reads {@code count} child elements, or returns null for the count of an absent attribute. */
  static <T> List<T> getAll(InputElement xml, int count, String name, Class<T> type)
      throws XMLStreamException {
    if (count < 0) {
      return null;
    }
    List<T> list = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      list.add(xml.get(name, type));
    }
    return list;
  }

  static void setEnum(OutputElement xml, String name, Enum<?> value) throws XMLStreamException {
    if (value != null) {
      xml.setAttribute(name, value.name());
    }
  }

  static <E extends Enum<E>> E getEnum(InputElement xml, String name, Class<E> type)
      throws XMLStreamException {
    CharArray value = xml.getAttribute(name);
    return value == null ? null : Enum.valueOf(type, value.toString());
  }

  /** Writes an instant as its epoch milliseconds, the data's precision. */
  static void setInstant(OutputElement xml, String name, Instant value) throws XMLStreamException {
    if (value != null) {
      xml.setAttribute(name, value.toEpochMilli());
    }
  }

  static Instant getInstant(InputElement xml, String name) throws XMLStreamException {
    CharArray millis = xml.getAttribute(name);
    return millis == null ? null : Instant.ofEpochMilli(millis.toLong());
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
            setInstant(xml, "instant", o.getInstant());
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
            o.setInstant(getInstant(xml, "instant"));
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

    private static final Map<Class<?>, XMLFormat<?>> FORMATS =
        Map.ofEntries(
            Map.entry(TestObject.class, TEST_OBJECT),
            Map.entry(NestedObject.class, NESTED_OBJECT),
            Map.entry(Instant.class, INSTANT),
            Map.entry(MediaContent.class, JavolutionMedia.MEDIA_CONTENT),
            Map.entry(Media.class, JavolutionMedia.MEDIA),
            Map.entry(Image.class, JavolutionMedia.IMAGE),
            Map.entry(Younglings.class, JavolutionJedi.YOUNGLINGS),
            Map.entry(Padawans.class, JavolutionJedi.PADAWANS),
            Map.entry(Masters.class, JavolutionJedi.MASTERS),
            Map.entry(Youngling.class, JavolutionJedi.YOUNGLING),
            Map.entry(Padawan.class, JavolutionJedi.PADAWAN),
            Map.entry(Master.class, JavolutionJedi.MASTER),
            Map.entry(Task.class, JavolutionJedi.TASK),
            Map.entry(Force.class, JavolutionJedi.FORCE));

    @Override
    protected XMLFormat getFormat(Class type) throws XMLStreamException {
      XMLFormat<?> format = FORMATS.get(type);
      return format != null ? format : super.getFormat(type);
    }
  }
}
