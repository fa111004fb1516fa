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
import org.serbench.codec.thrift.ThriftMasterStructs.MasterStruct;
import org.serbench.codec.thrift.ThriftStructs.OrdinalEnum;
import org.serbench.codec.thrift.ThriftStructs.Reader;
import org.serbench.codec.thrift.ThriftStructs.Struct;
import org.serbench.codec.thrift.ThriftStructs.StructType;

/**
 * The structs of {@code src/main/thrift/jedi.thrift} for Younglings and Padawans, written by hand
 * as the thrift compiler would generate them (see {@link ThriftStructs}), and the parts the
 * Masters' structs in {@link ThriftMasterStructs} share: the list struct and the fields a Padawan
 * and a Master begin with, written and read once for both.
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
   * {@code struct Younglings}, {@code Padawans} and {@code Masters}: one field, {@code 1: list<...>
   * jedi}, whose elements its {@link Kind} reads.
   */
  static final class JediListStruct<E extends Struct> extends Struct {
    private static final TField JEDI = new TField("jedi", TType.LIST, (short) 1);
    static final Kind<YounglingStruct> YOUNGLINGS = new Kind<>("Younglings", YounglingStruct::read);
    static final Kind<PadawanStruct> PADAWANS = new Kind<>("Padawans", PadawanStruct::read);
    static final Kind<MasterStruct> MASTERS = new Kind<>("Masters", MasterStruct::read);

    /** One of the list structs: its name and the read of its elements. */
    record Kind<E>(StructType type, Reader<E> elements) {
      Kind(String name, Reader<E> elements) {
        this(new StructType(name, JEDI), elements);
      }
    }

    private final Kind<E> kind;
    List<E> jedi;

    JediListStruct(Kind<E> kind) {
      this.kind = kind;
    }

    static <E extends Struct> JediListStruct<E> read(TProtocol in, Kind<E> kind) throws TException {
      return readStruct(in, new JediListStruct<>(kind));
    }

    @Override
    StructType type() {
      return kind.type;
    }

    @Override
    void writeFields(TProtocol out) throws TException {
      writeStructs(out, JEDI, jedi);
    }

    @Override
    void readField(TProtocol in, short fieldId) throws TException {
      jedi = readStructs(in, kind.elements);
    }
  }

  /**
   * The fields that {@code struct Padawan} and {@code Master} begin with, ids 1 to 9: the subclass
   * writes and reads its own after them.
   */
  abstract static class JediStruct extends Struct {
    static final TField ID = new TField("id", TType.I32, (short) 1);
    static final TField BALANCE = new TField("balance", TType.STRING, (short) 2);
    static final TField AGE = new TField("age", TType.I32, (short) 3);
    static final TField SWORD = new TField("sword", TType.STRING, (short) 4);
    static final TField NAME = new TField("name", TType.STRING, (short) 5);
    static final TField GENDER = new TField("gender", TType.I32, (short) 6);
    static final TField COMPANY = new TField("company", TType.STRING, (short) 7);
    static final TField EMAIL = new TField("email", TType.STRING, (short) 8);
    static final TField PHONE = new TField("phone", TType.STRING, (short) 9);

    /** The id of the last shared field. */
    static final short LAST_ID = 9;

    int id;
    String balance;
    int age;
    String sword;
    String name;
    GenderEnum gender;
    String company;
    String email;
    String phone;

    /** The struct type of {@code name}: the shared fields, then {@code more}. */
    static StructType type(String name, TField... more) {
      TField[] fields = new TField[LAST_ID + more.length];
      TField[] shared = {ID, BALANCE, AGE, SWORD, NAME, GENDER, COMPANY, EMAIL, PHONE};
      System.arraycopy(shared, 0, fields, 0, LAST_ID);
      System.arraycopy(more, 0, fields, LAST_ID, more.length);
      return new StructType(name, fields);
    }

    final void writeJediFields(TProtocol out) throws TException {
      writeI32(out, ID, id);
      writeString(out, BALANCE, balance);
      writeI32(out, AGE, age);
      writeString(out, SWORD, sword);
      writeString(out, NAME, name);
      writeEnum(out, GENDER, gender);
      writeString(out, COMPANY, company);
      writeString(out, EMAIL, email);
      writeString(out, PHONE, phone);
    }

    /** Reads one of the shared fields, {@code fieldId} at most {@link #LAST_ID}. */
    final void readJediField(TProtocol in, short fieldId) throws TException {
      switch (fieldId) {
        case 1 -> id = in.readI32();
        case 2 -> balance = in.readString();
        case 3 -> age = in.readI32();
        case 4 -> sword = in.readString();
        case 5 -> name = in.readString();
        case 6 -> gender = byValue(GENDERS, in.readI32());
        case 7 -> company = in.readString();
        case 8 -> email = in.readString();
        default -> phone = in.readString();
      }
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
  static final class PadawanStruct extends JediStruct {
    private static final TField LATITUDE = new TField("latitude", TType.DOUBLE, (short) 10);
    private static final TField LONGITUDE = new TField("longitude", TType.DOUBLE, (short) 11);
    private static final TField TASKS = new TField("tasks", TType.LIST, (short) 12);
    private static final StructType TYPE = type("Padawan", LATITUDE, LONGITUDE, TASKS);

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
      writeJediFields(out);
      writeDouble(out, LATITUDE, latitude);
      writeDouble(out, LONGITUDE, longitude);
      writeStructs(out, TASKS, tasks);
    }

    @Override
    void readField(TProtocol in, short fieldId) throws TException {
      switch (fieldId) {
        case 10 -> latitude = in.readDouble();
        case 11 -> longitude = in.readDouble();
        case 12 -> tasks = readStructs(in, TaskStruct::read);
        default -> readJediField(in, fieldId);
      }
    }
  }
}
