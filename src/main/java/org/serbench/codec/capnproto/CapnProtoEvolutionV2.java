package org.serbench.codec.capnproto;

import static org.serbench.codec.capnproto.CapnProtoEvolution.enumConstant;
import static org.serbench.codec.capnproto.CapnProtoEvolution.noSuchMessage;
import static org.serbench.codec.capnproto.CapnProtoEvolution.root;
import static org.serbench.codec.capnproto.CapnProtoEvolution.serialize;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.capnproto.MessageBuilder;
import org.serbench.capnp.EvolutionV2.AddEnumConstant;
import org.serbench.capnp.EvolutionV2.AddField;
import org.serbench.capnp.EvolutionV2.Color;
import org.serbench.capnp.EvolutionV2.IntToString;
import org.serbench.capnp.EvolutionV2.MakeNullable;
import org.serbench.capnp.EvolutionV2.NarrowLongToInt;
import org.serbench.capnp.EvolutionV2.RemoveField;
import org.serbench.capnp.EvolutionV2.RemoveMiddleField;
import org.serbench.capnp.EvolutionV2.RenameField;
import org.serbench.capnp.EvolutionV2.ReorderFields;
import org.serbench.capnp.EvolutionV2.WidenIntToLong;
import org.serbench.codec.EvolutionCodec;
import org.serbench.codec.capnproto.CapnProtoEvolution.Values;

/**
 * Version 2 of the evolution matrix's messages in Cap'n Proto, on the structs capnpc-java generates
 * from {@code src/main/capnp/schema/evolution_v2.capnp} ({@code org.serbench.capnp.EvolutionV2}).
 *
 * <p>MakeNullable's count, which may be null, is the union {@code count} of an Int32 {@code value}
 * and a Void {@code none}, Cap'n Proto's idiom for an optional scalar: a null count is written as
 * {@code none} and reads back as null, a number as {@code value}. A message with nothing set holds
 * the union's default member, {@code value} 0, so {@link #defaults} gives count 0, as version 1's
 * Int32 does. Color reads as {@code _NOT_IN_SCHEMA} for a number this version does not name.
 */
final class CapnProtoEvolutionV2 implements EvolutionCodec {

  @Override
  public byte[] write(String message, Map<String, Object> values) throws IOException {
    Values v = new Values(message, values);
    MessageBuilder builder = new MessageBuilder();
    switch (message) {
      case "AddField" -> {
        AddField.Builder r = builder.initRoot(AddField.factory);
        v.int32("id", r::setId);
        v.text("name", r::setName);
        v.text("email", r::setEmail);
      }
      case "RemoveField" -> {
        RemoveField.Builder r = builder.initRoot(RemoveField.factory);
        v.int32("id", r::setId);
        v.text("name", r::setName);
      }
      case "RemoveMiddleField" -> {
        RemoveMiddleField.Builder r = builder.initRoot(RemoveMiddleField.factory);
        v.int32("id", r::setId);
        v.text("title", r::setTitle);
      }
      case "RenameField" -> {
        RenameField.Builder r = builder.initRoot(RenameField.factory);
        v.int32("id", r::setId);
        v.text("fullName", r::setFullName);
      }
      case "ReorderFields" -> {
        ReorderFields.Builder r = builder.initRoot(ReorderFields.factory);
        v.int32("id", r::setId);
        v.text("email", r::setEmail);
        v.text("name", r::setName);
      }
      case "WidenIntToLong" -> {
        WidenIntToLong.Builder r = builder.initRoot(WidenIntToLong.factory);
        v.int32("id", r::setId);
        v.int64("count", r::setCount);
        v.int64("high", r::setHigh);
        v.int64("low", r::setLow);
      }
      case "NarrowLongToInt" -> {
        NarrowLongToInt.Builder r = builder.initRoot(NarrowLongToInt.factory);
        v.int32("id", r::setId);
        v.int32("count", r::setCount);
        v.int32("high", r::setHigh);
        v.int32("low", r::setLow);
      }
      case "AddEnumConstant" -> {
        AddEnumConstant.Builder r = builder.initRoot(AddEnumConstant.factory);
        v.int32("id", r::setId);
        v.text("color", name -> r.setColor(enumConstant(Color.class, name)));
      }
      case "MakeNullable" -> {
        MakeNullable.Builder r = builder.initRoot(MakeNullable.factory);
        v.int32("id", r::setId);
        MakeNullable.Count.Builder count = r.getCount();
        v.nullableInt32("count", count::setValue, () -> count.setNone(org.capnproto.Void.VOID));
      }
      case "IntToString" -> {
        IntToString.Builder r = builder.initRoot(IntToString.factory);
        v.int32("id", r::setId);
        v.text("code", r::setCode);
      }
      default -> throw noSuchMessage(message, 2);
    }
    v.checkAllAsked();
    return serialize(builder);
  }

