/**
 * Yasson, the reference implementation of Jakarta JSON Binding (JSON-B), on Parsson's JSON-P: its
 * registry entry in {@link org.serbench.codec.yasson.YassonCodecs}.
 */
package org.serbench.codec.yasson;
