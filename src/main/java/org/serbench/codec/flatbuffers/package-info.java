/**
 * FlatBuffers (flatbuffers-java) on generated tables: its codecs, their bindings, and its registry
 * entries in {@link org.serbench.codec.flatbuffers.FlatBuffersCodecs}.
 */
package org.serbench.codec.flatbuffers;
