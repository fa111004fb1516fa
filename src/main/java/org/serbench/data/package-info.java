/** Seeded generators of the data every framework round-trips, and the registry of data sets. */
package org.serbench.data;
