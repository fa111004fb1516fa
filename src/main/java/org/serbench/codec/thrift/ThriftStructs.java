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
 * The struct base class, its read loop and the field writers and list readers here are shared by
 * the structs of the other schemas ({@link ThriftMediaStructs}, {@link ThriftJediStructs}, {@link
 * ThriftMasterStructs}): each struct is its fields, their writes in id order and a switch that
 * reads one; the shared code makes the calls generated code makes inline.
 */
final class ThriftStructs {
  private ThriftStructs() {}

  /**
   * A struct, as a generated {@code TBase}: it writes its fields between the struct's framing and a
   * stop field, and reads a field it knows by id; the loop over the fields is {@link
   * ThriftStructs#readStruct}.
   */
  abstract static class Struct {

    /** Writes the struct, its set fields in id order, as generated code does. */
    final void write(TProtocol out) throws TException {
      out.writeStructBegin(type().struct);
      writeFields(out);
      out.writeFieldStop();
      out.writeStructEnd();
    }

    /** The struct's name and fields, the same for every instance of its class. */
    abstract StructType type();

    abstract void writeFields(TProtocol out) throws TException;

    /**
     * Reads the value of field {@code fieldId}, which the struct declares with the type that came
     * ({@link ThriftStructs#known}), into this struct.
     */
    abstract void readField(TProtocol in, short fieldId) throws TException;
  }

  /** A struct's name, for protocols that write one, and its fields, numbered from 1 in order. */
  static final class StructType {
    final TStruct struct;

    /** The fields indexed by id; 0 is {@code null}. */
    final TField[] fields;

    StructType(String name, TField... fields) {
      this.struct = new TStruct(name);
      this.fields = new TField[fields.length + 1];
      for (int i = 0; i < fields.length; i++) {
        if (fields[i].id != i + 1) {
          throw new IllegalArgumentException(
              name + "'s field " + (i + 1) + " has id " + fields[i].id);
        }
        this.fields[i + 1] = fields[i];
      }
    }
  }

  /** A struct class's static {@code read}. */
  @FunctionalInterface
  interface Reader<S> {
    S read(TProtocol in) throws TException;
  }

  /**
   * Reads a struct's fields into {@code s} up to the stop field, skipping those it does not know,
   * as generated code does. Each struct's static {@code read} calls it with a new instance of its
   * own class, so that where the JIT inlines it the call of {@code readField} has one target.
   */
  static <S extends Struct> S readStruct(TProtocol in, S s) throws TException {
    TField[] fields = s.type().fields;
    in.readStructBegin();
    for (TField field = in.readFieldBegin();
        field.type != TType.STOP;
        field = in.readFieldBegin()) {
      if (known(field, fields)) {
        s.readField(in, field.id);
      } else {
        TProtocolUtil.skip(in, field.type);
      }
      in.readFieldEnd();
    }
    in.readStructEnd();
    return s;
  }

  /**
   * A field of a struct with the declared type, {@code fields} indexed by id; anything else is
   * skipped, as generated code does.
   */
  static boolean known(TField field, TField[] fields) {
    return field.id > 0 && field.id < fields.length && field.type == fields[field.id].type;
  }

  /**
   * An enum of the schemas, which number their constants from 0 in order: a constant's wire value
   * is its ordinal.
   */
  interface OrdinalEnum extends TEnum {
    int ordinal();

    @Override
    default int getValue() {
      return ordinal();
    }
  }

