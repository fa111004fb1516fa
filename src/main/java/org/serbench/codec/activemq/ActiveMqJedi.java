package org.serbench.codec.activemq;

import java.util.ArrayList;
import java.util.List;
import org.serbench.activemq.PadawanMessage;
import org.serbench.activemq.PadawanMessage.PadawanMessageBean;
import org.serbench.activemq.PadawansMessage.PadawansMessageBean;
import org.serbench.activemq.PadawansMessage.PadawansMessageBuffer;
import org.serbench.activemq.TaskMessage;
import org.serbench.activemq.TaskMessage.TaskMessageBean;
import org.serbench.activemq.YounglingMessage;
import org.serbench.activemq.YounglingMessage.YounglingMessageBean;
import org.serbench.activemq.YounglingsMessage.YounglingsMessageBean;
import org.serbench.activemq.YounglingsMessage.YounglingsMessageBuffer;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.codec.activemq.ActiveMqProtobufCodec.BufferBinding;
import org.serbench.model.jedi.Gender;
import org.serbench.model.jedi.Padawan;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Task;
import org.serbench.model.jedi.Youngling;
import org.serbench.model.jedi.Younglings;

/**
 * The {@code protobuf/activemq+alt} codec's bindings of jmh-serialization's Youngling and Padawan
 * lists to the messages of {@code src/main/activemq-protobuf/jedi.proto}, and the parts the Master
 * list shares.
 *
 * <p>Each element is frozen into its own buffer, as the generated code expects of a nested message.
 * The schema's gender numbers are the model's ordinals.
 */
final class ActiveMqJedi {
  private static final Gender[] GENDERS = Gender.values();

  private ActiveMqJedi() {}

  static final class YounglingsBinding extends BufferBinding<Younglings, YounglingsMessageBuffer> {
    YounglingsBinding() {
      super(YounglingsMessageBuffer::parseUnframed);
    }

    @Override
    public YounglingsMessageBuffer create(Younglings list) {
      YounglingsMessageBean b = new YounglingsMessageBean();
      for (Youngling y : list.getJedi()) {
        b.addJedi(
            new YounglingMessageBean()
                .setId(y.getId())
                .setActive(y.isActive())
                .setAge(y.getAge())
                .setName(y.getName())
                .setGender(gender(y.getGender()))
                .setEmail(y.getEmail())
                .setPhone(y.getPhone())
                .freeze());
      }
      return b.freeze();
    }

    @Override
    public void readDeep(YounglingsMessageBuffer list, FieldSink sink) {
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
    public void readShallow(YounglingsMessageBuffer list, FieldSink sink) {
      sink.consume(list.getJediCount());
    }

    @Override
    public Younglings toModel(YounglingsMessageBuffer list) {
      List<Youngling> jedi = new ArrayList<>(list.getJediCount());
      for (int i = 0, n = list.getJediCount(); i < n; i++) {
        YounglingMessage m = list.getJedi(i);
        Youngling y = new Youngling();
        y.setId(m.getId());
        y.setActive(m.getActive());
        y.setAge(m.getAge());
        y.setName(m.getName());
        y.setGender(gender(m.getGender()));
        y.setEmail(m.getEmail());
        y.setPhone(m.getPhone());
        jedi.add(y);
      }
      return Models.younglings(jedi);
    }
  }

  static final class PadawansBinding extends BufferBinding<Padawans, PadawansMessageBuffer> {
    PadawansBinding() {
      super(PadawansMessageBuffer::parseUnframed);
    }

    @Override
    public PadawansMessageBuffer create(Padawans list) {
      PadawansMessageBean b = new PadawansMessageBean();
      for (Padawan p : list.getJedi()) {
        PadawanMessageBean m =
            new PadawanMessageBean()
                .setId(p.getId())
                .setBalance(p.getBalance())
                .setAge(p.getAge())
                .setSword(p.getSword())
                .setName(p.getName())
                .setGender(gender(p.getGender()))
                .setCompany(p.getCompany())
                .setEmail(p.getEmail())
                .setPhone(p.getPhone())
                .setLatitude(p.getLatitude())
                .setLongitude(p.getLongitude());
        for (Task t : p.getTasks()) {
          m.addTasks(task(t));
        }
        b.addJedi(m.freeze());
      }
      return b.freeze();
    }

    @Override
    public void readDeep(PadawansMessageBuffer list, FieldSink sink) {
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
        for (int t = 0, tasks = p.getTasksCount(); t < tasks; t++) {
          readTask(p.getTasks(t), sink);
        }
      }
    }

    @Override
    public void readShallow(PadawansMessageBuffer list, FieldSink sink) {
      sink.consume(list.getJediCount());
    }

    @Override
    public Padawans toModel(PadawansMessageBuffer list) {
      List<Padawan> jedi = new ArrayList<>(list.getJediCount());
      for (int i = 0, n = list.getJediCount(); i < n; i++) {
        PadawanMessage m = list.getJedi(i);
        Padawan p = new Padawan();
        p.setId(m.getId());
        p.setBalance(m.getBalance());
        p.setAge(m.getAge());
        p.setSword(m.getSword());
        p.setName(m.getName());
        p.setGender(gender(m.getGender()));
        p.setCompany(m.getCompany());
        p.setEmail(m.getEmail());
        p.setPhone(m.getPhone());
        p.setLatitude(m.getLatitude());
        p.setLongitude(m.getLongitude());
        List<Task> tasks = new ArrayList<>(m.getTasksCount());
        for (int t = 0, nt = m.getTasksCount(); t < nt; t++) {
          tasks.add(task(m.getTasks(t)));
        }
        p.setTasks(tasks);
        jedi.add(p);
      }
      return Models.padawans(jedi);
    }
  }

  static org.serbench.activemq.Gender gender(Gender gender) {
    return org.serbench.activemq.Gender.valueOf(gender.ordinal());
  }

  static Gender gender(org.serbench.activemq.Gender gender) {
    return GENDERS[gender.getNumber()];
  }

  static TaskMessage task(Task t) {
    return new TaskMessageBean().setId(t.getId()).setDescription(t.getDescription()).freeze();
  }

  static void readTask(TaskMessage t, FieldSink sink) {
    sink.consume(t.getId());
    sink.consume(t.getDescription());
  }

  static Task task(TaskMessage m) {
    Task t = new Task();
    t.setId(m.getId());
    t.setDescription(m.getDescription());
    return t;
  }
}
