package org.serbench.codec.thrift;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.apache.thrift.TEnum;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TList;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolUtil;
import org.apache.thrift.protocol.TSet;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;

/**
 * The structs of {@code src/main/thrift/test_object.thrift}, written by hand as the thrift compiler
 * would generate them, because no thrift compiler is published on Maven Central.
 *
 * <p>They make the same protocol calls as generated code: a struct is a sequence of fields framed
 * by id and type, closed by a stop field, and a reader skips fields it does not know. Like
 * generated code they hold boxed {@code List<Long>}s and build a {@code HashSet} for a {@code set}.
 * The field writers and list readers here are shared by the structs of the other schemas ({@link
 * ThriftMediaStructs}, {@link ThriftJediStructs}, {@link ThriftMasterStructs}); they make the calls
 * generated code makes inline.
 */
final class ThriftStructs {
  private ThriftStructs() {}

  /** A struct writes itself, as a generated {@code TBase} does. */
  interface Struct {
    void write(TProtocol out) throws TException;
  }

  /** A struct class's static {@code read}. */
  @FunctionalInterface
  interface Reader<S> {
    S read(TProtocol in) throws TException;
  }

  /**
   * A field of a struct with the declared type, {@code fields} indexed by id; anything else is
   * skipped, as generated code does.
   */
  static boolean known(TField field, TField[] fields) {
    return field.id > 0 && field.id < fields.length && field.type == fields[field.id].type;
  }

  /** Writes a string field, which is left out when {@code null} (unset), as generated. */
  static void writeString(TProtocol out, TField field, String value) throws TException {
    if (value != null) {
      out.writeFieldBegin(field);
      out.writeString(value);
      out.writeFieldEnd();
    }
  }

  /** Writes an {@code i32} field; a field of a primitive type is always written, as generated. */
  static void writeI32(TProtocol out, TField field, int value) throws TException {
    out.writeFieldBegin(field);
    out.writeI32(value);
    out.writeFieldEnd();
  }

  static void writeBool(TProtocol out, TField field, boolean value) throws TException {
    out.writeFieldBegin(field);
    out.writeBool(value);
    out.writeFieldEnd();
  }

  static void writeI64(TProtocol out, TField field, long value) throws TException {
    out.writeFieldBegin(field);
    out.writeI64(value);
    out.writeFieldEnd();
  }

  static void writeDouble(TProtocol out, TField field, double value) throws TException {
    out.writeFieldBegin(field);
    out.writeDouble(value);
    out.writeFieldEnd();
  }

  /** Writes an enum field as its {@code i32} value, left out when {@code null} (unset). */
  static void writeEnum(TProtocol out, TField field, TEnum value) throws TException {
    if (value != null) {
      out.writeFieldBegin(field);
      out.writeI32(value.getValue());
      out.writeFieldEnd();
    }
  }

  /** Writes a {@code list<string>} field, which is left out when {@code null} (unset). */
  static void writeStrings(TProtocol out, TField field, List<String> values) throws TException {
    if (values != null) {
      out.writeFieldBegin(field);
      out.writeListBegin(new TList(TType.STRING, values.size()));
      for (int i = 0, n = values.size(); i < n; i++) {
        out.writeString(values.get(i));
      }
      out.writeListEnd();
      out.writeFieldEnd();
    }
  }

  static List<String> readStrings(TProtocol in) throws TException {
    TList list = in.readListBegin();
    List<String> strings = new ArrayList<>(list.size);
    for (int i = 0; i < list.size; i++) {
      strings.add(in.readString());
    }
    in.readListEnd();
    return strings;
  }

  /** Writes a {@code list} field of structs, left out when {@code null} (unset). */
  static void writeStructs(TProtocol out, TField field, List<? extends Struct> values)
      throws TException {
    if (values != null) {
      out.writeFieldBegin(field);
      out.writeListBegin(new TList(TType.STRUCT, values.size()));
      for (int i = 0, n = values.size(); i < n; i++) {
        values.get(i).write(out);
      }
      out.writeListEnd();
      out.writeFieldEnd();
    }
  }

  static <S> List<S> readStructs(TProtocol in, Reader<S> reader) throws TException {
    TList list = in.readListBegin();
    List<S> structs = new ArrayList<>(list.size);
    for (int i = 0; i < list.size; i++) {
      structs.add(reader.read(in));
    }
    in.readListEnd();
    return structs;
  }

  /** {@code struct NestedObject}; its value equality serves the {@code set} that holds it. */
  static final class NestedObjectStruct implements Struct {
    private static final TStruct STRUCT = new TStruct("NestedObject");
    private static final TField INSTANT_MILLIS = new TField("instantMillis", TType.LIST, (short) 1);

    List<Long> instantMillis;

    @Override
    public void write(TProtocol out) throws TException {
      out.writeStructBegin(STRUCT);
      if (instantMillis != null) {
        out.writeFieldBegin(INSTANT_MILLIS);
        out.writeListBegin(new TList(TType.I64, instantMillis.size()));
        for (long millis : instantMillis) {
          out.writeI64(millis);
        }
        out.writeListEnd();
        out.writeFieldEnd();
      }
      out.writeFieldStop();
      out.writeStructEnd();
    }

