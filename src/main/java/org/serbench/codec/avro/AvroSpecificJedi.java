package org.serbench.codec.avro;

import java.util.ArrayList;
import java.util.List;
import org.serbench.avro.GenderEnum;
import org.serbench.avro.PadawanRecord;
import org.serbench.avro.PadawansRecord;
import org.serbench.avro.TaskRecord;
import org.serbench.avro.YounglingRecord;
import org.serbench.avro.YounglingsRecord;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.codec.avro.AvroSpecificCodec.RecordBinding;
import org.serbench.model.jedi.Gender;
import org.serbench.model.jedi.Padawan;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Task;
import org.serbench.model.jedi.Youngling;
import org.serbench.model.jedi.Younglings;

/**
 * The avro-specific bindings of the Younglings and Padawans lists, on the records generated from
 * {@code younglings.avsc} and {@code padawans.avsc}, and the gender and task conversions that
 * {@link AvroSpecificMasters} shares.
 */
final class AvroSpecificJedi {
  private AvroSpecificJedi() {}

  static final class YounglingsBinding extends RecordBinding<Younglings, YounglingsRecord> {
    YounglingsBinding() {
      super(YounglingsRecord.class);
    }

    @Override
    public YounglingsRecord create(Younglings list) {
      List<YounglingRecord> jedi = new ArrayList<>(list.getJedi().size());
      for (Youngling y : list.getJedi()) {
        YounglingRecord r = new YounglingRecord();
        r.setId(y.getId());
        r.setActive(y.isActive());
        r.setAge(y.getAge());
        r.setName(y.getName());
        r.setGender(gender(y.getGender()));
        r.setEmail(y.getEmail());
        r.setPhone(y.getPhone());
        jedi.add(r);
      }
      return new YounglingsRecord(jedi);
    }

    @Override
    public void readDeep(YounglingsRecord list, FieldSink sink) {
      List<YounglingRecord> jedi = list.getJedi();
      for (int i = 0, n = jedi.size(); i < n; i++) {
        YounglingRecord y = jedi.get(i);
        sink.consume(y.getId());
        sink.consume(y.getActive());
        sink.consume(y.getAge());
        consume(y.getName(), sink);
        sink.consume(y.getGender().ordinal());
        consume(y.getEmail(), sink);
        consume(y.getPhone(), sink);
      }
    }

    @Override
    public void readShallow(YounglingsRecord list, FieldSink sink) {
      sink.consume(list.getJedi().size());
    }

    @Override
    public Younglings toModel(YounglingsRecord list) {
      List<Youngling> jedi = new ArrayList<>(list.getJedi().size());
      for (YounglingRecord r : list.getJedi()) {
        Youngling y = new Youngling();
        y.setId(r.getId());
        y.setActive(r.getActive());
        y.setAge(r.getAge());
        y.setName(string(r.getName()));
        y.setGender(Gender.valueOf(r.getGender().name()));
        y.setEmail(string(r.getEmail()));
        y.setPhone(string(r.getPhone()));
        jedi.add(y);
      }
      return Models.younglings(jedi);
    }
  }

  static final class PadawansBinding extends RecordBinding<Padawans, PadawansRecord> {
    PadawansBinding() {
      super(PadawansRecord.class);
    }

    @Override
    public PadawansRecord create(Padawans list) {
      List<PadawanRecord> jedi = new ArrayList<>(list.getJedi().size());
      for (Padawan p : list.getJedi()) {
        PadawanRecord r = new PadawanRecord();
        r.setId(p.getId());
        r.setBalance(p.getBalance());
        r.setAge(p.getAge());
        r.setSword(p.getSword());
        r.setName(p.getName());
        r.setGender(gender(p.getGender()));
        r.setCompany(p.getCompany());
        r.setEmail(p.getEmail());
        r.setPhone(p.getPhone());
        r.setLatitude(p.getLatitude());
        r.setLongitude(p.getLongitude());
        r.setTasks(taskRecords(p.getTasks()));
        jedi.add(r);
      }
      return new PadawansRecord(jedi);
    }

    @Override
    public void readDeep(PadawansRecord list, FieldSink sink) {
      List<PadawanRecord> jedi = list.getJedi();
      for (int i = 0, n = jedi.size(); i < n; i++) {
        PadawanRecord p = jedi.get(i);
        sink.consume(p.getId());
        consume(p.getBalance(), sink);
        sink.consume(p.getAge());
        consume(p.getSword(), sink);
        consume(p.getName(), sink);
        sink.consume(p.getGender().ordinal());
        consume(p.getCompany(), sink);
        consume(p.getEmail(), sink);
        consume(p.getPhone(), sink);
        sink.consume(p.getLatitude());
        sink.consume(p.getLongitude());
        readTasks(p.getTasks(), sink);
      }
    }

    @Override
    public void readShallow(PadawansRecord list, FieldSink sink) {
      sink.consume(list.getJedi().size());
    }

    @Override
    public Padawans toModel(PadawansRecord list) {
      List<Padawan> jedi = new ArrayList<>(list.getJedi().size());
      for (PadawanRecord r : list.getJedi()) {
        Padawan p = new Padawan();
        p.setId(r.getId());
        p.setBalance(string(r.getBalance()));
        p.setAge(r.getAge());
        p.setSword(string(r.getSword()));
        p.setName(string(r.getName()));
        p.setGender(Gender.valueOf(r.getGender().name()));
        p.setCompany(string(r.getCompany()));
        p.setEmail(string(r.getEmail()));
        p.setPhone(string(r.getPhone()));
        p.setLatitude(r.getLatitude());
        p.setLongitude(r.getLongitude());
        p.setTasks(tasks(r.getTasks()));
        jedi.add(p);
      }
      return Models.padawans(jedi);
    }
  }

  static GenderEnum gender(Gender gender) {
    return switch (gender) {
      case MALE -> GenderEnum.MALE;
      case FEMALE -> GenderEnum.FEMALE;
    };
  }

  static List<TaskRecord> taskRecords(List<Task> tasks) {
    List<TaskRecord> records = new ArrayList<>(tasks.size());
    for (int i = 0, n = tasks.size(); i < n; i++) {
      Task t = tasks.get(i);
      records.add(new TaskRecord(t.getId(), t.getDescription()));
    }
    return records;
  }

  static List<Task> tasks(List<TaskRecord> records) {
    List<Task> tasks = new ArrayList<>(records.size());
    for (TaskRecord r : records) {
      Task t = new Task();
      t.setId(r.getId());
      t.setDescription(r.getDescription().toString());
      tasks.add(t);
    }
    return tasks;
  }

  static void readTasks(List<TaskRecord> tasks, FieldSink sink) {
    for (int i = 0, n = tasks.size(); i < n; i++) {
      TaskRecord t = tasks.get(i);
      sink.consume(t.getId());
      RecordBinding.consume(t.getDescription(), sink);
    }
  }
}
