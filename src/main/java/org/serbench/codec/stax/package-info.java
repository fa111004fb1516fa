/**
 * Hand-written StAX code on Woodstox, Aalto and Fast Infoset: its codecs, their bindings, and its
 * registry entries in {@link org.serbench.codec.stax.StaxCodecs}.
 */
package org.serbench.codec.stax;
