package org.serbench.codec.avro;

import java.util.ArrayList;
import java.util.List;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;
import org.serbench.avro.MastersRecord;
import org.serbench.avro.PadawansRecord;
import org.serbench.avro.YounglingsRecord;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.codec.avro.AvroGenericCodec.RecordBinding;
import org.serbench.model.jedi.Gender;
import org.serbench.model.jedi.Padawan;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Profile;
import org.serbench.model.jedi.Task;
import org.serbench.model.jedi.Youngling;
import org.serbench.model.jedi.Younglings;

/**
 * The avro-generic bindings of the Younglings and Padawans lists, on the schemas of {@code
 * younglings.avsc} and {@code padawans.avsc}, and what {@link AvroGenericMasters} shares with them:
 * the list binding, the fields of a {@link Profile} (at the same positions in a Padawan's and a
 * Master's record), the genders and the task records.
 */
final class AvroGenericJedi {
  private static final Schema YOUNGLINGS = YounglingsRecord.getClassSchema();
  private static final Schema YOUNGLING = RecordBinding.items(YOUNGLINGS, "jedi");
  private static final Schema PADAWANS = PadawansRecord.getClassSchema();
  private static final Schema PADAWAN = RecordBinding.items(PADAWANS, "jedi");
  static final Schema GENDER = YOUNGLING.getField("gender").schema();
  static final Schema TASK = RecordBinding.items(PADAWAN, "tasks");
  private static final int TASK_ID = RecordBinding.pos(TASK, "id");
  private static final int TASK_DESCRIPTION = RecordBinding.pos(TASK, "description");
  private static final Schema MASTERS = MastersRecord.getClassSchema();
  private static final Schema MASTER = RecordBinding.items(MASTERS, "jedi");

  // The fields of a Padawan's and a Master's record that their Profile holds, at the same positions
  // in both records.
  private static final int ID = profilePos("id");
  private static final int BALANCE = profilePos("balance");
  private static final int AGE = profilePos("age");
  private static final int SWORD = profilePos("sword");
  private static final int NAME = profilePos("name");
  private static final int GENDER_FIELD = profilePos("gender");
  private static final int COMPANY = profilePos("company");
  private static final int EMAIL = profilePos("email");
  private static final int PHONE = profilePos("phone");

  /** The position of {@code jedi}, the one field of the three list records. */
  private static final int JEDI = jediPos();

  private AvroGenericJedi() {}

  private static int jediPos() {
    int pos = RecordBinding.pos(YOUNGLINGS, "jedi");
    if (RecordBinding.pos(PADAWANS, "jedi") != pos || RecordBinding.pos(MASTERS, "jedi") != pos) {
      throw new IllegalStateException("jedi is not at the same position in the three lists");
    }
    return pos;
  }

  /**
   * The binding of a Jedi list, a record whose one field {@code jedi} is an array of records: the
   * list's record and its shallow read, the same for the three lists.
   */
  abstract static class JediListBinding<L> extends RecordBinding<L> {
    JediListBinding(Schema list) {
      super(list);
    }

    /** The list record of {@code schema} holding {@code jedi}. */
    static GenericRecord list(Schema schema, List<GenericRecord> jedi) {
      GenericRecord r = new GenericData.Record(schema);
      r.put(JEDI, jedi);
      return r;
    }

    /** The records of a list. */
    static List<?> jedi(GenericRecord list) {
      return (List<?>) list.get(JEDI);
    }

    @Override
    public final void readShallow(GenericRecord list, FieldSink sink) {
      sink.consume(jedi(list).size());
    }
  }

  private static int profilePos(String field) {
    int pos = RecordBinding.pos(PADAWAN, field);
    if (RecordBinding.pos(MASTER, field) != pos) {
      throw new IllegalStateException(field + " is not at the same position in Padawan and Master");
    }
    return pos;
  }

