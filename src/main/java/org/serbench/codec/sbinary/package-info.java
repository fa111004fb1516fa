/**
 * sbinary (Scala), called from Java: its codecs, their bindings, and its registry entries in {@link
 * org.serbench.codec.sbinary.SbinaryCodecs}.
 */
package org.serbench.codec.sbinary;
