package org.serbench.codec;

import java.io.IOException;

/**
 * The binding of hand-written code on a library's streaming API: a writer and a reader per model
 * class, on the output and input that the subclass opens for each message.
 *
 * @param <M> the model class
 * @param <O> what the writer writes to (a generator, a packer, a data stream)
 * @param <I> what the reader reads from
 */
public abstract class HandWrittenBinding<M, O, I> extends PojoBinding<M> {

  /** Writes one model class. */
  @FunctionalInterface
  public interface Writer<O, M> {
    void write(O out, M value) throws IOException;
  }

  /** Reads one model class. */
  @FunctionalInterface
  public interface Reader<I, M> {
    M read(I in) throws IOException;
  }

  protected final Writer<O, M> writer;
  protected final Reader<I, M> reader;

  protected HandWrittenBinding(Class<M> type, Writer<O, M> writer, Reader<I, M> reader) {
    super(type);
    this.writer = writer;
    this.reader = reader;
  }
}
