package gcscript.level;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Hex;
import gcscript.bytes.Severity;
import gcscript.wad.WadLz;

/**
 * The design notes' unit check: a compressed stream declares its own size, and that size must agree with the
 * extent or range that holds it. Reading sectors as bytes (or the reverse) shows up here first.
 */
final class Holders {
    private Holders() {}

    /** Slack a holder may have past its stream: sector padding for sector extents, alignment for byte ranges. */
    static final int MAX_SLACK = 0x800;

    static void checkStream(Level level, String path, ByteReader holder, long holderBytes) {
        int declared;
        try {
            declared = WadLz.compressedSize(holder);
        } catch (FormatException e) {
            level.problems().caught(e, level.number());
            return;
        }
        if (holderBytes - declared >= MAX_SLACK) {
            level.problems().report(level.number(), level.fileName(), path + ".wad.compressed_size", holder.absolute(3),
                    "stream_fills_holder", "within " + Hex.of(MAX_SLACK) + " bytes of the holder's " + holderBytes,
                    Integer.toString(declared), Severity.WARNING);
        }
    }
}
