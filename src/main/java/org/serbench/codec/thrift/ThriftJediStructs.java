package org.serbench.codec.thrift;

import static org.serbench.codec.thrift.ThriftStructs.known;
import static org.serbench.codec.thrift.ThriftStructs.readStructs;
import static org.serbench.codec.thrift.ThriftStructs.writeBool;
import static org.serbench.codec.thrift.ThriftStructs.writeDouble;
import static org.serbench.codec.thrift.ThriftStructs.writeEnum;
import static org.serbench.codec.thrift.ThriftStructs.writeI32;
import static org.serbench.codec.thrift.ThriftStructs.writeString;
import static org.serbench.codec.thrift.ThriftStructs.writeStructs;

import java.util.List;
import org.apache.thrift.TEnum;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolUtil;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;
import org.serbench.codec.thrift.ThriftStructs.Struct;

/**
 * The structs of {@code src/main/thrift/jedi.thrift} for Younglings and Padawans, written by hand
 * as the thrift compiler would generate them (see {@link ThriftStructs}); the Masters' structs are
 * in {@link ThriftMasterStructs}.
 */
final class ThriftJediStructs {
  private ThriftJediStructs() {}

  /** {@code enum Gender}. */
  enum GenderEnum implements TEnum {
    MALE(0),
    FEMALE(1);

    private final int value;

    GenderEnum(int value) {
      this.value = value;
    }

    @Override
    public int getValue() {
      return value;
    }

    /** The constant of a wire value, {@code null} for one this schema does not know. */
    static GenderEnum findByValue(int value) {
      return switch (value) {
        case 0 -> MALE;
        case 1 -> FEMALE;
        default -> null;
      };
    }
  }

  /** {@code struct Task}. */
  static final class TaskStruct implements Struct {
    private static final TStruct STRUCT = new TStruct("Task");
    private static final TField ID = new TField("id", TType.I32, (short) 1);
    private static final TField DESCRIPTION = new TField("description", TType.STRING, (short) 2);
    private static final TField[] FIELDS = {null, ID, DESCRIPTION};

    int id;
    String description;

    @Override
    public void write(TProtocol out) throws TException {
      out.writeStructBegin(STRUCT);
      writeI32(out, ID, id);
      writeString(out, DESCRIPTION, description);
      out.writeFieldStop();
      out.writeStructEnd();
    }

    static TaskStruct read(TProtocol in) throws TException {
      TaskStruct s = new TaskStruct();
      in.readStructBegin();
      for (TField field = in.readFieldBegin();
          field.type != TType.STOP;
          field = in.readFieldBegin()) {
        if (!known(field, FIELDS)) {
          TProtocolUtil.skip(in, field.type);
        } else if (field.id == 1) {
          s.id = in.readI32();
        } else {
          s.description = in.readString();
        }
        in.readFieldEnd();
      }
      in.readStructEnd();
      return s;
    }
  }

  /** {@code struct Youngling}. */
  static final class YounglingStruct implements Struct {
    private static final TStruct STRUCT = new TStruct("Youngling");
    private static final TField ID = new TField("id", TType.I32, (short) 1);
    private static final TField ACTIVE = new TField("active", TType.BOOL, (short) 2);
    private static final TField AGE = new TField("age", TType.I32, (short) 3);
    private static final TField NAME = new TField("name", TType.STRING, (short) 4);
    private static final TField GENDER = new TField("gender", TType.I32, (short) 5);
    private static final TField EMAIL = new TField("email", TType.STRING, (short) 6);
    private static final TField PHONE = new TField("phone", TType.STRING, (short) 7);
    private static final TField[] FIELDS = {null, ID, ACTIVE, AGE, NAME, GENDER, EMAIL, PHONE};

    int id;
    boolean active;
    int age;
    String name;
    GenderEnum gender;
    String email;
    String phone;

    @Override
    public void write(TProtocol out) throws TException {
      out.writeStructBegin(STRUCT);
      writeI32(out, ID, id);
      writeBool(out, ACTIVE, active);
      writeI32(out, AGE, age);
      writeString(out, NAME, name);
      writeEnum(out, GENDER, gender);
      writeString(out, EMAIL, email);
      writeString(out, PHONE, phone);
      out.writeFieldStop();
      out.writeStructEnd();
    }

    static YounglingStruct read(TProtocol in) throws TException {
      YounglingStruct s = new YounglingStruct();
      in.readStructBegin();
      for (TField field = in.readFieldBegin();
          field.type != TType.STOP;
          field = in.readFieldBegin()) {
        if (!known(field, FIELDS)) {
          TProtocolUtil.skip(in, field.type);
        } else {
          switch (field.id) {
            case 1 -> s.id = in.readI32();
            case 2 -> s.active = in.readBool();
            case 3 -> s.age = in.readI32();
            case 4 -> s.name = in.readString();
            case 5 -> s.gender = GenderEnum.findByValue(in.readI32());
            case 6 -> s.email = in.readString();
            default -> s.phone = in.readString();
          }
        }
        in.readFieldEnd();
      }
      in.readStructEnd();
      return s;
    }
  }

