/**
 * MessagePack's msgpack-core, driven by hand: its codecs, their bindings, and its registry entries
 * in {@link org.serbench.codec.msgpack.MessagePackCodecs}.
 */
package org.serbench.codec.msgpack;
