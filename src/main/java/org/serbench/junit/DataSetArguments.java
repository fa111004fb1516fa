package org.serbench.junit;

import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.ArgumentsProvider;
import org.junit.jupiter.params.support.ParameterDeclarations;
import org.serbench.data.DataSets;

/** The data sets {@code -Dserbench.datasets} selects, in report order. */
final class DataSetArguments implements ArgumentsProvider {
  @Override
  public Stream<? extends Arguments> provideArguments(
      ParameterDeclarations parameters, ExtensionContext context) {
    Bench bench = SerbenchExtension.bench(context);
    return DataSets.all().stream()
        .filter(d -> bench.settings().selectsDataSet(d.name()))
        .map(Arguments::of);
  }
}
