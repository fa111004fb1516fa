/**
 * Version 1 of the evolution matrix's messages: one class per change ({@code AddField}, {@code
 * RenameField}, ...) and the enum {@link org.serbench.evolution.message.Color}.
 *
 * <p>Version 2 holds the same class names in the same package, compiled apart from these: a JVM of
 * the matrix has one version on its class path, never both together, so that a reader of one
 * version meets bytes the other version wrote.
 */
package org.serbench.evolution.message;
