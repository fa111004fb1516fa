/**
 * JDK serialization, and hand-written DataOutputStream/DataInputStream code: its codecs, their
 * bindings, and its registry entries in {@link org.serbench.codec.jdk.JdkCodecs}.
 */
package org.serbench.codec.jdk;
