/**
 * Kryo 5: reflection serializers and hand-written ones: its codecs, their bindings, and its
 * registry entries in {@link org.serbench.codec.kryo.KryoCodecs}.
 */
package org.serbench.codec.kryo;
