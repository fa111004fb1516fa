/**
 * Gson: reflection databind and hand-written streaming adapters: its codecs, their bindings, and
 * its registry entries in {@link org.serbench.codec.gson.GsonCodecs}.
 */
package org.serbench.codec.gson;
