package org.serbench.codec.protobuf;

import java.util.ArrayList;
import java.util.List;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.codec.protobuf.ProtobufCodec.MessageBinding;
import org.serbench.model.jedi.Gender;
import org.serbench.model.jedi.Padawan;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Task;
import org.serbench.model.jedi.Youngling;
import org.serbench.model.jedi.Younglings;
import org.serbench.proto.PadawanMessage;
import org.serbench.proto.PadawansMessage;
import org.serbench.proto.TaskMessage;
import org.serbench.proto.YounglingMessage;
import org.serbench.proto.YounglingsMessage;

/**
 * The {@code protobuf} codec's bindings of jmh-serialization's Youngling and Padawan lists to the
 * messages of {@code src/main/proto/jedi.proto}, and the parts the Master list shares.
 *
 * <p>The schema's gender numbers are the model's ordinals, so no lookup by name is paid.
 */
final class ProtobufJedi {
  private static final Gender[] GENDERS = Gender.values();

  private ProtobufJedi() {}

  static final class YounglingsBinding extends MessageBinding<Younglings, YounglingsMessage> {
    YounglingsBinding() {
      super(YounglingsMessage.parser());
    }

    @Override
    public YounglingsMessage create(Younglings list) {
      YounglingsMessage.Builder b = YounglingsMessage.newBuilder();
      for (Youngling y : list.getJedi()) {
        b.addJedi(
            YounglingMessage.newBuilder()
                .setId(y.getId())
                .setActive(y.isActive())
                .setAge(y.getAge())
                .setName(y.getName())
                .setGenderValue(y.getGender().ordinal())
                .setEmail(y.getEmail())
                .setPhone(y.getPhone()));
      }
      return b.build();
    }

    @Override
    public void readDeep(YounglingsMessage list, FieldSink sink) {
      for (int i = 0, n = list.getJediCount(); i < n; i++) {
        YounglingMessage y = list.getJedi(i);
        sink.consume(y.getId());
        sink.consume(y.getActive());
        sink.consume(y.getAge());
        sink.consume(y.getName());
        sink.consume(y.getGender().getNumber());
        sink.consume(y.getEmail());
        sink.consume(y.getPhone());
      }
    }

    @Override
    public void readShallow(YounglingsMessage list, FieldSink sink) {
      sink.consume(list.getJediCount());
    }

    @Override
    public Younglings toModel(YounglingsMessage list) {
      List<Youngling> jedi = new ArrayList<>(list.getJediCount());
      for (YounglingMessage m : list.getJediList()) {
        Youngling y = new Youngling();
        y.setId(m.getId());
        y.setActive(m.getActive());
        y.setAge(m.getAge());
        y.setName(m.getName());
        y.setGender(gender(m.getGenderValue()));
        y.setEmail(m.getEmail());
        y.setPhone(m.getPhone());
        jedi.add(y);
      }
      return Models.younglings(jedi);
    }
  }

  static final class PadawansBinding extends MessageBinding<Padawans, PadawansMessage> {
    PadawansBinding() {
      super(PadawansMessage.parser());
    }

    @Override
    public PadawansMessage create(Padawans list) {
      PadawansMessage.Builder b = PadawansMessage.newBuilder();
      for (Padawan p : list.getJedi()) {
        PadawanMessage.Builder m =
            PadawanMessage.newBuilder()
                .setId(p.getId())
                .setBalance(p.getBalance())
                .setAge(p.getAge())
                .setSword(p.getSword())
                .setName(p.getName())
                .setGenderValue(p.getGender().ordinal())
                .setCompany(p.getCompany())
                .setEmail(p.getEmail())
                .setPhone(p.getPhone())
                .setLatitude(p.getLatitude())
                .setLongitude(p.getLongitude());
        for (Task t : p.getTasks()) {
          m.addTasks(task(t));
        }
        b.addJedi(m);
      }
      return b.build();
    }

    @Override
    public void readDeep(PadawansMessage list, FieldSink sink) {
      for (int i = 0, n = list.getJediCount(); i < n; i++) {
        PadawanMessage p = list.getJedi(i);
        sink.consume(p.getId());
        sink.consume(p.getBalance());
        sink.consume(p.getAge());
        sink.consume(p.getSword());
        sink.consume(p.getName());
        sink.consume(p.getGender().getNumber());
        sink.consume(p.getCompany());
        sink.consume(p.getEmail());
        sink.consume(p.getPhone());
        sink.consume(p.getLatitude());
        sink.consume(p.getLongitude());
        readTasks(p.getTasksList(), sink);
      }
    }

    @Override
    public void readShallow(PadawansMessage list, FieldSink sink) {
      sink.consume(list.getJediCount());
    }

    @Override
    public Padawans toModel(PadawansMessage list) {
      List<Padawan> jedi = new ArrayList<>(list.getJediCount());
      for (PadawanMessage m : list.getJediList()) {
        Padawan p = new Padawan();
        p.setId(m.getId());
        p.setBalance(m.getBalance());
        p.setAge(m.getAge());
        p.setSword(m.getSword());
        p.setName(m.getName());
        p.setGender(gender(m.getGenderValue()));
        p.setCompany(m.getCompany());
        p.setEmail(m.getEmail());
        p.setPhone(m.getPhone());
        p.setLatitude(m.getLatitude());
        p.setLongitude(m.getLongitude());
        p.setTasks(tasks(m.getTasksList()));
        jedi.add(p);
      }
      return Models.padawans(jedi);
    }
  }

  static TaskMessage task(Task t) {
    return TaskMessage.newBuilder().setId(t.getId()).setDescription(t.getDescription()).build();
  }

  static void readTasks(List<TaskMessage> tasks, FieldSink sink) {
    for (int i = 0, n = tasks.size(); i < n; i++) {
      TaskMessage t = tasks.get(i);
      sink.consume(t.getId());
      sink.consume(t.getDescription());
    }
  }

  static List<Task> tasks(List<TaskMessage> messages) {
    List<Task> tasks = new ArrayList<>(messages.size());
    for (TaskMessage m : messages) {
      Task t = new Task();
      t.setId(m.getId());
      t.setDescription(m.getDescription());
      tasks.add(t);
    }
    return tasks;
  }

  static Gender gender(int number) {
    return GENDERS[number];
  }
}
