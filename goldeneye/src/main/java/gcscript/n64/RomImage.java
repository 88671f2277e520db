package gcscript.n64;

import gcscript.bytes.FormatException;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

/**
 * An N64 cartridge image normalised to big-endian (.z64) order, with its header fields. Dumps come in three byte
 * orders, told apart by the first word: {@code 80 37 12 40} (.z64, as is), {@code 37 80 40 12} (.v64, 16-bit
 * byte-swapped) and {@code 40 12 37 80} (.n64, 32-bit little-endian). The original is never modified.
 */
public final class RomImage {
    public enum Order { Z64, V64, N64 }

    private final String name;
    private final byte[] z64;
    private final Order order;

    private RomImage(String name, byte[] z64, Order order) {
        this.name = name;
        this.z64 = z64;
        this.order = order;
    }

    public static RomImage of(byte[] raw, String name) {
        if (raw.length < 0x40) throw new FormatException(name, "header", 0, ">= 0x40 bytes", raw.length + " bytes", null);
        int w = (raw[0] & 0xFF) << 24 | (raw[1] & 0xFF) << 16 | (raw[2] & 0xFF) << 8 | (raw[3] & 0xFF);
        switch (w) {
            case 0x80371240: return new RomImage(name, raw, Order.Z64);
            case 0x37804012: {
                if ((raw.length & 1) != 0) throw new FormatException(name, "length", raw.length, "an even length for .v64", "odd", null);
                byte[] o = new byte[raw.length];
                for (int i = 0; i < o.length; i += 2) { o[i] = raw[i + 1]; o[i + 1] = raw[i]; }
                return new RomImage(name, o, Order.V64);
            }
            case 0x40123780: {
                if ((raw.length & 3) != 0) throw new FormatException(name, "length", raw.length, "a multiple of 4 for .n64", raw.length + " bytes", null);
                byte[] o = new byte[raw.length];
                for (int i = 0; i < o.length; i += 4) { o[i] = raw[i + 3]; o[i + 1] = raw[i + 2]; o[i + 2] = raw[i + 1]; o[i + 3] = raw[i]; }
                return new RomImage(name, o, Order.N64);
            }
            default:
                throw new FormatException(name, "header.pi_bsd", 0, "80 37 12 40 (.z64), 37 80 40 12 (.v64) or 40 12 37 80 (.n64)",
                        String.format("%08x", w), null);
        }
    }

    public String name() { return name; }
    /** The normalised (big-endian) bytes; do not modify. */
    public byte[] bytes() { return z64; }
    public Order order() { return order; }
    public int length() { return z64.length; }
    /** Internal name at 0x20, 20 bytes, trailing spaces and NULs removed. */
    public String title() { return new String(z64, 0x20, 20, StandardCharsets.US_ASCII).replaceAll("[\\s\\x00]+$", ""); }
    /** Cartridge id at 0x3C (two ASCII letters). */
    public String cartridgeId() { return new String(z64, 0x3C, 2, StandardCharsets.US_ASCII); }
    /** Country code at 0x3E ('E' North America, 'J' Japan, 'P' Europe, ...). */
    public char country() { return (char) (z64[0x3E] & 0xFF); }
    public int revision() { return z64[0x3F] & 0xFF; }
    public long crc1() { return u32(0x10); }
    public long crc2() { return u32(0x14); }

    public long u32(int at) {
        return ((long) (z64[at] & 0xFF) << 24) | (z64[at + 1] & 0xFF) << 16 | (z64[at + 2] & 0xFF) << 8 | (z64[at + 3] & 0xFF);
    }

    /** MD5 of the normalised image, lower-case hex. */
    public String md5() {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("MD5").digest(z64));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
