package com.example.shop;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.serbench.codec.Codec;
import org.serbench.codec.Codecs;

/**
 * The shop's Avro mapping of an order, as a service that publishes orders to Kafka would write it:
 * a schema of its own ({@code order.avsc} below), generic records made from the order and back,
 * Avro's binary encoding. A UUID and a date use Avro's logical types; an amount is its decimal
 * string, since the shop's amounts keep their scale; the payment is a union of its two kinds.
 */
final class ShopAvro {
  static final Schema ORDER =
      new Schema.Parser()
          .parse(
              """
              {"type": "record", "name": "Order", "namespace": "com.example.shop.avro", "fields": [
                {"name": "id", "type": {"type": "string", "logicalType": "uuid"}},
                {"name": "placed", "type": {"type": "int", "logicalType": "date"}},
                {"name": "status", "type": {"type": "enum", "name": "Status",
                  "symbols": ["NEW", "PAID", "SHIPPED", "CANCELLED"]}},
                {"name": "total", "type": "string"},
                {"name": "quantities", "type": {"type": "map", "values": "int"}},
                {"name": "lines", "type": {"type": "array", "items": {"type": "record",
                  "name": "Line", "fields": [
                    {"name": "sku", "type": "string"},
                    {"name": "title", "type": "string"},
                    {"name": "quantity", "type": "int"},
                    {"name": "unitPrice", "type": "string"}]}}},
                {"name": "payment", "type": [
                  {"type": "record", "name": "Card", "fields": [
                    {"name": "amount", "type": "string"},
                    {"name": "currency", "type": "string"},
                    {"name": "last4", "type": "string"}]},
                  {"type": "record", "name": "Transfer", "fields": [
                    {"name": "amount", "type": "string"},
                    {"name": "currency", "type": "string"},
                    {"name": "iban", "type": "string"}]}]}
              ]}
              """);

  private static final Schema STATUS = ORDER.getField("status").schema();
  private static final Schema LINES = ORDER.getField("lines").schema();
  private static final Schema LINE = LINES.getElementType();
  private static final Schema CARD = ORDER.getField("payment").schema().getTypes().get(0);
  private static final Schema TRANSFER = ORDER.getField("payment").schema().getTypes().get(1);

  private ShopAvro() {}

  /** The codec: one writer, reader, buffer and decoder, reused for every call, on one thread. */
  static Codec codec() {
    GenericDatumWriter<GenericRecord> writer = new GenericDatumWriter<>(ORDER);
    GenericDatumReader<GenericRecord> reader = new GenericDatumReader<>(ORDER);
    ByteArrayOutputStream buffer = new ByteArrayOutputStream(1024);
    BinaryEncoder[] encoder = {null};
    BinaryDecoder[] decoder = {null};
    return Codecs.mapping(
        Order.class,
        ShopAvro::toRecord,
        record -> {
          buffer.reset();
          encoder[0] = EncoderFactory.get().binaryEncoder(buffer, encoder[0]);
          writer.write(record, encoder[0]);
          encoder[0].flush();
          return buffer.toByteArray();
        },
        bytes -> {
          decoder[0] = DecoderFactory.get().binaryDecoder(bytes, decoder[0]);
          return reader.read(null, decoder[0]);
        },
        ShopAvro::toOrder);
  }

  static GenericRecord toRecord(Order order) {
    GenericRecord record = new GenericData.Record(ORDER);
    record.put("id", order.id().toString());
    record.put("placed", (int) order.placed().toEpochDay());
    record.put("status", new GenericData.EnumSymbol(STATUS, order.status().name()));
    record.put("total", order.total().toString());
    record.put("quantities", order.quantities());
    List<GenericRecord> lines = new ArrayList<>(order.lines().size());
    for (Order.Line line : order.lines()) {
      GenericRecord l = new GenericData.Record(LINE);
      l.put("sku", line.sku());
      l.put("title", line.title());
      l.put("quantity", line.quantity());
      l.put("unitPrice", line.unitPrice().toString());
      lines.add(l);
    }
    record.put("lines", new GenericData.Array<>(LINES, lines));
    record.put("payment", toRecord(order.payment()));
    return record;
  }

  private static GenericRecord toRecord(Payment payment) {
    GenericRecord p;
    if (payment instanceof Payment.Card card) {
      p = new GenericData.Record(CARD);
      p.put("last4", card.getLast4());
    } else {
      p = new GenericData.Record(TRANSFER);
      p.put("iban", ((Payment.Transfer) payment).getIban());
    }
    p.put("amount", payment.getAmount().toString());
    p.put("currency", payment.getCurrency());
    return p;
  }

  static Order toOrder(GenericRecord record) {
    Map<String, Integer> quantities = new LinkedHashMap<>();
    ((Map<?, ?>) record.get("quantities"))
        .forEach((k, v) -> quantities.put(k.toString(), (Integer) v));
    List<Order.Line> lines = new ArrayList<>();
    for (Object o : (List<?>) record.get("lines")) {
      GenericRecord l = (GenericRecord) o;
      lines.add(
          new Order.Line(
              l.get("sku").toString(),
              l.get("title").toString(),
              (Integer) l.get("quantity"),
              new BigDecimal(l.get("unitPrice").toString())));
    }
    return new Order(
        UUID.fromString(record.get("id").toString()),
        LocalDate.ofEpochDay((Integer) record.get("placed")),
        Order.Status.valueOf(record.get("status").toString()),
        new BigDecimal(record.get("total").toString()),
        quantities,
        lines,
        toPayment((GenericRecord) record.get("payment")));
  }

  private static Payment toPayment(GenericRecord p) {
    BigDecimal amount = new BigDecimal(p.get("amount").toString());
    String currency = p.get("currency").toString();
    return p.getSchema().getName().equals("Card")
        ? new Payment.Card(amount, currency, p.get("last4").toString())
        : new Payment.Transfer(amount, currency, p.get("iban").toString());
  }
}
