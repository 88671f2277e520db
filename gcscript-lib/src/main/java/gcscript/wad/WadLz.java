package gcscript.wad;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Hex;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * WAD-LZ, the LZ77 variant of every compressed level segment (docs/formats/wad.md): a 16-byte header
 * ({@code "WAD"}, s32 total size at 3, a 9-byte name at 7) followed by the packet stream.
 */
public final class WadLz {
    private WadLz() {}

    public static final int HEADER_SIZE = 16;
    /** Bytes of the informational name field at 0x07. */
    public static final int NAME_SIZE = 9;

    /** The header as a record (the magic and the name are text, read as such). */
    public static final gcscript.layout.Layout HEADER = new gcscript.layout.Layout("wad", HEADER_SIZE, "docs/formats/wad.md");
    public static final gcscript.layout.Field COMPRESSED_SIZE = HEADER.s32("compressed_size", 3,
            "bytes of the whole stream, this header included");
    /** The magic "WAD", one field per byte (checked as text by {@link #compressedSize}). */
    public static final gcscript.layout.Field[] MAGIC = HEADER.array("magic", 0, gcscript.layout.Type.U8,
            "\"WAD\" (57 41 44)", "0", "1", "2");
    /** The informational name ({@code coredata}, {@code gameplay}, ...), NUL-padded; declared so a round trip re-encodes it. */
    public static final gcscript.layout.Field[] NAME = HEADER.array("name", 7, gcscript.layout.Type.U8,
            "informational name, ASCII, NUL-padded", "0", "1", "2", "3", "4", "5", "6", "7", "8");

    /** Reads the 16-byte header; checks the magic and that the declared size lies in [16, stream length]. */
    public static int compressedSize(ByteReader stream) {
        if (stream.length() < HEADER_SIZE) {
            throw stream.error(path(stream, "header"), 0, HEADER_SIZE + " header bytes", stream.length() + " bytes");
        }
        byte[] magic = stream.bytes(path(stream, "magic"), 0, 3);
        if (magic[0] != 'W' || magic[1] != 'A' || magic[2] != 'D') {
            throw stream.error(path(stream, "magic"), 0, "\"WAD\" (57 41 44)", Hex.bytes(magic, 0, 3));
        }
        gcscript.layout.Rec h = HEADER.read(stream, 0, recordPath(stream));
        int size = h.i(COMPRESSED_SIZE);
        if (size < HEADER_SIZE || size > stream.length()) {
            throw stream.error(path(stream, COMPRESSED_SIZE.name()), COMPRESSED_SIZE.offset(),
                    "a size in [16, " + stream.length() + "] (the stream length)", Integer.toString(size));
        }
        return size;
    }

    /**
     * The path of a stream's header field, in errors and as its owner in the coverage map: {@code wad.FIELD} after the
     * stream's own path when it is a named part of a file ({@code level[1].chunk_1.tfrags.wad.magic}: which of a level's
     * streams it is), alone for a stream that is a whole file ({@code wad decompress}).
     */
    static String path(ByteReader stream, String field) { return recordPath(stream) + "." + field; }

    /** The header record's path: {@code wad} after the stream's own path, or alone for a whole file. */
    static String recordPath(ByteReader stream) {
        String name = stream.name();
        return name == null || name.equals(stream.file()) ? "wad" : name + ".wad";
    }

    /** Decodes a stream whose output size is known (core_data: assets_decompressed_size); any other size is an error. */
    public static byte[] decompress(ByteReader stream, int expectedSize) {
        return WadLzDecoder.decodeExact(stream, expectedSize);
    }

    /**
     * Decodes a stream whose output size is known into {@code [0, expectedSize)} of {@code dst} and returns
     * {@code dst}: a caller that decodes many streams reuses one buffer instead of touching fresh memory each time.
     * {@code dst} must be at least {@code expectedSize} bytes; nothing is written at or past {@code expectedSize}.
     */
    public static byte[] decompress(ByteReader stream, int expectedSize, byte[] dst) {
        Objects.requireNonNull(dst, "dst");
        return WadLzDecoder.decodeExactInto(stream, expectedSize, dst);
    }

    /** Decodes a stream of unknown output size, refusing to produce more than {@code maxOutput} bytes. */
    public static byte[] decompressCapped(ByteReader stream, int maxOutput) {
        return WadLzDecoder.decodeCapped(stream, maxOutput);
    }

    /** Encodes {@code data}; {@code name} (at most 9 ASCII bytes) goes into the header's informational field. */
    public static byte[] compress(byte[] data, String name) {
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(name, "name");
        byte[] name9 = name.getBytes(StandardCharsets.US_ASCII);
        if (name9.length > NAME_SIZE || !StandardCharsets.US_ASCII.newEncoder().canEncode(name)) {
            throw new IllegalArgumentException("name must be at most " + NAME_SIZE + " ASCII bytes: " + name);
        }
        byte[] out = WadLzEncoder.encode(data, name9);
        // the public encoder is known to emit streams that decode to something else (docs/formats/wad.md): prove this one
        try {
            byte[] back = decompress(ByteReader.of(out, "compressed " + name), data.length);
            if (Arrays.equals(back, data)) return out;
        } catch (FormatException e) {
            throw new IllegalStateException("WAD-LZ encoder produced an undecodable stream: " + e.oneLine(), e);
        }
        throw new IllegalStateException("WAD-LZ encoder produced a stream that does not decode to its input");
    }
}
