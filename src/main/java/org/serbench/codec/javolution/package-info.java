/**
 * Javolution XML with hand-written XMLFormats: its codecs, their bindings, and its registry entries
 * in {@link org.serbench.codec.javolution.JavolutionCodecs}.
 */
package org.serbench.codec.javolution;
