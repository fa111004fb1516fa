package org.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.flatbuffers.ForceTable;
import org.serbench.flatbuffers.MasterTable;
import org.serbench.flatbuffers.MastersTable;
import org.serbench.flatbuffers.TaskTable;
import org.serbench.model.jedi.Force;
import org.serbench.model.jedi.Master;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Task;

/**
 * FlatBuffers on jmh-serialization's Masters ({@code src/main/flatbuffers/masters.fbs}): 50 records
 * with their tasks and forces in one buffer of several megabytes, which the builder grows by
 * doubling from its default size.
 */
final class FlatBuffersMasters extends FlatBuffersCodec.TableBinding<Masters, MastersTable> {
  FlatBuffersMasters() {
    super(MastersTable::getRootAsMastersTable);
  }

  @Override
  public MastersTable create(Masters list) {
    FlatBufferBuilder b = new FlatBufferBuilder();
    List<Master> jedi = list.getJedi();
    int[] offsets = new int[jedi.size()];
    for (int i = 0; i < offsets.length; i++) {
      Master m = jedi.get(i);
      offsets[i] =
          MasterTable.createMasterTable(
              b,
              m.getId(),
              b.createString(m.getBalance()),
              m.getAge(),
              b.createString(m.getSword()),
              b.createString(m.getName()),
              FlatBuffersJedi.gender(m.getGender()),
              b.createString(m.getCompany()),
              b.createString(m.getEmail()),
              b.createString(m.getPhone()),
              b.createString(m.getAddress()),
              b.createString(m.getAbout()),
              m.getStarted().toEpochMilli(),
              m.getLatitude(),
              m.getLongitude(),
              MasterTable.createTasksVector(b, FlatBuffersJedi.tasks(b, m.getTasks())),
              MasterTable.createForcesVector(b, forces(b, m.getForces())));
    }
    int root = MastersTable.createMastersTable(b, MastersTable.createJediVector(b, offsets));
    MastersTable.finishMastersTableBuffer(b, root);
    return MastersTable.getRootAsMastersTable(b.dataBuffer());
  }

  private static int[] forces(FlatBufferBuilder b, List<Force> forces) {
    int[] offsets = new int[forces.size()];
    for (int i = 0; i < offsets.length; i++) {
      Force f = forces.get(i);
      List<String> areas = f.getAreas();
      int[] areaOffsets = new int[areas.size()];
      for (int k = 0; k < areaOffsets.length; k++) {
        areaOffsets[k] = b.createString(areas.get(k));
      }
      offsets[i] =
          ForceTable.createForceTable(
              b,
              f.getId(),
              b.createString(f.getTitle()),
              f.getStarted().toEpochMilli(),
              ForceTable.createAreasVector(b, areaOffsets),
              b.createString(f.getDescription()));
    }
    return offsets;
  }

  @Override
  public void readDeep(MastersTable t, FieldSink sink) {
    MasterTable m = new MasterTable();
    TaskTable task = new TaskTable();
    ForceTable force = new ForceTable();
    for (int i = 0, n = t.jediLength(); i < n; i++) {
      t.jedi(m, i);
      sink.consume(m.id());
      sink.consume(m.balance());
      sink.consume(m.age());
      sink.consume(m.sword());
      sink.consume(m.name());
      sink.consume(m.gender());
      sink.consume(m.company());
      sink.consume(m.email());
      sink.consume(m.phone());
      sink.consume(m.address());
      sink.consume(m.about());
      sink.consume(m.startedMillis());
      sink.consume(m.latitude());
      sink.consume(m.longitude());
      for (int k = 0, tasks = m.tasksLength(); k < tasks; k++) {
        FlatBuffersJedi.readTask(m.tasks(task, k), sink);
      }
      for (int k = 0, forces = m.forcesLength(); k < forces; k++) {
        m.forces(force, k);
        sink.consume(force.id());
        sink.consume(force.title());
        sink.consume(force.startedMillis());
        for (int a = 0, areas = force.areasLength(); a < areas; a++) {
          sink.consume(force.areas(a));
        }
        sink.consume(force.description());
      }
    }
  }

  @Override
  public void readShallow(MastersTable t, FieldSink sink) {
    sink.consume(t.jediLength());
  }

  @Override
  public Masters toModel(MastersTable t) {
    List<Master> jedi = new ArrayList<>(t.jediLength());
    for (int i = 0, n = t.jediLength(); i < n; i++) {
      jedi.add(master(t.jedi(i)));
    }
    return Models.masters(jedi);
  }

  private static Master master(MasterTable t) {
    Master m = new Master();
    m.setId(t.id());
    m.setBalance(t.balance());
    m.setAge(t.age());
    m.setSword(t.sword());
    m.setName(t.name());
    m.setGender(FlatBuffersJedi.gender(t.gender()));
    m.setCompany(t.company());
    m.setEmail(t.email());
    m.setPhone(t.phone());
    m.setAddress(t.address());
    m.setAbout(t.about());
    m.setStarted(Instant.ofEpochMilli(t.startedMillis()));
    m.setLatitude(t.latitude());
    m.setLongitude(t.longitude());
    List<Task> tasks = new ArrayList<>(t.tasksLength());
    for (int k = 0, size = t.tasksLength(); k < size; k++) {
      tasks.add(FlatBuffersJedi.task(t.tasks(k)));
    }
    m.setTasks(tasks);
    List<Force> forces = new ArrayList<>(t.forcesLength());
    for (int k = 0, size = t.forcesLength(); k < size; k++) {
      forces.add(force(t.forces(k)));
    }
    m.setForces(forces);
    return m;
  }

  private static Force force(ForceTable t) {
    Force f = new Force();
    f.setId(t.id());
    f.setTitle(t.title());
    f.setStarted(Instant.ofEpochMilli(t.startedMillis()));
    List<String> areas = new ArrayList<>(t.areasLength());
    for (int a = 0, size = t.areasLength(); a < size; a++) {
      areas.add(t.areas(a));
    }
    f.setAreas(areas);
    f.setDescription(t.description());
    return f;
  }
}
