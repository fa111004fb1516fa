/**
 * The evolution matrix: what each codec does when the writer and the reader hold different versions
 * of a message, in both directions, each cell judged against the values written.
 */
package org.serbench.evolution;
