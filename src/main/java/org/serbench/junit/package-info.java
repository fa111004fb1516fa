/** The JUnit 5 extension that runs the engine for a benchmark test and writes the report. */
package org.serbench.junit;
