/**
 * DSL-JSON with compile-time databinding: its codecs, their bindings, and its registry entries in
 * {@link org.serbench.codec.dsljson.DslJsonCodecs}.
 */
package org.serbench.codec.dsljson;
