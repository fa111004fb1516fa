package org.serbench.codec;

/** A codec cannot carry a model class; the report shows the message, never a number. */
public final class UnsupportedDataException extends Exception {
  public UnsupportedDataException(String message) {
    super(message);
  }

  public UnsupportedDataException(String message, Throwable libraryError) {
    super(message, libraryError);
  }
}
