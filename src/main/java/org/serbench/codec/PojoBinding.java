package org.serbench.codec;

/**
 * The binding of a POJO library, whose native type is the model: "create" and the conversion back
 * are the identity, and the deep read walks the model.
 */
public abstract class PojoBinding<M> implements Binding<M, M> {
  private final ModelReaders.Reader<M> deep;
  private final ModelReaders.Reader<M> shallow;

  protected PojoBinding(Class<M> type) {
    this.deep = ModelReaders.deep(type);
    this.shallow = ModelReaders.shallow(type);
  }

  @Override
  public final M create(M model) {
    return model;
  }

  @Override
  public final void readDeep(M value, FieldSink sink) {
    deep.read(value, sink);
  }

  @Override
  public final void readShallow(M value, FieldSink sink) {
    shallow.read(value, sink);
  }

  @Override
  public final M toModel(M value) {
    return value;
  }
}