    static NestedObjectStruct read(TProtocol in) throws TException {
      NestedObjectStruct s = new NestedObjectStruct();
      in.readStructBegin();
      for (TField field = in.readFieldBegin();
          field.type != TType.STOP;
          field = in.readFieldBegin()) {
        if (field.id == 1 && field.type == TType.LIST) {
          TList list = in.readListBegin();
          s.instantMillis = new ArrayList<>(list.size);
          for (int i = 0; i < list.size; i++) {
            s.instantMillis.add(in.readI64());
          }
          in.readListEnd();
        } else {
          TProtocolUtil.skip(in, field.type);
        }
        in.readFieldEnd();
      }
      in.readStructEnd();
      return s;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof NestedObjectStruct other
          && Objects.equals(instantMillis, other.instantMillis);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(instantMillis);
    }
  }

  /** {@code struct TestObject}. */
  static final class TestObjectStruct implements Struct {
    private static final TStruct STRUCT = new TStruct("TestObject");
    private static final TField BOOLEAN_VALUE = new TField("booleanValue", TType.BOOL, (short) 1);
    private static final TField INT_VALUE = new TField("intValue", TType.I32, (short) 2);
    private static final TField DOUBLE_VALUE = new TField("doubleValue", TType.DOUBLE, (short) 3);
    private static final TField LONG_VALUE = new TField("longValue", TType.I64, (short) 4);
    private static final TField STRING_VALUE = new TField("stringValue", TType.STRING, (short) 5);
    private static final TField STRING_ARRAY = new TField("stringArray", TType.LIST, (short) 6);
    private static final TField INSTANT_MILLIS = new TField("instantMillis", TType.I64, (short) 7);
    private static final TField NESTED_OBJECT = new TField("nestedObject", TType.STRUCT, (short) 8);
    private static final TField NESTED_OBJECTS = new TField("nestedObjects", TType.SET, (short) 9);
    private static final TField[] FIELDS = {
      null,
      BOOLEAN_VALUE,
      INT_VALUE,
      DOUBLE_VALUE,
      LONG_VALUE,
      STRING_VALUE,
      STRING_ARRAY,
      INSTANT_MILLIS,
      NESTED_OBJECT,
      NESTED_OBJECTS
    };

    boolean booleanValue;
    int intValue;
    double doubleValue;
    long longValue;
    String stringValue;
    List<String> stringArray;
    long instantMillis;
    NestedObjectStruct nestedObject;
    Set<NestedObjectStruct> nestedObjects;

    @Override
    public void write(TProtocol out) throws TException {
      out.writeStructBegin(STRUCT);
      out.writeFieldBegin(BOOLEAN_VALUE);
      out.writeBool(booleanValue);
      out.writeFieldEnd();
      out.writeFieldBegin(INT_VALUE);
      out.writeI32(intValue);
      out.writeFieldEnd();
      out.writeFieldBegin(DOUBLE_VALUE);
      out.writeDouble(doubleValue);
      out.writeFieldEnd();
      out.writeFieldBegin(LONG_VALUE);
      out.writeI64(longValue);
      out.writeFieldEnd();
      writeString(out, STRING_VALUE, stringValue);
      writeStrings(out, STRING_ARRAY, stringArray);
      out.writeFieldBegin(INSTANT_MILLIS);
      out.writeI64(instantMillis);
      out.writeFieldEnd();
      if (nestedObject != null) {
        out.writeFieldBegin(NESTED_OBJECT);
        nestedObject.write(out);
        out.writeFieldEnd();
      }
      if (nestedObjects != null) {
        out.writeFieldBegin(NESTED_OBJECTS);
        out.writeSetBegin(new TSet(TType.STRUCT, nestedObjects.size()));
        for (NestedObjectStruct n : nestedObjects) {
          n.write(out);
        }
        out.writeSetEnd();
        out.writeFieldEnd();
      }
      out.writeFieldStop();
      out.writeStructEnd();
    }

    static TestObjectStruct read(TProtocol in) throws TException {
      TestObjectStruct s = new TestObjectStruct();
      in.readStructBegin();
      for (TField field = in.readFieldBegin();
          field.type != TType.STOP;
          field = in.readFieldBegin()) {
        if (!known(field, FIELDS)) {
          TProtocolUtil.skip(in, field.type);
        } else {
          switch (field.id) {
            case 1 -> s.booleanValue = in.readBool();
            case 2 -> s.intValue = in.readI32();
            case 3 -> s.doubleValue = in.readDouble();
            case 4 -> s.longValue = in.readI64();
            case 5 -> s.stringValue = in.readString();
            case 6 -> s.stringArray = readStrings(in);
            case 7 -> s.instantMillis = in.readI64();
            case 8 -> s.nestedObject = NestedObjectStruct.read(in);
            default -> s.nestedObjects = readNestedObjects(in);
          }
        }
        in.readFieldEnd();
      }
      in.readStructEnd();
      return s;
    }

    private static Set<NestedObjectStruct> readNestedObjects(TProtocol in) throws TException {
      TSet set = in.readSetBegin();
      Set<NestedObjectStruct> nested = new HashSet<>(2 * set.size);
      for (int i = 0; i < set.size; i++) {
        nested.add(NestedObjectStruct.read(in));
      }
      in.readSetEnd();
      return nested;
    }
  }
}