  /** Puts the fields of a Padawan's or a Master's {@link Profile} into its record. */
  static void putProfile(GenericRecord r, Profile p, GenericData.EnumSymbol[] genders) {
    r.put(ID, p.getId());
    r.put(BALANCE, p.getBalance());
    r.put(AGE, p.getAge());
    r.put(SWORD, p.getSword());
    r.put(NAME, p.getName());
    r.put(GENDER_FIELD, genders[p.getGender().ordinal()]);
    r.put(COMPANY, p.getCompany());
    r.put(EMAIL, p.getEmail());
    r.put(PHONE, p.getPhone());
  }

  /** Reads the fields of a Padawan's or a Master's record that its {@link Profile} holds. */
  static void readProfile(GenericRecord r, FieldSink sink) {
    sink.consume((Integer) r.get(ID));
    RecordBinding.consumeString(r.get(BALANCE), sink);
    sink.consume((Integer) r.get(AGE));
    RecordBinding.consumeString(r.get(SWORD), sink);
    RecordBinding.consumeString(r.get(NAME), sink);
    sink.consume(GENDER.getEnumOrdinal(r.get(GENDER_FIELD).toString()));
    RecordBinding.consumeString(r.get(COMPANY), sink);
    RecordBinding.consumeString(r.get(EMAIL), sink);
    RecordBinding.consumeString(r.get(PHONE), sink);
  }

  /** Sets a Padawan's or a Master's {@link Profile} from its record. */
  static void profile(Profile p, GenericRecord r) {
    p.setId((Integer) r.get(ID));
    p.setBalance(AvroBinding.string(r.get(BALANCE)));
    p.setAge((Integer) r.get(AGE));
    p.setSword(AvroBinding.string(r.get(SWORD)));
    p.setName(AvroBinding.string(r.get(NAME)));
    p.setGender(Gender.valueOf(r.get(GENDER_FIELD).toString()));
    p.setCompany(AvroBinding.string(r.get(COMPANY)));
    p.setEmail(AvroBinding.string(r.get(EMAIL)));
    p.setPhone(AvroBinding.string(r.get(PHONE)));
  }

  /** One symbol per gender, indexed by the model's ordinal. */
  static GenericData.EnumSymbol[] genders() {
    GenericData.EnumSymbol[] symbols = new GenericData.EnumSymbol[Gender.values().length];
    for (Gender g : Gender.values()) {
      symbols[g.ordinal()] = new GenericData.EnumSymbol(GENDER, g.name());
    }
    return symbols;
  }

  static List<GenericRecord> taskRecords(List<Task> tasks) {
    List<GenericRecord> records = new ArrayList<>(tasks.size());
    for (int i = 0, n = tasks.size(); i < n; i++) {
      Task t = tasks.get(i);
      GenericRecord r = new GenericData.Record(TASK);
      r.put(TASK_ID, t.getId());
      r.put(TASK_DESCRIPTION, t.getDescription());
      records.add(r);
    }
    return records;
  }

  static void readTasks(Object tasks, FieldSink sink) {
    List<?> list = (List<?>) tasks;
    for (int i = 0, n = list.size(); i < n; i++) {
      GenericRecord t = (GenericRecord) list.get(i);
      sink.consume((Integer) t.get(TASK_ID));
      RecordBinding.consumeString(t.get(TASK_DESCRIPTION), sink);
    }
  }

  static List<Task> tasks(Object records) {
    List<?> list = (List<?>) records;
    List<Task> tasks = new ArrayList<>(list.size());
    for (Object o : list) {
      GenericRecord r = (GenericRecord) o;
      Task t = new Task();
      t.setId((Integer) r.get(TASK_ID));
      t.setDescription(r.get(TASK_DESCRIPTION).toString());
      tasks.add(t);
    }
    return tasks;
  }

  static final class YounglingsBinding extends JediListBinding<Younglings> {
    private static final int ID = pos(YOUNGLING, "id");
    private static final int ACTIVE = pos(YOUNGLING, "active");
    private static final int AGE = pos(YOUNGLING, "age");
    private static final int NAME = pos(YOUNGLING, "name");
    private static final int GENDER_FIELD = pos(YOUNGLING, "gender");
    private static final int EMAIL = pos(YOUNGLING, "email");
    private static final int PHONE = pos(YOUNGLING, "phone");

    private final GenericData.EnumSymbol[] genders = genders();

