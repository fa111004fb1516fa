/**
 * XSON: its codecs, their bindings, and its registry entries in {@link
 * org.serbench.codec.xson.XsonCodecs}.
 */
package org.serbench.codec.xson;
