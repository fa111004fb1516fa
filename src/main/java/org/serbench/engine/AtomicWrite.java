package org.serbench.engine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;

/** Writes a file through a temporary sibling and an atomic move: no reader sees half of it. */
public final class AtomicWrite {
  private AtomicWrite() {}

  /** Replaces {@code file} with {@code text} (UTF-8), creating its directory if needed. */
  public static Path writeString(Path file, String text) throws IOException {
    Path dir = file.toAbsolutePath().getParent();
    Files.createDirectories(dir);
    Path temp = Files.createTempFile(dir, ".writing-", ".tmp");
    try {
      Files.writeString(temp, text, StandardCharsets.UTF_8);
      // A temporary file is private to its owner; the file it becomes is an ordinary one.
      if (Files.getFileStore(temp).supportsFileAttributeView("posix")) {
        Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rw-r--r--"));
      }
      Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } finally {
      Files.deleteIfExists(temp);
    }
    return file;
  }
}
