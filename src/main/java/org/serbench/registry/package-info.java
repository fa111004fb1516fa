/**
 * {@link org.serbench.registry.CodecRegistry}: the one ordered list of every codec serbench
 * measures, in report order, each entry taken from its family's {@code *Codecs} class.
 *
 * <p>It lives outside {@code org.serbench.codec} because it names every family package, and the
 * families depend on the contract there: with the list in the contract package the arrows would run
 * both ways. The engine, the report and the JUnit extension look codecs up here.
 */
package org.serbench.registry;
