/**
 * ActiveMQ's Protocol Buffers implementation (activemq-protobuf), on the messages of its "alt"
 * generator: its codecs, their bindings, and its registry entries in {@link
 * org.serbench.codec.activemq.ActiveMqCodecs}.
 */
package org.serbench.codec.activemq;
