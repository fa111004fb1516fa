package org.serbench.codec.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.serbench.model.jedi.Gender;
import org.serbench.model.jedi.Padawan;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Profile;
import org.serbench.model.jedi.Task;
import org.serbench.model.jedi.Youngling;
import org.serbench.model.jedi.Younglings;

/**
 * The Jackson manual codecs' code for Younglings and Padawans, and the field names and tasks the
 * Masters share with them ({@link JacksonStreamingMasters}).
 */
final class JacksonStreamingJedi {
  static final SerializedString JEDI = new SerializedString("jedi");
  static final SerializedString ID = new SerializedString("id");
  private static final SerializedString BALANCE = new SerializedString("balance");
  private static final SerializedString AGE = new SerializedString("age");
  private static final SerializedString SWORD = new SerializedString("sword");
  private static final SerializedString NAME = new SerializedString("name");
  private static final SerializedString GENDER = new SerializedString("gender");
  private static final SerializedString COMPANY = new SerializedString("company");
  private static final SerializedString EMAIL = new SerializedString("email");
  private static final SerializedString PHONE = new SerializedString("phone");
  static final SerializedString LATITUDE = new SerializedString("latitude");
  static final SerializedString LONGITUDE = new SerializedString("longitude");
  static final SerializedString TASKS = new SerializedString("tasks");
  static final SerializedString DESCRIPTION = new SerializedString("description");
  private static final SerializedString ACTIVE = new SerializedString("active");

  private JacksonStreamingJedi() {}

