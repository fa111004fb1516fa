package org.serbench.codec.thrift;

import static org.serbench.codec.thrift.ThriftStructs.byValue;
import static org.serbench.codec.thrift.ThriftStructs.readStruct;
import static org.serbench.codec.thrift.ThriftStructs.readStructs;
import static org.serbench.codec.thrift.ThriftStructs.writeBool;
import static org.serbench.codec.thrift.ThriftStructs.writeDouble;
import static org.serbench.codec.thrift.ThriftStructs.writeEnum;
import static org.serbench.codec.thrift.ThriftStructs.writeI32;
import static org.serbench.codec.thrift.ThriftStructs.writeString;
import static org.serbench.codec.thrift.ThriftStructs.writeStructs;

import java.util.List;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TType;
import org.serbench.codec.thrift.ThriftStructs.OrdinalEnum;
import org.serbench.codec.thrift.ThriftStructs.Struct;
import org.serbench.codec.thrift.ThriftStructs.StructType;

/**
 * The structs of {@code src/main/thrift/jedi.thrift} for Younglings and Padawans, written by hand
 * as the thrift compiler would generate them (see {@link ThriftStructs}); the Masters' structs are
 * in {@link ThriftMasterStructs}.
 */
final class ThriftJediStructs {
  /** The genders by wire value, for {@link ThriftStructs#byValue}. */
  static final GenderEnum[] GENDERS = GenderEnum.values();

  private ThriftJediStructs() {}

  /** {@code enum Gender}: MALE = 0, FEMALE = 1. */
  enum GenderEnum implements OrdinalEnum {
    MALE,
    FEMALE
  }

  /**
   * A struct of one field, {@code 1: list<...> jedi}: {@code struct Younglings}, {@code Padawans}
   * and {@code Masters}; a subclass reads the elements.
   */
  abstract static class JediListStruct<E extends Struct> extends Struct {
    static final TField JEDI = new TField("jedi", TType.LIST, (short) 1);

    List<E> jedi;

    @Override
    final void writeFields(TProtocol out) throws TException {
      writeStructs(out, JEDI, jedi);
    }
  }

  /** {@code struct Task}. */
  static final class TaskStruct extends Struct {
    private static final TField ID = new TField("id", TType.I32, (short) 1);
    private static final TField DESCRIPTION = new TField("description", TType.STRING, (short) 2);
    private static final StructType TYPE = new StructType("Task", ID, DESCRIPTION);

    int id;
    String description;

    static TaskStruct read(TProtocol in) throws TException {
      return readStruct(in, new TaskStruct());
    }

    @Override
    StructType type() {
      return TYPE;
    }

    @Override
    void writeFields(TProtocol out) throws TException {
      writeI32(out, ID, id);
      writeString(out, DESCRIPTION, description);
    }

    @Override
    void readField(TProtocol in, short fieldId) throws TException {
      if (fieldId == 1) {
        id = in.readI32();
      } else {
        description = in.readString();
      }
    }
  }

  /** {@code struct Youngling}. */
  static final class YounglingStruct extends Struct {
    private static final TField ID = new TField("id", TType.I32, (short) 1);
    private static final TField ACTIVE = new TField("active", TType.BOOL, (short) 2);
    private static final TField AGE = new TField("age", TType.I32, (short) 3);
    private static final TField NAME = new TField("name", TType.STRING, (short) 4);
    private static final TField GENDER = new TField("gender", TType.I32, (short) 5);
    private static final TField EMAIL = new TField("email", TType.STRING, (short) 6);
    private static final TField PHONE = new TField("phone", TType.STRING, (short) 7);
    private static final StructType TYPE =
        new StructType("Youngling", ID, ACTIVE, AGE, NAME, GENDER, EMAIL, PHONE);

    int id;
    boolean active;
    int age;
    String name;
    GenderEnum gender;
    String email;
    String phone;

    static YounglingStruct read(TProtocol in) throws TException {
      return readStruct(in, new YounglingStruct());
    }

    @Override
    StructType type() {
      return TYPE;
    }

    @Override
    void writeFields(TProtocol out) throws TException {
      writeI32(out, ID, id);
      writeBool(out, ACTIVE, active);
      writeI32(out, AGE, age);
      writeString(out, NAME, name);
      writeEnum(out, GENDER, gender);
      writeString(out, EMAIL, email);
      writeString(out, PHONE, phone);
    }

    @Override
    void readField(TProtocol in, short fieldId) throws TException {
      switch (fieldId) {
        case 1 -> id = in.readI32();
        case 2 -> active = in.readBool();
        case 3 -> age = in.readI32();
        case 4 -> name = in.readString();
        case 5 -> gender = byValue(GENDERS, in.readI32());
        case 6 -> email = in.readString();
        default -> phone = in.readString();
      }
    }
  }

  /** {@code struct Padawan}. */
  static final class PadawanStruct extends Struct {
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
    private static final StructType TYPE =
        new StructType(
            "Padawan", ID, BALANCE, AGE, SWORD, NAME, GENDER, COMPANY, EMAIL, PHONE, LATITUDE,
            LONGITUDE, TASKS);

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

    static PadawanStruct read(TProtocol in) throws TException {
      return readStruct(in, new PadawanStruct());
    }

    @Override
    StructType type() {
      return TYPE;
    }

    @Override
    void writeFields(TProtocol out) throws TException {
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
    }

    @Override
    void readField(TProtocol in, short fieldId) throws TException {
      switch (fieldId) {
        case 1 -> id = in.readI32();
        case 2 -> balance = in.readString();
        case 3 -> age = in.readI32();
        case 4 -> sword = in.readString();
        case 5 -> name = in.readString();
        case 6 -> gender = byValue(GENDERS, in.readI32());
        case 7 -> company = in.readString();
        case 8 -> email = in.readString();
        case 9 -> phone = in.readString();
        case 10 -> latitude = in.readDouble();
        case 11 -> longitude = in.readDouble();
        default -> tasks = readStructs(in, TaskStruct::read);
      }
    }
  }

  /** {@code struct Younglings}. */
  static final class YounglingsStruct extends JediListStruct<YounglingStruct> {
    private static final StructType TYPE = new StructType("Younglings", JEDI);

    static YounglingsStruct read(TProtocol in) throws TException {
      return readStruct(in, new YounglingsStruct());
    }

    @Override
    StructType type() {
      return TYPE;
    }

    @Override
    void readField(TProtocol in, short fieldId) throws TException {
      jedi = readStructs(in, YounglingStruct::read);
    }
  }

  /** {@code struct Padawans}. */
  static final class PadawansStruct extends JediListStruct<PadawanStruct> {
    private static final StructType TYPE = new StructType("Padawans", JEDI);

    static PadawansStruct read(TProtocol in) throws TException {
      return readStruct(in, new PadawansStruct());
    }

    @Override
    StructType type() {
      return TYPE;
    }

    @Override
    void readField(TProtocol in, short fieldId) throws TException {
      jedi = readStructs(in, PadawanStruct::read);
    }
  }
}
