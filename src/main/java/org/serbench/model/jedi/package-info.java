/** jmh-serialization's Youngling, Padawan and Master lists of Jedi. */
package org.serbench.model.jedi;
