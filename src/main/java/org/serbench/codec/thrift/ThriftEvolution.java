package org.serbench.codec.thrift;

import java.io.ByteArrayOutputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TBinaryProtocol;
import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolFactory;
import org.apache.thrift.protocol.TProtocolUtil;
import org.apache.thrift.protocol.TType;
import org.apache.thrift.transport.TIOStreamTransport;
import org.apache.thrift.transport.TMemoryInputTransport;
import org.serbench.codec.EvolutionCodec;
import org.serbench.codec.thrift.ThriftEvolutionStructs.Field;
import org.serbench.codec.thrift.ThriftEvolutionStructs.Kind;
import org.serbench.codec.thrift.ThriftEvolutionStructs.StructType;
import org.serbench.codec.thrift.ThriftEvolutionStructs.Version;

/**
 * The {@code thrift} and {@code thrift-compact} rows of the evolution matrix: the structs of {@code
 * src/main/thrift/evolution_v1.thrift} or {@code evolution_v2.thrift}, from the tables of {@link
 * ThriftEvolutionStructs}, with the protocol calls that the thrift compiler's Java output makes.
 *
 * <p>A struct is written as generated {@code write} does: its fields in id order between {@code
 * writeStructBegin} and a stop field, an {@code i32} or {@code i64} of default requiredness always
 * (0 when it was never set), a string or an enum only when it is not {@code null}, an optional
 * {@code i32} only when it is set. It is read as generated {@code read} does: a loop over the
 * fields up to the stop field that reads a field of a known id with the declared wire type and
 * skips any other with {@link TProtocolUtil#skip}, so that a field whose type changed reads as if
 * it were absent. An enum value the reader's enum does not declare reads as {@code null}, as
 * generated {@code findByValue} answers.
 *
 * <p>{@code read} and {@code defaults} report what generated code holds for a field the bytes did
 * not set: 0 for a primitive, {@code null} for a string or an enum, and {@code null} for an unset
 * optional {@code i32} (its {@code isSet} method false). The transports are those of {@link
 * ThriftCodec}: a reused {@code ByteArrayOutputStream} behind a {@link TIOStreamTransport} and a
 * reused {@link TMemoryInputTransport}, as {@code TSerializer} and {@code TDeserializer} use them.
 */
final class ThriftEvolution implements EvolutionCodec {
  private final Version version;
  private final ByteArrayOutputStream bytesOut = new ByteArrayOutputStream();
  private final TProtocol out;
  private final TMemoryInputTransport bytesIn = new TMemoryInputTransport();
  private final TProtocol in;

  private ThriftEvolution(TProtocolFactory protocols, int version) throws TException {
    this.version = ThriftEvolutionStructs.version(version);
    this.out = protocols.getProtocol(new TIOStreamTransport(bytesOut));
    this.in = protocols.getProtocol(bytesIn);
  }

  /** The codec of version 1 or 2 of the messages in {@link TBinaryProtocol}. */
  static ThriftEvolution binary(int version) {
    return create(new TBinaryProtocol.Factory(), version);
  }

  /** The codec of version 1 or 2 of the messages in {@link TCompactProtocol}. */
  static ThriftEvolution compact(int version) {
    return create(new TCompactProtocol.Factory(), version);
  }

  /** Transports that cannot be set up are a bug, not data thrift cannot carry. */
  private static ThriftEvolution create(TProtocolFactory protocols, int version) {
    try {
      return new ThriftEvolution(protocols, version);
    } catch (TException e) {
      throw new IllegalStateException("thrift transports could not be set up", e);
    }
  }

  @Override
  public byte[] write(String message, Map<String, Object> values) throws TException {
    StructType type = version.struct(message);
    for (String name : values.keySet()) {
      type.field(name); // fails for a name the struct does not declare
    }
    bytesOut.reset();
    out.writeStructBegin(type.struct);
    for (Field field : type.byId) {
      Object value = values.get(field.name());
      if (value != null || field.kind().alwaysWritten) {
        out.writeFieldBegin(field.header());
        writeValue(field.kind(), value);
        out.writeFieldEnd();
      }
    }
    out.writeFieldStop();
    out.writeStructEnd();
    return bytesOut.toByteArray();
  }

  @Override
  public Map<String, Object> read(String message, byte[] bytes, int writer) throws TException {
    StructType type = version.struct(message);
    Map<String, Object> values = unset(type);
    bytesIn.reset(bytes);
    try {
      in.readStructBegin();
      for (TField header = in.readFieldBegin();
          header.type != TType.STOP;
          header = in.readFieldBegin()) {
        Field field = type.field(header.id);
        if (field != null && field.header().type == header.type) {
          values.put(field.name(), readValue(field.kind()));
        } else {
          TProtocolUtil.skip(in, header.type);
        }
        in.readFieldEnd();
      }
      in.readStructEnd();
    } finally {
      bytesIn.clear();
      in.reset();
    }
    return values;
  }

  @Override
  public Map<String, Object> defaults(String message) {
    return unset(version.struct(message));
  }

  /** Every field of the struct, in declaration order, with what it holds when unset. */
  private static Map<String, Object> unset(StructType type) {
    Map<String, Object> values = new LinkedHashMap<>();
    for (Field field : type.declared) {
      values.put(field.name(), field.kind().unset);
    }
    return values;
  }

  /** Writes a field's value; a primitive never set is written as 0, as generated code does. */
  private void writeValue(Kind kind, Object value) throws TException {
    switch (kind) {
      case I32, OPTIONAL_I32 -> out.writeI32(value == null ? 0 : (Integer) value);
      case I64 -> out.writeI64(value == null ? 0L : (Long) value);
      case STRING -> out.writeString((String) value);
      case COLOR -> out.writeI32(colorValue((String) value));
    }
  }

  private Object readValue(Kind kind) throws TException {
    return switch (kind) {
      case I32, OPTIONAL_I32 -> in.readI32();
      case I64 -> in.readI64();
      case STRING -> in.readString();
      case COLOR -> colorName(in.readI32());
    };
  }

  /** A constant's value: its index, the IDL numbering Color's constants from 0 in order. */
  private int colorValue(String name) {
    int value = version.colors.indexOf(name);
    if (value < 0) {
      throw new IllegalArgumentException("Color has no " + name);
    }
    return value;
  }

  /** A value's constant; {@code null} for one Color does not declare, as {@code findByValue}. */
  private String colorName(int value) {
    return value >= 0 && value < version.colors.size() ? version.colors.get(value) : null;
  }
}
