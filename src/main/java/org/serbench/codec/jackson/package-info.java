/**
 * Jackson: databind on JSON and its binary and XML dataformats, and hand-written streaming code:
 * its codecs, their bindings, and its registry entries in {@link
 * org.serbench.codec.jackson.JacksonCodecs}.
 */
package org.serbench.codec.jackson;
