/** serbench's phases as JMH benchmarks, and the runner of the cross-check against JMH. */
package org.serbench.jmh;
