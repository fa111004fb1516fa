/** One adapter per framework family behind one contract, and the registry of codecs. */
package org.serbench.codec;
