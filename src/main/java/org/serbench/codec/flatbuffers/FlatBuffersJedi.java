package org.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import java.util.ArrayList;
import java.util.List;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.codec.flatbuffers.FlatBuffersCodec.TableBinding;
import org.serbench.flatbuffers.GenderEnum;
import org.serbench.flatbuffers.PadawanTable;
import org.serbench.flatbuffers.PadawansTable;
import org.serbench.flatbuffers.TaskTable;
import org.serbench.flatbuffers.YounglingTable;
import org.serbench.flatbuffers.YounglingsTable;
import org.serbench.model.jedi.Gender;
import org.serbench.model.jedi.Padawan;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Task;
import org.serbench.model.jedi.Youngling;
import org.serbench.model.jedi.Younglings;

/**
 * FlatBuffers on jmh-serialization's Younglings and Padawans ({@code src/main/flatbuffers}), and
 * the gender and task conversions the Masters share.
 *
 * <p>One buffer holds a whole list. Its tables are built children first, as FlatBuffers builds back
 * to front; the reads reuse one accessor object per table type, FlatBuffers' allocation-free idiom.
 */
final class FlatBuffersJedi {

  private FlatBuffersJedi() {}

  /** The Youngling data set: 25 flat records. */
  static final class YounglingsBinding extends TableBinding<Younglings, YounglingsTable> {
    YounglingsBinding() {
      super(YounglingsTable::getRootAsYounglingsTable);
    }

    @Override
    public YounglingsTable create(Younglings list) {
      FlatBufferBuilder b = new FlatBufferBuilder();
      List<Youngling> jedi = list.getJedi();
      int[] offsets = new int[jedi.size()];
      for (int i = 0; i < offsets.length; i++) {
        Youngling y = jedi.get(i);
        offsets[i] =
            YounglingTable.createYounglingTable(
                b,
                y.getId(),
                y.isActive(),
                y.getAge(),
                b.createString(y.getName()),
                gender(y.getGender()),
                b.createString(y.getEmail()),
                b.createString(y.getPhone()));
      }
      int root =
          YounglingsTable.createYounglingsTable(b, YounglingsTable.createJediVector(b, offsets));
      YounglingsTable.finishYounglingsTableBuffer(b, root);
      return YounglingsTable.getRootAsYounglingsTable(b.dataBuffer());
    }

    @Override
    public void readDeep(YounglingsTable t, FieldSink sink) {
      YounglingTable y = new YounglingTable();
      for (int i = 0, n = t.jediLength(); i < n; i++) {
        t.jedi(y, i);
        sink.consume(y.id());
        sink.consume(y.active());
        sink.consume(y.age());
        sink.consume(y.name());
        sink.consume(y.gender());
        sink.consume(y.email());
        sink.consume(y.phone());
      }
    }

    @Override
    public void readShallow(YounglingsTable t, FieldSink sink) {
      sink.consume(t.jediLength());
    }

    @Override
    public Younglings toModel(YounglingsTable t) {
      List<Youngling> jedi = new ArrayList<>(t.jediLength());
      for (int i = 0, n = t.jediLength(); i < n; i++) {
        YounglingTable table = t.jedi(i);
        Youngling y = new Youngling();
        y.setId(table.id());
        y.setActive(table.active());
        y.setAge(table.age());
        y.setName(table.name());
        y.setGender(gender(table.gender()));
        y.setEmail(table.email());
        y.setPhone(table.phone());
        jedi.add(y);
      }
      return Models.younglings(jedi);
    }
  }

  /** The Padawan data set: 500 records, each with its tasks. */
  static final class PadawansBinding extends TableBinding<Padawans, PadawansTable> {
    PadawansBinding() {
      super(PadawansTable::getRootAsPadawansTable);
    }

