package gcscript.level;

import gcscript.bytes.ByteReader;
import java.util.function.Supplier;

/**
 * A named piece of a level file for extraction: a stored window ({@code offset} absolute in the level file)
 * or a decompressed stream ({@code offset} -1, {@code source} names the stream it came from).
 */
public record Part(String name, String source, long offset, Supplier<ByteReader> bytes) {}
