/**
 * Apache Avro: generated specific records and generic records: its codecs, their bindings, and its
 * registry entries in {@link org.serbench.codec.avro.AvroCodecs}.
 */
package org.serbench.codec.avro;