    @Override
    public PadawansTable create(Padawans list) {
      FlatBufferBuilder b = new FlatBufferBuilder();
      List<Padawan> jedi = list.getJedi();
      int[] offsets = new int[jedi.size()];
      for (int i = 0; i < offsets.length; i++) {
        Padawan p = jedi.get(i);
        offsets[i] =
            PadawanTable.createPadawanTable(
                b,
                p.getId(),
                b.createString(p.getBalance()),
                p.getAge(),
                b.createString(p.getSword()),
                b.createString(p.getName()),
                gender(p.getGender()),
                b.createString(p.getCompany()),
                b.createString(p.getEmail()),
                b.createString(p.getPhone()),
                p.getLatitude(),
                p.getLongitude(),
                PadawanTable.createTasksVector(b, tasks(b, p.getTasks())));
      }
      int root = PadawansTable.createPadawansTable(b, PadawansTable.createJediVector(b, offsets));
      PadawansTable.finishPadawansTableBuffer(b, root);
      return PadawansTable.getRootAsPadawansTable(b.dataBuffer());
    }

    @Override
    public void readDeep(PadawansTable t, FieldSink sink) {
      PadawanTable p = new PadawanTable();
      TaskTable task = new TaskTable();
      for (int i = 0, n = t.jediLength(); i < n; i++) {
        t.jedi(p, i);
        sink.consume(p.id());
        sink.consume(p.balance());
        sink.consume(p.age());
        sink.consume(p.sword());
        sink.consume(p.name());
        sink.consume(p.gender());
        sink.consume(p.company());
        sink.consume(p.email());
        sink.consume(p.phone());
        sink.consume(p.latitude());
        sink.consume(p.longitude());
        for (int k = 0, tasks = p.tasksLength(); k < tasks; k++) {
          readTask(p.tasks(task, k), sink);
        }
      }
    }

    @Override
    public void readShallow(PadawansTable t, FieldSink sink) {
      sink.consume(t.jediLength());
    }

    @Override
    public Padawans toModel(PadawansTable t) {
      List<Padawan> jedi = new ArrayList<>(t.jediLength());
      for (int i = 0, n = t.jediLength(); i < n; i++) {
        PadawanTable table = t.jedi(i);
        Padawan p = new Padawan();
        p.setId(table.id());
        p.setBalance(table.balance());
        p.setAge(table.age());
        p.setSword(table.sword());
        p.setName(table.name());
        p.setGender(gender(table.gender()));
        p.setCompany(table.company());
        p.setEmail(table.email());
        p.setPhone(table.phone());
        p.setLatitude(table.latitude());
        p.setLongitude(table.longitude());
        List<Task> tasks = new ArrayList<>(table.tasksLength());
        for (int k = 0, size = table.tasksLength(); k < size; k++) {
          tasks.add(task(table.tasks(k)));
        }
        p.setTasks(tasks);
        jedi.add(p);
      }
      return Models.padawans(jedi);
    }
  }

  /** Builds the task tables of a list, for its owner's {@code createTasksVector}. */
  static int[] tasks(FlatBufferBuilder b, List<Task> tasks) {
    int[] offsets = new int[tasks.size()];
    for (int i = 0; i < offsets.length; i++) {
      Task task = tasks.get(i);
      offsets[i] =
          TaskTable.createTaskTable(b, task.getId(), b.createString(task.getDescription()));
    }
    return offsets;
  }

  static void readTask(TaskTable t, FieldSink sink) {
    sink.consume(t.id());
    sink.consume(t.description());
  }

  static Task task(TaskTable t) {
    Task task = new Task();
    task.setId(t.id());
    task.setDescription(t.description());
    return task;
  }

  static byte gender(Gender g) {
    return switch (g) {
      case MALE -> GenderEnum.MALE;
      case FEMALE -> GenderEnum.FEMALE;
    };
  }

  static Gender gender(byte g) {
    return switch (g) {
      case GenderEnum.MALE -> Gender.MALE;
      case GenderEnum.FEMALE -> Gender.FEMALE;
      default -> throw new IllegalArgumentException("no Gender for " + g);
    };
  }
}
