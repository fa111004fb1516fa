/**
 * Caucho Hessian 2: its codecs, their bindings, and its registry entries in {@link
 * org.serbench.codec.hessian.HessianCodecs}.
 */
package org.serbench.codec.hessian;
