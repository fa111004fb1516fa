/**
 * JBoss Marshalling (river and serial protocols): its codecs, their bindings, and its registry
 * entries in {@link org.serbench.codec.jboss.JbossMarshallingCodecs}.
 */
package org.serbench.codec.jboss;
