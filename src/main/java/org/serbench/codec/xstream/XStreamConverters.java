package org.serbench.codec.xstream;

import com.thoughtworks.xstream.converters.ConversionException;
import com.thoughtworks.xstream.converters.Converter;
import com.thoughtworks.xstream.converters.MarshallingContext;
import com.thoughtworks.xstream.converters.UnmarshallingContext;
import com.thoughtworks.xstream.io.HierarchicalStreamReader;
import com.thoughtworks.xstream.io.HierarchicalStreamWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;

/**
 * XStream converters for the model classes: the "+c" of jvm-serializers' {@code xml/xstream+c},
 * which replaced XStream's reflection with a hand-written converter per class.
 *
 * <p>They write the element shape of {@code StaxTestObjects}, so that the XStream rows differ from
 * the hand-written StAX rows by XStream's own cost alone. Nested objects go through {@code
 * convertAnother}, as converters compose in XStream, and so pass its reference tracking.
 */
final class XStreamConverters {

  private XStreamConverters() {}

  static final class TestObjectConverter implements Converter {
    @Override
    public boolean canConvert(@SuppressWarnings("rawtypes") Class type) {
      return type == TestObject.class;
    }

    @Override
    public void marshal(Object source, HierarchicalStreamWriter w, MarshallingContext context) {
      TestObject o = (TestObject) source;
      value(w, "booleanValue", String.valueOf(o.isBooleanValue()));
      value(w, "intValue", Integer.toString(o.getIntValue()));
      value(w, "doubleValue", Double.toString(o.getDoubleValue()));
      value(w, "longValue", Long.toString(o.getLongValue()));
      if (o.getStringValue() != null) {
        value(w, "stringValue", o.getStringValue());
      }
      if (o.getStringArray() != null) {
        w.startNode("stringArray");
        for (String s : o.getStringArray()) {
          value(w, "s", s);
        }
        w.endNode();
      }
      if (o.getInstant() != null) {
        value(w, "instant", Long.toString(o.getInstant().toEpochMilli()));
      }
      if (o.getNestedObject() != null) {
        w.startNode("nestedObject");
        context.convertAnother(o.getNestedObject());
        w.endNode();
      }
      if (o.getNestedObjects() != null) {
        w.startNode("nestedObjects");
        for (NestedObject n : o.getNestedObjects()) {
          w.startNode("n");
          context.convertAnother(n);
          w.endNode();
        }
        w.endNode();
      }
    }

    @Override
    public Object unmarshal(HierarchicalStreamReader r, UnmarshallingContext context) {
      TestObject o = new TestObject();
      Set<NestedObject> set = null;
      while (r.hasMoreChildren()) {
        r.moveDown();
        switch (r.getNodeName()) {
          case "booleanValue" -> o.setBooleanValue(Boolean.parseBoolean(r.getValue()));
          case "intValue" -> o.setIntValue(Integer.parseInt(r.getValue()));
          case "doubleValue" -> o.setDoubleValue(Double.parseDouble(r.getValue()));
          case "longValue" -> o.setLongValue(Long.parseLong(r.getValue()));
          case "stringValue" -> o.setStringValue(r.getValue());
          case "stringArray" -> o.setStringArray(strings(r));
          case "instant" -> o.setInstant(Instant.ofEpochMilli(Long.parseLong(r.getValue())));
          case "nestedObject" -> o.setNestedObject(nested(o, context));
          case "nestedObjects" -> {
            set = new HashSet<>();
            while (r.hasMoreChildren()) {
              r.moveDown();
              set.add(nested(o, context));
              r.moveUp();
            }
          }
          default -> throw unexpected(r);
        }
        r.moveUp();
      }
      o.setNestedObjects(set);
      return o;
    }

    private static String[] strings(HierarchicalStreamReader r) {
      List<String> strings = new ArrayList<>();
      while (r.hasMoreChildren()) {
        r.moveDown();
        strings.add(r.getValue());
        r.moveUp();
      }
      return strings.toArray(new String[0]);
    }

    private static NestedObject nested(TestObject parent, UnmarshallingContext context) {
      return (NestedObject) context.convertAnother(parent, NestedObject.class);
    }
  }

  static final class NestedObjectConverter implements Converter {
    @Override
    public boolean canConvert(@SuppressWarnings("rawtypes") Class type) {
      return type == NestedObject.class;
    }

    @Override
    public void marshal(Object source, HierarchicalStreamWriter w, MarshallingContext context) {
      for (Instant instant : ((NestedObject) source).getInstants()) {
        value(w, "i", Long.toString(instant.toEpochMilli()));
      }
    }

    @Override
    public Object unmarshal(HierarchicalStreamReader r, UnmarshallingContext context) {
      List<Instant> instants = new ArrayList<>();
      while (r.hasMoreChildren()) {
        r.moveDown();
        instants.add(Instant.ofEpochMilli(Long.parseLong(r.getValue())));
        r.moveUp();
      }
      return new NestedObject(instants);
    }
  }

  static void value(HierarchicalStreamWriter w, String name, String text) {
    w.startNode(name);
    w.setValue(text);
    w.endNode();
  }

  /** Writes a string as an element unless it is null: a null field has no element. */
  static void nullable(HierarchicalStreamWriter w, String name, String text) {
    if (text != null) {
      value(w, name, text);
    }
  }

  /** Writes a list as a wrapper element of one element per item, so that null and empty differ. */
  static void strings(HierarchicalStreamWriter w, String name, String item, List<String> values) {
    if (values != null) {
      w.startNode(name);
      for (String value : values) {
        value(w, item, value);
      }
      w.endNode();
    }
  }

  /** Reads the items of the wrapper element the reader is on. */
  static List<String> readStrings(HierarchicalStreamReader r) {
    List<String> values = new ArrayList<>();
    while (r.hasMoreChildren()) {
      r.moveDown();
      values.add(r.getValue());
      r.moveUp();
    }
    return values;
  }

  /** Writes a list of model objects through their own converters, each in an element. */
  static <T> void objects(
      HierarchicalStreamWriter w,
      MarshallingContext context,
      String name,
      String item,
      List<T> values) {
    if (values != null) {
      w.startNode(name);
      for (T value : values) {
        w.startNode(item);
        context.convertAnother(value);
        w.endNode();
      }
      w.endNode();
    }
  }

  /** Reads the items of the wrapper element the reader is on through their own converters. */
  static <T> List<T> readObjects(
      HierarchicalStreamReader r, UnmarshallingContext context, Object parent, Class<T> type) {
    List<T> values = new ArrayList<>();
    while (r.hasMoreChildren()) {
      r.moveDown();
      values.add(type.cast(context.convertAnother(parent, type)));
      r.moveUp();
    }
    return values;
  }

  static ConversionException unexpected(HierarchicalStreamReader r) {
    return new ConversionException("unexpected <" + r.getNodeName() + ">");
  }
}
