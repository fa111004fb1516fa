/**
 * Jackson 3 ({@code tools.jackson}) databind on JSON, Smile, CBOR, XML and Protobuf, beside the
 * {@code jackson} family's Jackson 2: its defaults, and JSON with Jackson 2's defaults too; and
 * jackson-jr 3's bean binding.
 */
package org.serbench.codec.jackson3;