  /** {@code struct Padawan}. */
  static final class PadawanStruct implements Struct {
    private static final TStruct STRUCT = new TStruct("Padawan");
    private static final TField ID = new TField("id", TType.I32, (short) 1);
    private static final TField BALANCE = new TField("balance", TType.STRING, (short) 2);
    private static final TField AGE = new TField("age", TType.I32, (short) 3);
    private static final TField SWORD = new TField("sword", TType.STRING, (short) 4);
    private static final TField NAME = new TField("name", TType.STRING, (short) 5);
    private static final TField GENDER = new TField("gender", TType.I32, (short) 6);
    private static final TField COMPANY = new TField("company", TType.STRING, (short) 7);
    private static final TField EMAIL = new TField("email", TType.STRING, (short) 8);
    private static final TField PHONE = new TField("phone", TType.STRING, (short) 9);
    private static final TField LATITUDE = new TField("latitude", TType.DOUBLE, (short) 10);
    private static final TField LONGITUDE = new TField("longitude", TType.DOUBLE, (short) 11);
    private static final TField TASKS = new TField("tasks", TType.LIST, (short) 12);
    private static final TField[] FIELDS = {
      null, ID, BALANCE, AGE, SWORD, NAME, GENDER, COMPANY, EMAIL, PHONE, LATITUDE, LONGITUDE, TASKS
    };

    int id;
    String balance;
    int age;
    String sword;
    String name;
    GenderEnum gender;
    String company;
    String email;
    String phone;
    double latitude;
    double longitude;
    List<TaskStruct> tasks;

    @Override
    public void write(TProtocol out) throws TException {
      out.writeStructBegin(STRUCT);
      writeI32(out, ID, id);
      writeString(out, BALANCE, balance);
      writeI32(out, AGE, age);
      writeString(out, SWORD, sword);
      writeString(out, NAME, name);
      writeEnum(out, GENDER, gender);
      writeString(out, COMPANY, company);
      writeString(out, EMAIL, email);
      writeString(out, PHONE, phone);
      writeDouble(out, LATITUDE, latitude);
      writeDouble(out, LONGITUDE, longitude);
      writeStructs(out, TASKS, tasks);
      out.writeFieldStop();
      out.writeStructEnd();
    }

    static PadawanStruct read(TProtocol in) throws TException {
      PadawanStruct s = new PadawanStruct();
      in.readStructBegin();
      for (TField field = in.readFieldBegin();
          field.type != TType.STOP;
          field = in.readFieldBegin()) {
        if (!known(field, FIELDS)) {
          TProtocolUtil.skip(in, field.type);
        } else {
          switch (field.id) {
            case 1 -> s.id = in.readI32();
            case 2 -> s.balance = in.readString();
            case 3 -> s.age = in.readI32();
            case 4 -> s.sword = in.readString();
            case 5 -> s.name = in.readString();
            case 6 -> s.gender = GenderEnum.findByValue(in.readI32());
            case 7 -> s.company = in.readString();
            case 8 -> s.email = in.readString();
            case 9 -> s.phone = in.readString();
            case 10 -> s.latitude = in.readDouble();
            case 11 -> s.longitude = in.readDouble();
            default -> s.tasks = readStructs(in, TaskStruct::read);
          }
        }
        in.readFieldEnd();
      }
      in.readStructEnd();
      return s;
    }
  }

  /** {@code struct Younglings}. */
  static final class YounglingsStruct implements Struct {
    private static final TStruct STRUCT = new TStruct("Younglings");
    private static final TField JEDI = new TField("jedi", TType.LIST, (short) 1);
    private static final TField[] FIELDS = {null, JEDI};

    List<YounglingStruct> jedi;

    @Override
    public void write(TProtocol out) throws TException {
      out.writeStructBegin(STRUCT);
      writeStructs(out, JEDI, jedi);
      out.writeFieldStop();
      out.writeStructEnd();
    }

    static YounglingsStruct read(TProtocol in) throws TException {
      YounglingsStruct s = new YounglingsStruct();
      in.readStructBegin();
      for (TField field = in.readFieldBegin();
          field.type != TType.STOP;
          field = in.readFieldBegin()) {
        if (known(field, FIELDS)) {
          s.jedi = readStructs(in, YounglingStruct::read);
        } else {
          TProtocolUtil.skip(in, field.type);
        }
        in.readFieldEnd();
      }
      in.readStructEnd();
      return s;
    }
  }

  /** {@code struct Padawans}. */
  static final class PadawansStruct implements Struct {
    private static final TStruct STRUCT = new TStruct("Padawans");
    private static final TField JEDI = new TField("jedi", TType.LIST, (short) 1);
    private static final TField[] FIELDS = {null, JEDI};

    List<PadawanStruct> jedi;

    @Override
    public void write(TProtocol out) throws TException {
      out.writeStructBegin(STRUCT);
      writeStructs(out, JEDI, jedi);
      out.writeFieldStop();
      out.writeStructEnd();
    }

    static PadawansStruct read(TProtocol in) throws TException {
      PadawansStruct s = new PadawansStruct();
      in.readStructBegin();
      for (TField field = in.readFieldBegin();
          field.type != TType.STOP;
          field = in.readFieldBegin()) {
        if (known(field, FIELDS)) {
          s.jedi = readStructs(in, PadawanStruct::read);
        } else {
          TProtocolUtil.skip(in, field.type);
        }
        in.readFieldEnd();
      }
      in.readStructEnd();
      return s;
    }
  }
}
