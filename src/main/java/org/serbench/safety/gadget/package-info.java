/**
 * The gadget probe: does a decoder build a class, from outside the model, that the bytes name?
 * Asked of the configuration serbench measures and of the library's documented safe one.
 */
package org.serbench.safety.gadget;
