/**
 * avaje-jsonb: JSON adapters its annotation processor generates at compile time, no reflection: its
 * codec, the model classes it generates adapters for, and its registry entry in {@link
 * org.serbench.codec.avaje.AvajeJsonbCodecs}.
 */
package org.serbench.codec.avaje;
