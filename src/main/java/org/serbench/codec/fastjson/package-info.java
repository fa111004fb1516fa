/**
 * Alibaba's fastjson 1.x and fastjson2 (JSON and JSONB): its codecs, their bindings, and its
 * registry entries in {@link org.serbench.codec.fastjson.FastjsonCodecs}.
 */
package org.serbench.codec.fastjson;
