/**
 * XStream with hand-written converters: its codecs, their bindings, and its registry entries in
 * {@link org.serbench.codec.xstream.XStreamCodecs}.
 */
package org.serbench.codec.xstream;
