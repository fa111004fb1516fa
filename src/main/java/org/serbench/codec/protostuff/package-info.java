/**
 * Protostuff: compiler-generated beans and runtime schemas: its codecs, their bindings, and its
 * registry entries in {@link org.serbench.codec.protostuff.ProtostuffCodecs}.
 */
package org.serbench.codec.protostuff;
