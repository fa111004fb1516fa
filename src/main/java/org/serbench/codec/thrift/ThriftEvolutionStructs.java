package org.serbench.codec.thrift;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;

/**
 * The structs of {@code src/main/thrift/evolution_v1.thrift} and {@code evolution_v2.thrift} as
 * tables: each struct's name and fields, with each field's id, wire type and requiredness. {@link
 * ThriftEvolution} makes from them the protocol calls that the thrift compiler's Java output makes
 * for these structs.
 */
final class ThriftEvolutionStructs {
  private static final Version V1 =
      new Version(
          List.of("RED", "GREEN"),
          struct("AddField", i32("id", 1), string("name", 2)),
          struct("RemoveField", i32("id", 1), string("name", 2), string("email", 3)),
          struct("RenameField", i32("id", 1), string("name", 2)),
          struct("ReorderFields", i32("id", 1), string("name", 2), string("email", 3)),
          struct("RemoveMiddleField", i32("id", 1), string("name", 2), string("title", 3)),
          struct("WidenIntToLong", i32("id", 1), i32("count", 2), i32("high", 3), i32("low", 4)),
          struct("NarrowLongToInt", i32("id", 1), i64("count", 2), i64("high", 3), i64("low", 4)),
          struct("AddEnumConstant", i32("id", 1), color("color", 2)),
          struct("MakeNullable", i32("id", 1), i32("count", 2)),
          struct("IntToString", i32("id", 1), i32("code", 2)));

  private static final Version V2 =
      new Version(
          List.of("RED", "GREEN", "BLUE"),
          struct("AddField", i32("id", 1), string("name", 2), string("email", 3)),
          struct("RemoveField", i32("id", 1), string("name", 2)),
          struct("RenameField", i32("id", 1), string("fullName", 2)),
          struct("ReorderFields", i32("id", 1), string("email", 3), string("name", 2)),
          struct("RemoveMiddleField", i32("id", 1), string("title", 3)),
          struct("WidenIntToLong", i32("id", 1), i64("count", 2), i64("high", 3), i64("low", 4)),
          struct("NarrowLongToInt", i32("id", 1), i32("count", 2), i32("high", 3), i32("low", 4)),
          struct("AddEnumConstant", i32("id", 1), color("color", 2)),
          struct("MakeNullable", i32("id", 1), optionalI32("count", 2)),
          struct("IntToString", i32("id", 1), string("code", 2)));

  private ThriftEvolutionStructs() {}

  /** The structs of version 1 or 2 of the messages. */
  static Version version(int version) {
    if (version != 1 && version != 2) {
      throw new IllegalArgumentException("no version " + version + " of the evolution messages");
    }
    return version == 1 ? V1 : V2;
  }

  /** How a field travels, whether generated code always writes it, and what it holds unset. */
  enum Kind {
    /** {@code i32} of default requiredness: a primitive {@code int}, always written. */
    I32(TType.I32, true, 0),
    /** {@code i64} of default requiredness: a primitive {@code long}, always written. */
    I64(TType.I64, true, 0L),
    /** {@code string}: written when not {@code null}. */
    STRING(TType.STRING, false, null),
    /**
     * {@code enum Color} as its {@code i32} value: written when not {@code null}, read as {@code
     * null} for a value the reader's enum does not declare ({@code findByValue}).
     */
    COLOR(TType.I32, false, null),
    /**
     * {@code optional i32}: a primitive {@code int} and an isset bit, written only when set; when
     * the isset bit is false it is {@code null} here, as the thrift codecs read such a field.
     */
    OPTIONAL_I32(TType.I32, false, null);

    /** The wire type. */
    final byte type;

    /** Whether generated code writes the field even when it was never set. */
    final boolean alwaysWritten;

    /** What the field holds when the bytes did not set it: 0 for a primitive, else null. */
    final Object unset;

    Kind(byte type, boolean alwaysWritten, Object unset) {
      this.type = type;
      this.alwaysWritten = alwaysWritten;
      this.unset = unset;
    }
  }

  /** A field of a struct: the header the protocol writes for it, and its kind. */
  record Field(TField header, Kind kind) {
    String name() {
      return header.name;
    }
  }

  /** A struct: its name, its fields in declaration order, and in id order, as they are written. */
  static final class StructType {
    final TStruct struct;
    final List<Field> declared;
    final List<Field> byId;

    StructType(String name, Field... fields) {
      this.struct = new TStruct(name);
      this.declared = List.of(fields);
      List<Field> sorted = new ArrayList<>(declared);
      sorted.sort(Comparator.comparingInt(field -> field.header().id));
      this.byId = List.copyOf(sorted);
    }

    /** The field of this id, {@code null} for an id the struct does not declare. */
    Field field(short id) {
      for (Field field : declared) {
        if (field.header().id == id) {
          return field;
        }
      }
      return null;
    }

    /** The field of this name. */
    Field field(String name) {
      for (Field field : declared) {
        if (field.name().equals(name)) {
          return field;
        }
      }
      throw new IllegalArgumentException(struct.name + " has no field " + name);
    }
  }

  /** The structs of one version, and its enum {@code Color}. */
  static final class Version {
    /** Color's constants, indexed by their value. */
    final List<String> colors;

    private final Map<String, StructType> structs = new HashMap<>();

    Version(List<String> colors, StructType... structs) {
      this.colors = colors;
      for (StructType struct : structs) {
        this.structs.put(struct.struct.name, struct);
      }
    }

    /** The struct of a message. */
    StructType struct(String message) {
      StructType struct = structs.get(message);
      if (struct == null) {
        throw new IllegalArgumentException("no evolution message " + message + " in thrift");
      }
      return struct;
    }
  }

  private static StructType struct(String name, Field... fields) {
    return new StructType(name, fields);
  }

  private static Field i32(String name, int id) {
    return field(name, id, Kind.I32);
  }

  private static Field i64(String name, int id) {
    return field(name, id, Kind.I64);
  }

  private static Field string(String name, int id) {
    return field(name, id, Kind.STRING);
  }

  private static Field color(String name, int id) {
    return field(name, id, Kind.COLOR);
  }

  private static Field optionalI32(String name, int id) {
    return field(name, id, Kind.OPTIONAL_I32);
  }

  private static Field field(String name, int id, Kind kind) {
    return new Field(new TField(name, kind.type, (short) id), kind);
  }
}
