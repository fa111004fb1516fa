/**
 * The XSON test's scenarios: 255 int fields, every common type, parent and child classes in arrays
 * and collections, circular references, a large object.
 */
package org.serbench.model.xson;
