package org.serbench.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.ClassDescriptor;
import org.junit.jupiter.api.ClassOrdererContext;
import org.junit.jupiter.api.Test;

/** The second pass's test class runs after every other, which keep the order they were found in. */
class SecondPassLastTest {
  static class First {}

  @SecondPass
  static class Pass {}

  static class Second {}

  static class Third {}

  @Test
  void theSecondPassComesLastAndTheOthersKeepTheirOrder() {
    List<ClassDescriptor> classes = new ArrayList<>();
    for (Class<?> c : List.of(First.class, Pass.class, Second.class, Third.class)) {
      classes.add(descriptor(c));
    }

    new SecondPassLast().orderClasses(context(classes));

    assertThat(classes.stream().map(d -> d.getTestClass().getSimpleName()))
        .containsExactly("First", "Second", "Third", "Pass");
  }

  private static ClassDescriptor descriptor(Class<?> testClass) {
    return (ClassDescriptor)
        Proxy.newProxyInstance(
            ClassDescriptor.class.getClassLoader(),
            new Class<?>[] {ClassDescriptor.class},
            (proxy, method, args) ->
                switch (method.getName()) {
                  case "getTestClass" -> testClass;
                  case "isAnnotated" -> testClass.isAnnotationPresent(annotation(args[0]));
                  case "toString" -> testClass.getSimpleName();
                  default -> throw new UnsupportedOperationException(method.getName());
                });
  }

  @SuppressWarnings("unchecked")
  private static Class<? extends java.lang.annotation.Annotation> annotation(Object type) {
    return (Class<? extends java.lang.annotation.Annotation>) type;
  }

  private static ClassOrdererContext context(List<ClassDescriptor> classes) {
    return (ClassOrdererContext)
        Proxy.newProxyInstance(
            ClassOrdererContext.class.getClassLoader(),
            new Class<?>[] {ClassOrdererContext.class},
            (proxy, method, args) -> {
              if (method.getName().equals("getClassDescriptors")) {
                return classes;
              }
              throw new UnsupportedOperationException(method.getName());
            });
  }
}
