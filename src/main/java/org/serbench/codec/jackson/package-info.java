/**
 * Jackson 2: databind on JSON and its binary and XML dataformats, jackson-jr's bean binding, and
 * hand-written streaming code: its codecs, their bindings, and its registry entries in {@link
 * org.serbench.codec.jackson.JacksonCodecs}.
 */
package org.serbench.codec.jackson;
