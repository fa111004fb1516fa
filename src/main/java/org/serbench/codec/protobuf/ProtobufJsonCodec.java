package org.serbench.codec.protobuf;

import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.serbench.codec.Binding;
import org.serbench.codec.Codec;
import org.serbench.codec.FieldSink;
import org.serbench.codec.UnsupportedDataException;
import org.serbench.model.TestObject;
import org.serbench.model.jedi.Masters;
import org.serbench.model.jedi.Padawans;
import org.serbench.model.jedi.Younglings;
import org.serbench.model.media.MediaContent;
import org.serbench.proto.MastersMessage;
import org.serbench.proto.MediaContentMessage;
import org.serbench.proto.PadawansMessage;
import org.serbench.proto.TestObjectMessage;
import org.serbench.proto.YounglingsMessage;

/**
 * Protocol Buffers' own JSON mapping ({@code JsonFormat}) on the generated messages of the {@code
 * protobuf} codec, with the default printer and parser.
 *
 * <p>The messages, and the conversions to and from the model, are the {@code protobuf} codec's, so
 * the two rows differ only in the encoding. The default printer indents its output and writes int64
 * fields as JSON strings, as the proto3 JSON mapping specifies.
 */
final class ProtobufJsonCodec implements Codec {
  private static final Map<Class<?>, Message> PROTOTYPES =
      Map.of(
          TestObject.class, TestObjectMessage.getDefaultInstance(),
          MediaContent.class, MediaContentMessage.getDefaultInstance(),
          Younglings.class, YounglingsMessage.getDefaultInstance(),
          Padawans.class, PadawansMessage.getDefaultInstance(),
          Masters.class, MastersMessage.getDefaultInstance());

  private final JsonFormat.Printer printer = JsonFormat.printer();
  private final JsonFormat.Parser parser = JsonFormat.parser();

  @Override
  @SuppressWarnings("unchecked")
  public <M> Binding<M, ?> bind(Class<M> type) throws UnsupportedDataException {
    Message prototype = PROTOTYPES.get(type);
    if (prototype == null) {
      throw new UnsupportedDataException(
          "json/protobuf has no schema for "
              + type.getSimpleName()
              + ": src/main/proto has messages for TestObject, MediaContent and the Jedi lists only");
    }
    return new JsonBinding<>((Binding<M, Message>) new ProtobufCodec().bind(type), prototype);
  }

  private final class JsonBinding<M> implements Binding<M, Message> {
    private final Binding<M, Message> messages;
    private final Message prototype;

    JsonBinding(Binding<M, Message> messages, Message prototype) {
      this.messages = messages;
      this.prototype = prototype;
    }

    @Override
    public Message create(M model) {
      return messages.create(model);
    }

    @Override
    public byte[] serialize(Message value) throws Exception {
      return printer.print(value).getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public Message deserialize(byte[] bytes) throws Exception {
      Message.Builder builder = prototype.newBuilderForType();
      parser.merge(new String(bytes, StandardCharsets.UTF_8), builder);
      return builder.build();
    }

    @Override
    public void readDeep(Message value, FieldSink sink) {
      messages.readDeep(value, sink);
    }

    @Override
    public void readShallow(Message value, FieldSink sink) {
      messages.readShallow(value, sink);
    }

    @Override
    public M toModel(Message value) {
      return messages.toModel(value);
    }
  }
}
