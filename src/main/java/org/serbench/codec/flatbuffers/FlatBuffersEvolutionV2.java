package org.serbench.codec.flatbuffers;

import static org.serbench.codec.flatbuffers.FlatBuffersEvolution.enumName;
import static org.serbench.codec.flatbuffers.FlatBuffersEvolution.enumNumber;
import static org.serbench.codec.flatbuffers.FlatBuffersEvolution.finish;
import static org.serbench.codec.flatbuffers.FlatBuffersEvolution.noSuchMessage;
import static org.serbench.codec.flatbuffers.FlatBuffersEvolution.string;

import com.google.flatbuffers.FlatBufferBuilder;
import java.nio.ByteBuffer;
import java.util.LinkedHashMap;
import java.util.Map;
import org.serbench.codec.EvolutionCodec;
import org.serbench.codec.MessageValues;
import org.serbench.flatbuffers.evolution.v2.AddEnumConstant;
import org.serbench.flatbuffers.evolution.v2.AddField;
import org.serbench.flatbuffers.evolution.v2.Color;
import org.serbench.flatbuffers.evolution.v2.IntToString;
import org.serbench.flatbuffers.evolution.v2.MakeNullable;
import org.serbench.flatbuffers.evolution.v2.NarrowLongToInt;
import org.serbench.flatbuffers.evolution.v2.RemoveField;
import org.serbench.flatbuffers.evolution.v2.RemoveMiddleField;
import org.serbench.flatbuffers.evolution.v2.RenameField;
import org.serbench.flatbuffers.evolution.v2.ReorderFields;
import org.serbench.flatbuffers.evolution.v2.WidenIntToLong;

/**
 * Version 2 of the evolution matrix's messages in FlatBuffers, on the tables flatc generates from
 * {@code src/main/flatbuffers/evolution_v2.fbs} (namespace {@code
 * org.serbench.flatbuffers.evolution.v2}).
 *
 * <p>A field without a value is not added; a string's offset is added only when there is a string.
 * MakeNullable's count is an optional scalar: a null count is left out and reads back as null
 * ({@code hasCount()} is false), any number is added, 0 included. Color reads as its constant's
 * name, or, for a number this version does not name, as the number in decimal ({@link
 * FlatBuffersEvolution#enumName}).
 */
final class FlatBuffersEvolutionV2 implements EvolutionCodec {

  @Override
  public byte[] write(String message, Map<String, Object> values) {
    MessageValues v = new MessageValues(message, values);
    FlatBufferBuilder b = new FlatBufferBuilder();
    int root = build(b, message, v);
    v.checkAllAsked();
    return finish(b, root);
  }

  @Override
  public Map<String, Object> read(String message, byte[] bytes, int writer) {
    ByteBuffer buffer = ByteBuffer.wrap(bytes);
    Map<String, Object> fields = new LinkedHashMap<>();
    switch (message) {
      case "AddField" -> {
        AddField t = AddField.getRootAsAddField(buffer);
        fields.put("id", t.id());
        fields.put("name", t.name());
        fields.put("email", t.email());
      }
      case "RemoveField" -> {
        RemoveField t = RemoveField.getRootAsRemoveField(buffer);
        fields.put("id", t.id());
        fields.put("name", t.name());
      }
      case "RemoveMiddleField" -> {
        RemoveMiddleField t = RemoveMiddleField.getRootAsRemoveMiddleField(buffer);
        fields.put("id", t.id());
        fields.put("title", t.title());
      }
      case "RenameField" -> {
        RenameField t = RenameField.getRootAsRenameField(buffer);
        fields.put("id", t.id());
        fields.put("fullName", t.fullName());
      }
      case "ReorderFields" -> {
        ReorderFields t = ReorderFields.getRootAsReorderFields(buffer);
        fields.put("id", t.id());
        fields.put("email", t.email());
        fields.put("name", t.name());
      }
      case "WidenIntToLong" -> {
        WidenIntToLong t = WidenIntToLong.getRootAsWidenIntToLong(buffer);
        fields.put("id", t.id());
        fields.put("count", t.count());
        fields.put("high", t.high());
        fields.put("low", t.low());
      }
      case "NarrowLongToInt" -> {
        NarrowLongToInt t = NarrowLongToInt.getRootAsNarrowLongToInt(buffer);
        fields.put("id", t.id());
        fields.put("count", t.count());
        fields.put("high", t.high());
        fields.put("low", t.low());
      }
      case "AddEnumConstant" -> {
        AddEnumConstant t = AddEnumConstant.getRootAsAddEnumConstant(buffer);
        fields.put("id", t.id());
        fields.put("color", enumName(Color.names, t.color()));
      }
      case "MakeNullable" -> {
        MakeNullable t = MakeNullable.getRootAsMakeNullable(buffer);
        fields.put("id", t.id());
        fields.put("count", t.hasCount() ? Integer.valueOf(t.count()) : null);
      }
      case "IntToString" -> {
        IntToString t = IntToString.getRootAsIntToString(buffer);
        fields.put("id", t.id());
        fields.put("code", t.code());
      }
      default -> throw noSuchMessage(message, 2);
    }
    return fields;
  }

  /** What this version reads from a table that leaves every field out. */
  @Override
  public Map<String, Object> defaults(String message) {
    return read(message, write(message, Map.of()), 2);
  }

