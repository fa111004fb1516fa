package org.serbench.junit;

import java.util.Comparator;
import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.ClassOrdererContext;

/**
 * Runs the test classes in the order they were found, those marked {@link SecondPass} after all the
 * others, so that a cell's later JVMs ({@code serbench.spread=run}) come after every codec's first
 * ones. Set as the default class orderer in {@code junit-platform.properties}.
 */
public final class SecondPassLast implements ClassOrderer {
  @Override
  public void orderClasses(ClassOrdererContext context) {
    // A stable sort: the other classes keep their order.
    context.getClassDescriptors().sort(Comparator.comparing(d -> d.isAnnotated(SecondPass.class)));
  }
}
