/**
 * Cap'n Proto (capnproto-java) on generated structs: its codecs, their bindings, and its registry
 * entries in {@link org.serbench.codec.capnproto.CapnProtoCodecs}.
 */
package org.serbench.codec.capnproto;
