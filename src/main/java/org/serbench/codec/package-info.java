/**
 * The codec contract: {@link org.serbench.codec.Codec}, {@link org.serbench.codec.Binding}, {@link
 * org.serbench.codec.PojoBinding}, {@link org.serbench.codec.FieldSink}, {@link
 * org.serbench.codec.CodecSpec} (a registry entry), {@link
 * org.serbench.codec.UnsupportedDataException}, {@link org.serbench.codec.SchemaCodec} (the base of
 * a codec written per model class), and the model helpers more than one family uses ({@link
 * org.serbench.codec.ModelReaders}, {@link org.serbench.codec.ModelClasses}), and their
 * counterparts for a user's own classes ({@link org.serbench.codec.GenericReaders}, {@link
 * org.serbench.codec.ClassesReached}).
 *
 * <p>Each library family is one package below this one ({@code org.serbench.codec.jackson}, {@code
 * org.serbench.codec.thrift}, ...) holding its codecs, their bindings and one {@code *Codecs} class
 * with its registry entries: the configuration the report prints, the Maven artifacts and the
 * factory. A family depends on this package and the model, never on another family; code two
 * families would share belongs here. The ordered list of all entries is {@code
 * org.serbench.registry.CodecRegistry}: it names every family, so it cannot live here without the
 * contract depending on its own implementations.
 *
 * <p>Two classes here are neither contract nor shared: {@link org.serbench.codec.HessianCodec} and
 * {@link org.serbench.codec.XsonCodec} only hold a nested class whose name Hessian and XSON write
 * into their bytes. They keep the names those classes had before the families moved into their own
 * packages, so that the bytes did not change.
 */
package org.serbench.codec;
