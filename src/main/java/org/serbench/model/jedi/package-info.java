/** jmh-serialization's Youngling, Padawan and Master lists of Jedi (about 5 KB, 500 KB, 12 MB). */
package org.serbench.model.jedi;
