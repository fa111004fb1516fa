/**
 * Google's protobuf-java on generated messages: binary and JsonFormat: its codecs, their bindings,
 * and its registry entries in {@link org.serbench.codec.protobuf.ProtobufCodecs}.
 */
package org.serbench.codec.protobuf;
