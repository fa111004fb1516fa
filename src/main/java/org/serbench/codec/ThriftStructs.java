package org.serbench.codec;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
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
 */
final class ThriftStructs {
  private ThriftStructs() {}

  /** {@code struct NestedObject}; its value equality serves the {@code set} that holds it. */
  static final class NestedObjectStruct {
    private static final TStruct STRUCT = new TStruct("NestedObject");
    private static final TField INSTANT_MILLIS = new TField("instantMillis", TType.LIST, (short) 1);

    List<Long> instantMillis;

    void write(TProtocol out) throws TException {
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
  static final class TestObjectStruct {
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

    void write(TProtocol out) throws TException {
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
      if (stringValue != null) {
        out.writeFieldBegin(STRING_VALUE);
        out.writeString(stringValue);
        out.writeFieldEnd();
      }
      if (stringArray != null) {
        out.writeFieldBegin(STRING_ARRAY);
        out.writeListBegin(new TList(TType.STRING, stringArray.size()));
        for (String s : stringArray) {
          out.writeString(s);
        }
        out.writeListEnd();
        out.writeFieldEnd();
      }
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
        if (!known(field)) {
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

    /** A field of this struct with the declared type; anything else is skipped, as generated. */
    private static boolean known(TField field) {
      return field.id > 0 && field.id < FIELDS.length && field.type == FIELDS[field.id].type;
    }

    private static List<String> readStrings(TProtocol in) throws TException {
      TList list = in.readListBegin();
      List<String> strings = new ArrayList<>(list.size);
      for (int i = 0; i < list.size; i++) {
        strings.add(in.readString());
      }
      in.readListEnd();
      return strings;
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
