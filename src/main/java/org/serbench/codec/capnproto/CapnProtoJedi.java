package org.serbench.codec.capnproto;

import java.util.ArrayList;
import java.util.List;
import org.capnproto.MessageBuilder;
import org.capnproto.StructList;
import org.serbench.capnp.JediSchema;
import org.serbench.capnp.JediSchema.PadawanStruct;
import org.serbench.capnp.JediSchema.PadawansStruct;
import org.serbench.capnp.JediSchema.TaskStruct;
import org.serbench.capnp.JediSchema.YounglingStruct;
import org.serbench.capnp.JediSchema.YounglingsStruct;
import org.serbench.codec.FieldSink;
import org.serbench.codec.Models;
import org.serbench.codec.capnproto.CapnProtoCodec.Message;
import org.serbench.codec.capnproto.CapnProtoCodec.MessageBinding;
import org.serbench.model.jedi.Gender;
import org.serbench.model.jedi.Padawan;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Task;
import org.serbench.model.jedi.Youngling;
import org.serbench.model.jedi.Younglings;

/**
 * Cap'n Proto on jmh-serialization's Younglings and Padawans ({@code
 * src/main/capnp/schema/jedi.capnp}), and the gender and task conversions the Masters share.
 *
 * <p>One message holds a whole list; a list of structs is laid out inline, so the records are
 * filled in place through {@code initJedi(size).get(i)}.
 */
final class CapnProtoJedi {

  private CapnProtoJedi() {}

  /** The Youngling data set: 25 flat records. */
  static final class YounglingsBinding extends MessageBinding<Younglings, YounglingsStruct.Reader> {

    YounglingsBinding() {
      super(YounglingsStruct.factory);
    }

    @Override
    public Message<YounglingsStruct.Reader> create(Younglings list) {
      MessageBuilder message = new MessageBuilder();
      YounglingsStruct.Builder root = message.initRoot(YounglingsStruct.factory);
      List<Youngling> jedi = list.getJedi();
      StructList.Builder<YounglingStruct.Builder> structs = root.initJedi(jedi.size());
      for (int i = 0, n = jedi.size(); i < n; i++) {
        Youngling y = jedi.get(i);
        YounglingStruct.Builder b = structs.get(i);
        b.setId(y.getId());
        b.setActive(y.isActive());
        b.setAge(y.getAge());
        b.setName(y.getName());
        b.setGender(gender(y.getGender()));
        b.setEmail(y.getEmail());
        b.setPhone(y.getPhone());
      }
      return new Message<>(message, root.asReader());
    }

    @Override
    public void readDeep(Message<YounglingsStruct.Reader> value, FieldSink sink) {
      StructList.Reader<YounglingStruct.Reader> jedi = value.root().getJedi();
      for (int i = 0, n = jedi.size(); i < n; i++) {
        YounglingStruct.Reader y = jedi.get(i);
        sink.consume(y.getId());
        sink.consume(y.getActive());
        sink.consume(y.getAge());
        sink.consume(y.getName().toString());
        sink.consume(y.getGender().ordinal());
        sink.consume(y.getEmail().toString());
        sink.consume(y.getPhone().toString());
      }
    }

    @Override
    public void readShallow(Message<YounglingsStruct.Reader> value, FieldSink sink) {
      sink.consume(value.root().getJedi().size());
    }

    @Override
    public Younglings toModel(Message<YounglingsStruct.Reader> value) {
      StructList.Reader<YounglingStruct.Reader> structs = value.root().getJedi();
      List<Youngling> jedi = new ArrayList<>(structs.size());
      for (int i = 0, n = structs.size(); i < n; i++) {
        YounglingStruct.Reader r = structs.get(i);
        Youngling y = new Youngling();
        y.setId(r.getId());
        y.setActive(r.getActive());
        y.setAge(r.getAge());
        y.setName(r.getName().toString());
        y.setGender(gender(r.getGender()));
        y.setEmail(r.getEmail().toString());
        y.setPhone(r.getPhone().toString());
        jedi.add(y);
      }
      return Models.younglings(jedi);
    }
  }

  /** The Padawan data set: 500 records, each with its tasks. */
  static final class PadawansBinding extends MessageBinding<Padawans, PadawansStruct.Reader> {

    PadawansBinding() {
      super(PadawansStruct.factory);
    }

