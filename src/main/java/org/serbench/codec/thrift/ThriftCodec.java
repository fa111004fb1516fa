package org.serbench.codec.thrift;

import java.io.ByteArrayOutputStream;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Supplier;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TBinaryProtocol;
import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolFactory;
import org.apache.thrift.transport.TIOStreamTransport;
import org.apache.thrift.transport.TMemoryInputTransport;
import org.serbench.codec.Binding;
import org.serbench.codec.EpochMillis;
import org.serbench.codec.FieldSink;
import org.serbench.codec.SchemaCodec;
import org.serbench.codec.thrift.ThriftStructs.NestedObjectStruct;
import org.serbench.codec.thrift.ThriftStructs.Reader;
import org.serbench.codec.thrift.ThriftStructs.Struct;
import org.serbench.codec.thrift.ThriftStructs.TestObjectStruct;
import org.serbench.model.NestedObject;
import org.serbench.model.TestObject;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Younglings;
import org.serbench.model.media.MediaContent;

/**
 * Apache Thrift on the hand-written structs of {@link ThriftStructs}, in the protocol the factory
 * makes (binary or compact).
 *
 * <p>Encoding and decoding do what {@code TSerializer} and {@code TDeserializer} do for a generated
 * struct: a reused {@code ByteArrayOutputStream} behind a {@link TIOStreamTransport}, and a reused
 * {@link TMemoryInputTransport} reset to each message. A binding is used by one thread, so the
 * transports and protocols are its own. The conversions of MediaContent and of the Jedi lists are
 * in {@link ThriftMedia}, {@link ThriftJedi} and {@link ThriftMasters}.
 */
final class ThriftCodec extends SchemaCodec {

  private ThriftCodec(TProtocolFactory protocols) {
    register(TestObject.class, transports(() -> new TestObjectBinding(protocols)));
    register(MediaContent.class, transports(() -> new ThriftMedia(protocols)));
    register(Younglings.class, transports(() -> new ThriftJedi.YounglingsBinding(protocols)));
    register(Padawans.class, transports(() -> new ThriftJedi.PadawansBinding(protocols)));
    register(Masters.class, transports(() -> new ThriftMasters(protocols)));
  }

  static ThriftCodec binary() {
    return new ThriftCodec(new TBinaryProtocol.Factory());
  }

  static ThriftCodec compact() {
    return new ThriftCodec(new TCompactProtocol.Factory());
  }

  @Override
  protected String unsupported(Class<?> type) {
    return "thrift has no schema for " + type.getName() + ": no struct in src/main/thrift";
  }

  /** A binding whose transports cannot be set up is a bug, not data thrift cannot carry. */
  private static <M> Supplier<Binding<M, ?>> transports(BindingFactory<M> factory) {
    return () -> {
      try {
        return factory.create();
      } catch (TException e) {
        throw new IllegalStateException("thrift transports could not be set up", e);
      }
    };
  }

  /** A binding's constructor, which opens its transports. */
  @FunctionalInterface
  private interface BindingFactory<M> {
    Binding<M, ?> create() throws TException;
  }

  /**
   * The transports and protocols of one binding, and its struct's read; subclasses convert and read
   * the struct.
   */
  abstract static class StructBinding<M, S extends Struct> implements Binding<M, S> {
    private final ByteArrayOutputStream bytesOut = new ByteArrayOutputStream();
    private final TProtocol out;
    private final TMemoryInputTransport bytesIn = new TMemoryInputTransport();
    private final TProtocol in;
    private final Reader<S> reader;

    StructBinding(TProtocolFactory protocols, Reader<S> reader) throws TException {
      this.out = protocols.getProtocol(new TIOStreamTransport(bytesOut));
      this.in = protocols.getProtocol(bytesIn);
      this.reader = reader;
    }

    @Override
    public final byte[] serialize(S value) throws TException {
      bytesOut.reset();
      value.write(out);
      return bytesOut.toByteArray();
    }

    @Override
    public final S deserialize(byte[] bytes) throws TException {
      bytesIn.reset(bytes);
      try {
        return reader.read(in);
      } finally {
        bytesIn.clear();
        in.reset();
      }
    }
  }

  private static final class TestObjectBinding extends StructBinding<TestObject, TestObjectStruct> {
    TestObjectBinding(TProtocolFactory protocols) throws TException {
      super(protocols, TestObjectStruct::read);
    }

    @Override
    public TestObjectStruct create(TestObject o) {
      TestObjectStruct s = new TestObjectStruct();
      s.booleanValue = o.isBooleanValue();
      s.intValue = o.getIntValue();
      s.doubleValue = o.getDoubleValue();
      s.longValue = o.getLongValue();
      s.stringValue = o.getStringValue();
      s.stringArray = Arrays.asList(o.getStringArray());
      s.instantMillis = o.getInstant().toEpochMilli();
      s.nestedObject = nested(o.getNestedObject());
      s.nestedObjects = new HashSet<>(2 * o.getNestedObjects().size());
      for (NestedObject n : o.getNestedObjects()) {
        s.nestedObjects.add(nested(n));
      }
      return s;
    }

    private static NestedObjectStruct nested(NestedObject n) {
      NestedObjectStruct s = new NestedObjectStruct();
      s.instantMillis = EpochMillis.of(n.getInstants());
      return s;
    }

    @Override
    public void readDeep(TestObjectStruct s, FieldSink sink) {
      sink.consume(s.booleanValue);
      sink.consume(s.intValue);
      sink.consume(s.doubleValue);
      sink.consume(s.longValue);
      sink.consume(s.stringValue);
      for (int i = 0, n = s.stringArray.size(); i < n; i++) {
        sink.consume(s.stringArray.get(i));
      }
      sink.consume(s.instantMillis);
      readNested(s.nestedObject, sink);
      for (NestedObjectStruct n : s.nestedObjects) {
        readNested(n, sink);
      }
    }

    private static void readNested(NestedObjectStruct s, FieldSink sink) {
      for (int i = 0, n = s.instantMillis.size(); i < n; i++) {
        sink.consume(s.instantMillis.get(i));
      }
    }

    @Override
    public void readShallow(TestObjectStruct s, FieldSink sink) {
      sink.consume(s.booleanValue);
      sink.consume(s.intValue);
      sink.consume(s.doubleValue);
      sink.consume(s.longValue);
      sink.consume(s.stringValue);
      sink.consume(s.stringArray.size());
      sink.consume(s.instantMillis);
      sink.consume(s.nestedObject != null);
      sink.consume(s.nestedObjects.size());
    }

    @Override
    public TestObject toModel(TestObjectStruct s) {
      TestObject o = new TestObject();
      o.setBooleanValue(s.booleanValue);
      o.setIntValue(s.intValue);
      o.setDoubleValue(s.doubleValue);
      o.setLongValue(s.longValue);
      o.setStringValue(s.stringValue);
      o.setStringArray(s.stringArray.toArray(new String[0]));
      o.setInstant(Instant.ofEpochMilli(s.instantMillis));
      o.setNestedObject(nested(s.nestedObject));
      Set<NestedObject> set = new HashSet<>();
      for (NestedObjectStruct n : s.nestedObjects) {
        set.add(nested(n));
      }
      o.setNestedObjects(set);
      return o;
    }

    private static NestedObject nested(NestedObjectStruct s) {
      return new NestedObject(EpochMillis.instants(s.instantMillis));
    }
  }
}
