/**
 * Apache Thrift (libthrift), binary and compact protocols, on hand-written structs: its codecs,
 * their bindings, and its registry entries in {@link org.serbench.codec.thrift.ThriftCodecs}.
 */
package org.serbench.codec.thrift;