  /**
   * The constant of an enum's wire value, {@code null} for one the schema does not know, as a
   * generated {@code findByValue} answers.
   */
  static <E extends OrdinalEnum> E byValue(E[] constants, int value) {
    return value >= 0 && value < constants.length ? constants[value] : null;
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

  /** Writes a struct field, left out when {@code null} (unset). */
  static void writeStruct(TProtocol out, TField field, Struct value) throws TException {
    if (value != null) {
      out.writeFieldBegin(field);
      value.write(out);
      out.writeFieldEnd();
    }
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
  static final class NestedObjectStruct extends Struct {
    private static final TField INSTANT_MILLIS = new TField("instantMillis", TType.LIST, (short) 1);
    private static final StructType TYPE = new StructType("NestedObject", INSTANT_MILLIS);

    List<Long> instantMillis;

    static NestedObjectStruct read(TProtocol in) throws TException {
      return readStruct(in, new NestedObjectStruct());
    }

    @Override
    StructType type() {
      return TYPE;
    }

    @Override
    void writeFields(TProtocol out) throws TException {
      if (instantMillis != null) {
        out.writeFieldBegin(INSTANT_MILLIS);
        out.writeListBegin(new TList(TType.I64, instantMillis.size()));
        for (long millis : instantMillis) {
          out.writeI64(millis);
        }
        out.writeListEnd();
        out.writeFieldEnd();
      }
    }

    @Override
    void readField(TProtocol in, short fieldId) throws TException {
      TList list = in.readListBegin();
      instantMillis = new ArrayList<>(list.size);
      for (int i = 0; i < list.size; i++) {
        instantMillis.add(in.readI64());
      }
      in.readListEnd();
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
  static final class TestObjectStruct extends Struct {
    private static final TField BOOLEAN_VALUE = new TField("booleanValue", TType.BOOL, (short) 1);
    private static final TField INT_VALUE = new TField("intValue", TType.I32, (short) 2);
    private static final TField DOUBLE_VALUE = new TField("doubleValue", TType.DOUBLE, (short) 3);
    private static final TField LONG_VALUE = new TField("longValue", TType.I64, (short) 4);
    private static final TField STRING_VALUE = new TField("stringValue", TType.STRING, (short) 5);
    private static final TField STRING_ARRAY = new TField("stringArray", TType.LIST, (short) 6);
    private static final TField INSTANT_MILLIS = new TField("instantMillis", TType.I64, (short) 7);
    private static final TField NESTED_OBJECT = new TField("nestedObject", TType.STRUCT, (short) 8);
    private static final TField NESTED_OBJECTS = new TField("nestedObjects", TType.SET, (short) 9);
    private static final StructType TYPE =
        new StructType(
            "TestObject",
            BOOLEAN_VALUE,
            INT_VALUE,
            DOUBLE_VALUE,
            LONG_VALUE,
            STRING_VALUE,
            STRING_ARRAY,
            INSTANT_MILLIS,
            NESTED_OBJECT,
            NESTED_OBJECTS);

    boolean booleanValue;
    int intValue;
    double doubleValue;
    long longValue;
    String stringValue;
    List<String> stringArray;
    long instantMillis;
    NestedObjectStruct nestedObject;
    Set<NestedObjectStruct> nestedObjects;

    static TestObjectStruct read(TProtocol in) throws TException {
      return readStruct(in, new TestObjectStruct());
    }

    @Override
    StructType type() {
      return TYPE;
    }

    @Override
    void writeFields(TProtocol out) throws TException {
      writeBool(out, BOOLEAN_VALUE, booleanValue);
      writeI32(out, INT_VALUE, intValue);
      writeDouble(out, DOUBLE_VALUE, doubleValue);
      writeI64(out, LONG_VALUE, longValue);
      writeString(out, STRING_VALUE, stringValue);
      writeStrings(out, STRING_ARRAY, stringArray);
      writeI64(out, INSTANT_MILLIS, instantMillis);
      writeStruct(out, NESTED_OBJECT, nestedObject);
      if (nestedObjects != null) {
        out.writeFieldBegin(NESTED_OBJECTS);
        out.writeSetBegin(new TSet(TType.STRUCT, nestedObjects.size()));
        for (NestedObjectStruct n : nestedObjects) {
          n.write(out);
        }
        out.writeSetEnd();
        out.writeFieldEnd();
      }
    }

    @Override
    void readField(TProtocol in, short fieldId) throws TException {
      switch (fieldId) {
        case 1 -> booleanValue = in.readBool();
        case 2 -> intValue = in.readI32();
        case 3 -> doubleValue = in.readDouble();
        case 4 -> longValue = in.readI64();
        case 5 -> stringValue = in.readString();
        case 6 -> stringArray = readStrings(in);
        case 7 -> instantMillis = in.readI64();
        case 8 -> nestedObject = NestedObjectStruct.read(in);
        default -> nestedObjects = readNestedObjects(in);
      }
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
