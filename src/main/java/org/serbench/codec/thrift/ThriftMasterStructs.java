package org.serbench.codec.thrift;

import static org.serbench.codec.thrift.ThriftStructs.readStrings;
import static org.serbench.codec.thrift.ThriftStructs.readStruct;
import static org.serbench.codec.thrift.ThriftStructs.readStructs;
import static org.serbench.codec.thrift.ThriftStructs.writeDouble;
import static org.serbench.codec.thrift.ThriftStructs.writeI32;
import static org.serbench.codec.thrift.ThriftStructs.writeI64;
import static org.serbench.codec.thrift.ThriftStructs.writeString;
import static org.serbench.codec.thrift.ThriftStructs.writeStrings;
import static org.serbench.codec.thrift.ThriftStructs.writeStructs;

import java.util.List;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TType;
import org.serbench.codec.thrift.ThriftJediStructs.JediStruct;
import org.serbench.codec.thrift.ThriftJediStructs.TaskStruct;
import org.serbench.codec.thrift.ThriftStructs.Struct;
import org.serbench.codec.thrift.ThriftStructs.StructType;

/**
 * The structs of {@code src/main/thrift/jedi.thrift} for Masters, written by hand as the thrift
 * compiler would generate them (see {@link ThriftStructs}). Instants are {@code i64} milliseconds.
 */
final class ThriftMasterStructs {
  private ThriftMasterStructs() {}

  /** {@code struct Force}. */
  static final class ForceStruct extends Struct {
    private static final TField ID = new TField("id", TType.I32, (short) 1);
    private static final TField TITLE = new TField("title", TType.STRING, (short) 2);
    private static final TField STARTED = new TField("startedMillis", TType.I64, (short) 3);
    private static final TField AREAS = new TField("areas", TType.LIST, (short) 4);
    private static final TField DESCRIPTION = new TField("description", TType.STRING, (short) 5);
    private static final StructType TYPE =
        new StructType("Force", ID, TITLE, STARTED, AREAS, DESCRIPTION);

    int id;
    String title;
    long startedMillis;
    List<String> areas;
    String description;

    static ForceStruct read(TProtocol in) throws TException {
      return readStruct(in, new ForceStruct());
    }

    @Override
    StructType type() {
      return TYPE;
    }

    @Override
    void writeFields(TProtocol out) throws TException {
      writeI32(out, ID, id);
      writeString(out, TITLE, title);
      writeI64(out, STARTED, startedMillis);
      writeStrings(out, AREAS, areas);
      writeString(out, DESCRIPTION, description);
    }

    @Override
    void readField(TProtocol in, short fieldId) throws TException {
      switch (fieldId) {
        case 1 -> id = in.readI32();
        case 2 -> title = in.readString();
        case 3 -> startedMillis = in.readI64();
        case 4 -> areas = readStrings(in);
        default -> description = in.readString();
      }
    }
  }

  /** {@code struct Master}. */
  static final class MasterStruct extends JediStruct {
    private static final TField ADDRESS = new TField("address", TType.STRING, (short) 10);
    private static final TField ABOUT = new TField("about", TType.STRING, (short) 11);
    private static final TField STARTED = new TField("startedMillis", TType.I64, (short) 12);
    private static final TField LATITUDE = new TField("latitude", TType.DOUBLE, (short) 13);
    private static final TField LONGITUDE = new TField("longitude", TType.DOUBLE, (short) 14);
    private static final TField TASKS = new TField("tasks", TType.LIST, (short) 15);
    private static final TField FORCES = new TField("forces", TType.LIST, (short) 16);
    private static final StructType TYPE =
        type("Master", ADDRESS, ABOUT, STARTED, LATITUDE, LONGITUDE, TASKS, FORCES);

    String address;
    String about;
    long startedMillis;
    double latitude;
    double longitude;
    List<TaskStruct> tasks;
    List<ForceStruct> forces;

    static MasterStruct read(TProtocol in) throws TException {
      return readStruct(in, new MasterStruct());
    }

    @Override
    StructType type() {
      return TYPE;
    }

    @Override
    void writeFields(TProtocol out) throws TException {
      writeJediFields(out);
      writeString(out, ADDRESS, address);
      writeString(out, ABOUT, about);
      writeI64(out, STARTED, startedMillis);
      writeDouble(out, LATITUDE, latitude);
      writeDouble(out, LONGITUDE, longitude);
      writeStructs(out, TASKS, tasks);
      writeStructs(out, FORCES, forces);
    }

    @Override
    void readField(TProtocol in, short fieldId) throws TException {
      switch (fieldId) {
        case 10 -> address = in.readString();
        case 11 -> about = in.readString();
        case 12 -> startedMillis = in.readI64();
        case 13 -> latitude = in.readDouble();
        case 14 -> longitude = in.readDouble();
        case 15 -> tasks = readStructs(in, TaskStruct::read);
        case 16 -> forces = readStructs(in, ForceStruct::read);
        default -> readJediField(in, fieldId);
      }
    }
  }
}
