package org.serbench.safety;

/**
 * One cell of a safety matrix: a codec on one probe.
 *
 * @param probe the probe's name, the matrix column
 * @param outcome the outcome keyword the matrix shows and the recorded outcomes assert
 * @param detail how: the library's own exception class and message, or the first differing path
 */
public record SafetyOutcome(String probe, String outcome, String detail) {}
