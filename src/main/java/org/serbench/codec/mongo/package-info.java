/**
 * MongoDB's BSON library with its POJO codecs: its codecs, their bindings, and its registry entries
 * in {@link org.serbench.codec.mongo.MongoBsonCodecs}.
 */
package org.serbench.codec.mongo;