  static void writeYounglings(JsonGenerator g, Younglings list) throws IOException {
    g.writeStartObject(list);
    g.writeFieldName(JEDI);
    List<Youngling> jedi = list.getJedi();
    g.writeStartArray(jedi, jedi.size());
    for (int i = 0, size = jedi.size(); i < size; i++) {
      Youngling y = jedi.get(i);
      g.writeStartObject(y);
      g.writeFieldName(ID);
      g.writeNumber(y.getId());
      g.writeFieldName(ACTIVE);
      g.writeBoolean(y.isActive());
      g.writeFieldName(AGE);
      g.writeNumber(y.getAge());
      g.writeFieldName(NAME);
      g.writeString(y.getName());
      g.writeFieldName(GENDER);
      g.writeString(y.getGender().name());
      g.writeFieldName(EMAIL);
      g.writeString(y.getEmail());
      g.writeFieldName(PHONE);
      g.writeString(y.getPhone());
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  static Younglings readYounglings(JsonParser p) throws IOException {
    Younglings list = new Younglings();
    while (nextJediArray(p, "Younglings")) {
      List<Youngling> jedi = new ArrayList<>();
      while (nextObject(p)) {
        jedi.add(readYoungling(p));
      }
      list.setJedi(jedi);
    }
    return list;
  }

  private static Youngling readYoungling(JsonParser p) throws IOException {
    Youngling y = new Youngling();
    for (String field = p.nextFieldName(); field != null; field = p.nextFieldName()) {
      p.nextToken();
      switch (field) {
        case "id" -> y.setId(p.getIntValue());
        case "active" -> y.setActive(p.getBooleanValue());
        case "age" -> y.setAge(p.getIntValue());
        case "name" -> y.setName(p.getValueAsString());
        case "gender" -> y.setGender(Gender.valueOf(p.getText()));
        case "email" -> y.setEmail(p.getValueAsString());
        case "phone" -> y.setPhone(p.getValueAsString());
        default -> throw JacksonStreamingCodec.unknown(p, "Youngling", field);
      }
    }
    return y;
  }

  static void writePadawans(JsonGenerator g, Padawans list) throws IOException {
    g.writeStartObject(list);
    g.writeFieldName(JEDI);
    List<Padawan> jedi = list.getJedi();
    g.writeStartArray(jedi, jedi.size());
    for (int i = 0, size = jedi.size(); i < size; i++) {
      Padawan j = jedi.get(i);
      g.writeStartObject(j);
      writeProfile(g, j);
      g.writeFieldName(LATITUDE);
      g.writeNumber(j.getLatitude());
      g.writeFieldName(LONGITUDE);
      g.writeNumber(j.getLongitude());
      writeTasks(g, j.getTasks());
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  static Padawans readPadawans(JsonParser p) throws IOException {
    Padawans list = new Padawans();
    while (nextJediArray(p, "Padawans")) {
      List<Padawan> jedi = new ArrayList<>();
      while (nextObject(p)) {
        jedi.add(readPadawan(p));
      }
      list.setJedi(jedi);
    }
    return list;
  }

  private static Padawan readPadawan(JsonParser p) throws IOException {
    Padawan j = new Padawan();
    for (String field = p.nextFieldName(); field != null; field = p.nextFieldName()) {
      JsonToken value = p.nextToken();
      if (!readProfile(p, field, j)) {
        switch (field) {
          case "latitude" -> j.setLatitude(p.getDoubleValue());
          case "longitude" -> j.setLongitude(p.getDoubleValue());
          case "tasks" -> j.setTasks(readTasks(p, value));
          default -> throw JacksonStreamingCodec.unknown(p, "Padawan", field);
        }
      }
    }
    return j;
  }

  /**
   * Moves to the array of the next field of a Jedi list object, which must be {@code jedi}: false
   * at the end of the object.
   */
  static boolean nextJediArray(JsonParser p, String list) throws IOException {
    String field = p.nextFieldName();
    if (field == null) {
      return false;
    }
    if (!field.equals("jedi")) {
      throw JacksonStreamingCodec.unknown(p, list, field);
    }
    JacksonStreamingCodec.expect(p, p.nextToken(), JsonToken.START_ARRAY);
    return true;
  }

  /** Moves to the start of the next object of an array of objects: false at the array's end. */
  static boolean nextObject(JsonParser p) throws IOException {
    JsonToken t = p.nextToken();
    if (t == JsonToken.END_ARRAY) {
      return false;
    }
    JacksonStreamingCodec.expect(p, t, JsonToken.START_OBJECT);
    return true;
  }

  /** Writes the fields a Padawan and a Master share, in their order. */
  static void writeProfile(JsonGenerator g, Profile j) throws IOException {
    g.writeFieldName(ID);
    g.writeNumber(j.getId());
    g.writeFieldName(BALANCE);
    g.writeString(j.getBalance());
    g.writeFieldName(AGE);
    g.writeNumber(j.getAge());
    g.writeFieldName(SWORD);
    g.writeString(j.getSword());
    g.writeFieldName(NAME);
    g.writeString(j.getName());
    g.writeFieldName(GENDER);
    g.writeString(j.getGender().name());
    g.writeFieldName(COMPANY);
    g.writeString(j.getCompany());
    g.writeFieldName(EMAIL);
    g.writeString(j.getEmail());
    g.writeFieldName(PHONE);
    g.writeString(j.getPhone());
  }

  /**
   * Reads the value of a field a Padawan and a Master share, the parser on it, into {@code j};
   * false, reading nothing, if {@code field} is not one of them.
   */
  static boolean readProfile(JsonParser p, String field, Profile j) throws IOException {
    switch (field) {
      case "id" -> j.setId(p.getIntValue());
      case "balance" -> j.setBalance(p.getValueAsString());
      case "age" -> j.setAge(p.getIntValue());
      case "sword" -> j.setSword(p.getValueAsString());
      case "name" -> j.setName(p.getValueAsString());
      case "gender" -> j.setGender(Gender.valueOf(p.getText()));
      case "company" -> j.setCompany(p.getValueAsString());
      case "email" -> j.setEmail(p.getValueAsString());
      case "phone" -> j.setPhone(p.getValueAsString());
      default -> {
        return false;
      }
    }
    return true;
  }

  static void writeTasks(JsonGenerator g, List<Task> tasks) throws IOException {
    g.writeFieldName(TASKS);
    g.writeStartArray(tasks, tasks.size());
    for (int i = 0, size = tasks.size(); i < size; i++) {
      Task t = tasks.get(i);
      g.writeStartObject(t);
      g.writeFieldName(ID);
      g.writeNumber(t.getId());
      g.writeFieldName(DESCRIPTION);
      g.writeString(t.getDescription());
      g.writeEndObject();
    }
    g.writeEndArray();
  }

  static List<Task> readTasks(JsonParser p, JsonToken start) throws IOException {
    JacksonStreamingCodec.expect(p, start, JsonToken.START_ARRAY);
    List<Task> tasks = new ArrayList<>();
    while (nextObject(p)) {
      Task task = new Task();
      for (String field = p.nextFieldName(); field != null; field = p.nextFieldName()) {
        p.nextToken();
        switch (field) {
          case "id" -> task.setId(p.getIntValue());
          case "description" -> task.setDescription(p.getValueAsString());
          default -> throw JacksonStreamingCodec.unknown(p, "Task", field);
        }
      }
      tasks.add(task);
    }
    return tasks;
  }
}
