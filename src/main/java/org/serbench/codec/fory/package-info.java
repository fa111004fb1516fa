/**
 * Apache Fory in Java mode: its codecs, their bindings, and its registry entries in {@link
 * org.serbench.codec.fory.ForyCodecs}.
 */
package org.serbench.codec.fory;
