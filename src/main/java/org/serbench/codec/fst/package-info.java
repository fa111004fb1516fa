/**
 * FST (fast-serialization): its codecs, their bindings, and its registry entries in {@link
 * org.serbench.codec.fst.FstCodecs}.
 */
package org.serbench.codec.fst;
