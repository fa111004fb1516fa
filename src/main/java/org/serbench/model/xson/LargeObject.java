package org.serbench.model.xson;

import java.io.Serializable;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/** XSON's large object: numbers, lines of text and bytes. */
public class LargeObject implements Serializable {
  private static final long serialVersionUID = 1L;

  private String name;
  private int[] numbers;
  private List<String> lines;
  private byte[] blob;

  public LargeObject() {}

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public int[] getNumbers() {
    return numbers;
  }

  public void setNumbers(int[] numbers) {
    this.numbers = numbers;
  }

  public List<String> getLines() {
    return lines;
  }

  public void setLines(List<String> lines) {
    this.lines = lines;
  }

  public byte[] getBlob() {
    return blob;
  }

  public void setBlob(byte[] blob) {
    this.blob = blob;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LargeObject other
        && Objects.equals(name, other.name)
        && Arrays.equals(numbers, other.numbers)
        && Objects.equals(lines, other.lines)
        && Arrays.equals(blob, other.blob);
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, lines) * 31 + Arrays.hashCode(numbers) * 31 + Arrays.hashCode(blob);
  }

  @Override
  public String toString() {
    return "LargeObject{name="
        + name
        + ", "
        + (numbers == null ? "no" : numbers.length)
        + " numbers, "
        + (lines == null ? "no" : lines.size())
        + " lines, "
        + (blob == null ? "no" : blob.length)
        + " bytes}";
  }
}
