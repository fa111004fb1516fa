/**
 * The fidelity probes' classes: one edge value each, with value equality that tells the edge apart
 * ({@code -0.0} from {@code 0.0}, {@code 1.50} from {@code 1.5}, a shared object from two copies).
 */
package org.serbench.model.probe;