    @Override
    public Message<PadawansStruct.Reader> create(Padawans list) {
      MessageBuilder message = new MessageBuilder();
      PadawansStruct.Builder root = message.initRoot(PadawansStruct.factory);
      List<Padawan> jedi = list.getJedi();
      StructList.Builder<PadawanStruct.Builder> structs = root.initJedi(jedi.size());
      for (int i = 0, n = jedi.size(); i < n; i++) {
        Padawan p = jedi.get(i);
        PadawanStruct.Builder b = structs.get(i);
        b.setId(p.getId());
        b.setBalance(p.getBalance());
        b.setAge(p.getAge());
        b.setSword(p.getSword());
        b.setName(p.getName());
        b.setGender(gender(p.getGender()));
        b.setCompany(p.getCompany());
        b.setEmail(p.getEmail());
        b.setPhone(p.getPhone());
        b.setLatitude(p.getLatitude());
        b.setLongitude(p.getLongitude());
        tasks(b.initTasks(p.getTasks().size()), p.getTasks());
      }
      return new Message<>(message, root.asReader());
    }

    @Override
    public void readDeep(Message<PadawansStruct.Reader> value, FieldSink sink) {
      StructList.Reader<PadawanStruct.Reader> jedi = value.root().getJedi();
      for (int i = 0, n = jedi.size(); i < n; i++) {
        PadawanStruct.Reader p = jedi.get(i);
        sink.consume(p.getId());
        sink.consume(p.getBalance().toString());
        sink.consume(p.getAge());
        sink.consume(p.getSword().toString());
        sink.consume(p.getName().toString());
        sink.consume(p.getGender().ordinal());
        sink.consume(p.getCompany().toString());
        sink.consume(p.getEmail().toString());
        sink.consume(p.getPhone().toString());
        sink.consume(p.getLatitude());
        sink.consume(p.getLongitude());
        readTasks(p.getTasks(), sink);
      }
    }

    @Override
    public void readShallow(Message<PadawansStruct.Reader> value, FieldSink sink) {
      sink.consume(value.root().getJedi().size());
    }

    @Override
    public Padawans toModel(Message<PadawansStruct.Reader> value) {
      StructList.Reader<PadawanStruct.Reader> structs = value.root().getJedi();
      List<Padawan> jedi = new ArrayList<>(structs.size());
      for (int i = 0, n = structs.size(); i < n; i++) {
        PadawanStruct.Reader r = structs.get(i);
        Padawan p = new Padawan();
        p.setId(r.getId());
        p.setBalance(r.getBalance().toString());
        p.setAge(r.getAge());
        p.setSword(r.getSword().toString());
        p.setName(r.getName().toString());
        p.setGender(gender(r.getGender()));
        p.setCompany(r.getCompany().toString());
        p.setEmail(r.getEmail().toString());
        p.setPhone(r.getPhone().toString());
        p.setLatitude(r.getLatitude());
        p.setLongitude(r.getLongitude());
        p.setTasks(tasks(r.getTasks()));
        jedi.add(p);
      }
      return Models.padawans(jedi);
    }
  }

  /** Fills a list of task structs its owner has initialised to the right size. */
  static void tasks(StructList.Builder<TaskStruct.Builder> structs, List<Task> tasks) {
    for (int i = 0, n = tasks.size(); i < n; i++) {
      Task task = tasks.get(i);
      TaskStruct.Builder b = structs.get(i);
      b.setId(task.getId());
      b.setDescription(task.getDescription());
    }
  }

  static void readTasks(StructList.Reader<TaskStruct.Reader> tasks, FieldSink sink) {
    for (int i = 0, n = tasks.size(); i < n; i++) {
      TaskStruct.Reader task = tasks.get(i);
      sink.consume(task.getId());
      sink.consume(task.getDescription().toString());
    }
  }

  static List<Task> tasks(StructList.Reader<TaskStruct.Reader> structs) {
    List<Task> tasks = new ArrayList<>(structs.size());
    for (int i = 0, n = structs.size(); i < n; i++) {
      TaskStruct.Reader r = structs.get(i);
      Task task = new Task();
      task.setId(r.getId());
      task.setDescription(r.getDescription().toString());
      tasks.add(task);
    }
    return tasks;
  }

  static JediSchema.Gender gender(Gender g) {
    return switch (g) {
      case MALE -> JediSchema.Gender.MALE;
      case FEMALE -> JediSchema.Gender.FEMALE;
    };
  }

  static Gender gender(JediSchema.Gender g) {
    return switch (g) {
      case MALE -> Gender.MALE;
      case FEMALE -> Gender.FEMALE;
      default -> throw new IllegalArgumentException("no Gender for " + g);
    };
  }
}