    YounglingsBinding() {
      super(YOUNGLINGS);
    }

    @Override
    public GenericRecord create(Younglings list) {
      List<GenericRecord> jedi = new ArrayList<>(list.getJedi().size());
      for (Youngling y : list.getJedi()) {
        GenericRecord r = new GenericData.Record(YOUNGLING);
        r.put(ID, y.getId());
        r.put(ACTIVE, y.isActive());
        r.put(AGE, y.getAge());
        r.put(NAME, y.getName());
        r.put(GENDER_FIELD, genders[y.getGender().ordinal()]);
        r.put(EMAIL, y.getEmail());
        r.put(PHONE, y.getPhone());
        jedi.add(r);
      }
      return list(YOUNGLINGS, jedi);
    }

    @Override
    public void readDeep(GenericRecord list, FieldSink sink) {
      List<?> jedi = jedi(list);
      for (int i = 0, n = jedi.size(); i < n; i++) {
        GenericRecord y = (GenericRecord) jedi.get(i);
        sink.consume((Integer) y.get(ID));
        sink.consume((Boolean) y.get(ACTIVE));
        sink.consume((Integer) y.get(AGE));
        consumeString(y.get(NAME), sink);
        sink.consume(GENDER.getEnumOrdinal(y.get(GENDER_FIELD).toString()));
        consumeString(y.get(EMAIL), sink);
        consumeString(y.get(PHONE), sink);
      }
    }

    @Override
    public Younglings toModel(GenericRecord list) {
      List<?> records = jedi(list);
      List<Youngling> jedi = new ArrayList<>(records.size());
      for (Object o : records) {
        GenericRecord r = (GenericRecord) o;
        Youngling y = new Youngling();
        y.setId((Integer) r.get(ID));
        y.setActive((Boolean) r.get(ACTIVE));
        y.setAge((Integer) r.get(AGE));
        y.setName(string(r.get(NAME)));
        y.setGender(Gender.valueOf(r.get(GENDER_FIELD).toString()));
        y.setEmail(string(r.get(EMAIL)));
        y.setPhone(string(r.get(PHONE)));
        jedi.add(y);
      }
      return Models.younglings(jedi);
    }
  }

  static final class PadawansBinding extends JediListBinding<Padawans> {
    private static final int LATITUDE = pos(PADAWAN, "latitude");
    private static final int LONGITUDE = pos(PADAWAN, "longitude");
    private static final int TASKS = pos(PADAWAN, "tasks");

    private final GenericData.EnumSymbol[] genders = genders();

    PadawansBinding() {
      super(PADAWANS);
    }

    @Override
    public GenericRecord create(Padawans list) {
      List<GenericRecord> jedi = new ArrayList<>(list.getJedi().size());
      for (Padawan p : list.getJedi()) {
        GenericRecord r = new GenericData.Record(PADAWAN);
        putProfile(r, p, genders);
        r.put(LATITUDE, p.getLatitude());
        r.put(LONGITUDE, p.getLongitude());
        r.put(TASKS, taskRecords(p.getTasks()));
        jedi.add(r);
      }
      return list(PADAWANS, jedi);
    }

    @Override
    public void readDeep(GenericRecord list, FieldSink sink) {
      List<?> jedi = jedi(list);
      for (int i = 0, n = jedi.size(); i < n; i++) {
        GenericRecord p = (GenericRecord) jedi.get(i);
        readProfile(p, sink);
        sink.consume((Double) p.get(LATITUDE));
        sink.consume((Double) p.get(LONGITUDE));
        readTasks(p.get(TASKS), sink);
      }
    }

    @Override
    public Padawans toModel(GenericRecord list) {
      List<?> records = jedi(list);
      List<Padawan> jedi = new ArrayList<>(records.size());
      for (Object o : records) {
        GenericRecord r = (GenericRecord) o;
        Padawan p = new Padawan();
        profile(p, r);
        p.setLatitude((Double) r.get(LATITUDE));
        p.setLongitude((Double) r.get(LONGITUDE));
        p.setTasks(tasks(r.get(TASKS)));
        jedi.add(p);
      }
      return Models.padawans(jedi);
    }
  }
}