  @Override
  public Map<String, Object> read(String message, byte[] bytes, int writer) throws IOException {
    Map<String, Object> fields = new LinkedHashMap<>();
    switch (message) {
      case "AddField" -> {
        AddField.Reader r = root(bytes, AddField.factory);
        fields.put("id", r.getId());
        fields.put("name", r.hasName() ? r.getName().toString() : null);
        fields.put("email", r.hasEmail() ? r.getEmail().toString() : null);
      }
      case "RemoveField" -> {
        RemoveField.Reader r = root(bytes, RemoveField.factory);
        fields.put("id", r.getId());
        fields.put("name", r.hasName() ? r.getName().toString() : null);
      }
      case "RemoveMiddleField" -> {
        RemoveMiddleField.Reader r = root(bytes, RemoveMiddleField.factory);
        fields.put("id", r.getId());
        fields.put("title", r.hasTitle() ? r.getTitle().toString() : null);
      }
      case "RenameField" -> {
        RenameField.Reader r = root(bytes, RenameField.factory);
        fields.put("id", r.getId());
        fields.put("fullName", r.hasFullName() ? r.getFullName().toString() : null);
      }
      case "ReorderFields" -> {
        ReorderFields.Reader r = root(bytes, ReorderFields.factory);
        fields.put("id", r.getId());
        fields.put("email", r.hasEmail() ? r.getEmail().toString() : null);
        fields.put("name", r.hasName() ? r.getName().toString() : null);
      }
      case "WidenIntToLong" -> {
        WidenIntToLong.Reader r = root(bytes, WidenIntToLong.factory);
        fields.put("id", r.getId());
        fields.put("count", r.getCount());
        fields.put("high", r.getHigh());
        fields.put("low", r.getLow());
      }
      case "NarrowLongToInt" -> {
        NarrowLongToInt.Reader r = root(bytes, NarrowLongToInt.factory);
        fields.put("id", r.getId());
        fields.put("count", r.getCount());
        fields.put("high", r.getHigh());
        fields.put("low", r.getLow());
      }
      case "AddEnumConstant" -> {
        AddEnumConstant.Reader r = root(bytes, AddEnumConstant.factory);
        fields.put("id", r.getId());
        fields.put("color", r.getColor().name());
      }
      case "MakeNullable" -> {
        MakeNullable.Reader r = root(bytes, MakeNullable.factory);
        MakeNullable.Count.Reader count = r.getCount();
        fields.put("id", r.getId());
        fields.put("count", count.isValue() ? Integer.valueOf(count.getValue()) : null);
      }
      case "IntToString" -> {
        IntToString.Reader r = root(bytes, IntToString.factory);
        fields.put("id", r.getId());
        fields.put("code", r.hasCode() ? r.getCode().toString() : null);
      }
      default -> throw noSuchMessage(message, 2);
    }
    return fields;
  }

  /**
   * What this version reads from a message whose root struct has no field set (no setter called, so
   * MakeNullable's count union keeps its default member, {@code value} 0).
   */
  @Override
  public Map<String, Object> defaults(String message) throws IOException {
    return read(message, write(message, Map.of()), 2);
  }
}
