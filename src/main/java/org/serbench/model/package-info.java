/** The data classes every framework round-trips: plain Java, JDK types only, one idea per file. */
package org.serbench.model;
