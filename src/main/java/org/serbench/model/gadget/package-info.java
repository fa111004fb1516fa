/**
 * The model side of the gadget probe: a class with a field declared {@code Object}, the slot in
 * which a library that names classes writes the name of whatever it holds.
 */
package org.serbench.model.gadget;
