package gcscript.wad;

import gcscript.bytes.ByteReader;

/**
 * WAD-LZ, the LZ77 variant of every compressed level segment (rac2-formats §3).
 * API fixed; implementation in progress.
 */
public final class WadLz {
    private WadLz() {}

    public static final int HEADER_SIZE = 16;

    /** Reads the 16-byte header; checks the magic and that the declared size lies in [16, stream length]. */
    public static int compressedSize(ByteReader stream) { throw new UnsupportedOperationException("in progress"); }

    /** Decodes a stream whose output size is known (core_data: assets_decompressed_size); any other size is an error. */
    public static byte[] decompress(ByteReader stream, int expectedSize) { throw new UnsupportedOperationException("in progress"); }

    /** Decodes a stream of unknown output size, refusing to produce more than {@code maxOutput} bytes. */
    public static byte[] decompressCapped(ByteReader stream, int maxOutput) { throw new UnsupportedOperationException("in progress"); }

    /** Encodes {@code data}; {@code name} (at most 9 ASCII bytes) goes into the header's informational field. */
    public static byte[] compress(byte[] data, String name) { throw new UnsupportedOperationException("in progress"); }
}
