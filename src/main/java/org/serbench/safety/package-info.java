/**
 * The safety matrices: fidelity probes, hostile input and the gadget probe, each cell run in the
 * codec's own JVM under a time and a memory limit, and the result files the report reads.
 */
package org.serbench.safety;
