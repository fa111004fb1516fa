/**
 * Moshi (Square): reflective JSON binding on Okio: its codec and its registry entry in {@link
 * org.serbench.codec.moshi.MoshiCodecs}.
 */
package org.serbench.codec.moshi;