  private static int build(FlatBufferBuilder b, String message, MessageValues v) {
    return switch (message) {
      case "AddField" -> addField(b, v);
      case "RemoveField" -> removeField(b, v);
      case "RemoveMiddleField" -> removeMiddleField(b, v);
      case "RenameField" -> renameField(b, v);
      case "ReorderFields" -> reorderFields(b, v);
      case "WidenIntToLong" -> widenIntToLong(b, v);
      case "NarrowLongToInt" -> narrowLongToInt(b, v);
      case "AddEnumConstant" -> addEnumConstant(b, v);
      case "MakeNullable" -> makeNullable(b, v);
      case "IntToString" -> intToString(b, v);
      default -> throw noSuchMessage(message, 2);
    };
  }

  // Strings first: a table refers to finished objects, so they are written before it is started.

  private static int addField(FlatBufferBuilder b, MessageValues v) {
    Integer id = v.int32("id");
    int name = string(b, v.text("name"));
    int email = string(b, v.text("email"));
    AddField.startAddField(b);
    if (id != null) {
      AddField.addId(b, id);
    }
    if (name != 0) {
      AddField.addName(b, name);
    }
    if (email != 0) {
      AddField.addEmail(b, email);
    }
    return AddField.endAddField(b);
  }

  private static int removeField(FlatBufferBuilder b, MessageValues v) {
    Integer id = v.int32("id");
    int name = string(b, v.text("name"));
    RemoveField.startRemoveField(b);
    if (id != null) {
      RemoveField.addId(b, id);
    }
    if (name != 0) {
      RemoveField.addName(b, name);
    }
    return RemoveField.endRemoveField(b);
  }

  private static int removeMiddleField(FlatBufferBuilder b, MessageValues v) {
    Integer id = v.int32("id");
    int title = string(b, v.text("title"));
    RemoveMiddleField.startRemoveMiddleField(b);
    if (id != null) {
      RemoveMiddleField.addId(b, id);
    }
    if (title != 0) {
      RemoveMiddleField.addTitle(b, title);
    }
    return RemoveMiddleField.endRemoveMiddleField(b);
  }

  private static int renameField(FlatBufferBuilder b, MessageValues v) {
    Integer id = v.int32("id");
    int fullName = string(b, v.text("fullName"));
    RenameField.startRenameField(b);
    if (id != null) {
      RenameField.addId(b, id);
    }
    if (fullName != 0) {
      RenameField.addFullName(b, fullName);
    }
    return RenameField.endRenameField(b);
  }

  private static int reorderFields(FlatBufferBuilder b, MessageValues v) {
    Integer id = v.int32("id");
    int email = string(b, v.text("email"));
    int name = string(b, v.text("name"));
    ReorderFields.startReorderFields(b);
    if (id != null) {
      ReorderFields.addId(b, id);
    }
    if (email != 0) {
      ReorderFields.addEmail(b, email);
    }
    if (name != 0) {
      ReorderFields.addName(b, name);
    }
    return ReorderFields.endReorderFields(b);
  }

  private static int widenIntToLong(FlatBufferBuilder b, MessageValues v) {
    Integer id = v.int32("id");
    Long count = v.int64("count");
    Long high = v.int64("high");
    Long low = v.int64("low");
    WidenIntToLong.startWidenIntToLong(b);
    if (id != null) {
      WidenIntToLong.addId(b, id);
    }
    if (count != null) {
      WidenIntToLong.addCount(b, count);
    }
    if (high != null) {
      WidenIntToLong.addHigh(b, high);
    }
    if (low != null) {
      WidenIntToLong.addLow(b, low);
    }
    return WidenIntToLong.endWidenIntToLong(b);
  }

  private static int narrowLongToInt(FlatBufferBuilder b, MessageValues v) {
    Integer id = v.int32("id");
    Integer count = v.int32("count");
    Integer high = v.int32("high");
    Integer low = v.int32("low");
    NarrowLongToInt.startNarrowLongToInt(b);
    if (id != null) {
      NarrowLongToInt.addId(b, id);
    }
    if (count != null) {
      NarrowLongToInt.addCount(b, count);
    }
    if (high != null) {
      NarrowLongToInt.addHigh(b, high);
    }
    if (low != null) {
      NarrowLongToInt.addLow(b, low);
    }
    return NarrowLongToInt.endNarrowLongToInt(b);
  }

  private static int addEnumConstant(FlatBufferBuilder b, MessageValues v) {
    Integer id = v.int32("id");
    String color = v.text("color");
    AddEnumConstant.startAddEnumConstant(b);
    if (id != null) {
      AddEnumConstant.addId(b, id);
    }
    if (color != null) {
      AddEnumConstant.addColor(b, enumNumber(Color.names, color));
    }
    return AddEnumConstant.endAddEnumConstant(b);
  }

  private static int makeNullable(FlatBufferBuilder b, MessageValues v) {
    Integer id = v.int32("id");
    Integer count = v.int32("count");
    MakeNullable.startMakeNullable(b);
    if (id != null) {
      MakeNullable.addId(b, id);
    }
    if (count != null) {
      // flatc 2.0.8's Java adder still leaves out a value equal to 0, the plain default, which
      // would then read as null; forcing defaults keeps a written 0 (as FlatBuffersMedia does).
      b.forceDefaults(true);
      MakeNullable.addCount(b, count);
      b.forceDefaults(false);
    }
    return MakeNullable.endMakeNullable(b);
  }

  private static int intToString(FlatBufferBuilder b, MessageValues v) {
    Integer id = v.int32("id");
    int code = string(b, v.text("code"));
    IntToString.startIntToString(b);
    if (id != null) {
      IntToString.addId(b, id);
    }
    if (code != 0) {
      IntToString.addCode(b, code);
    }
    return IntToString.endIntToString(b);
  }
}
