/** Summaries of measured samples, on Apache Commons Math 3. */
package org.serbench.stats;
