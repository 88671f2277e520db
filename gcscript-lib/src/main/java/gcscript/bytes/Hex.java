package gcscript.bytes;

import java.nio.ByteBuffer;

/** Hex formatting shared by error messages and the analysis tools. */
public final class Hex {
    private Hex() {}

    private static final char[] DIGITS = "0123456789abcdef".toCharArray();

    public static String u32(long v) { return String.format("0x%08x", v & 0xffffffffL); }

    public static String of(long v) { return "0x" + Long.toHexString(v); }

    /**
     * An int as the 32-bit word it is: a negative one prints as {@code 0x93b198a8}, never sign-extended to 64 bits
     * ({@code 0xffffffff93b198a8}, a value no 32-bit field holds). Every {@code Hex.of(int)} call resolves here.
     */
    public static String of(int v) { return "0x" + Integer.toHexString(v); }

    /** A boxed integer at its own width (int 32 bits, short 16, byte 8, long 64): table cells of any integer column. */
    public static String of(Number n) {
        if (n instanceof Integer i) return of(i.intValue());
        if (n instanceof Short s) return of(s & 0xffff);
        if (n instanceof Byte b) return of(b & 0xff);
        return of(n.longValue());
    }

    /** One byte value (0..255) as two lower-case hex digits. */
    public static StringBuilder appendByte(StringBuilder sb, int v) { return sb.append(DIGITS[v >>> 4 & 15]).append(DIGITS[v & 15]); }

    /** Bytes as "0a 1b 2c". */
    public static String bytes(byte[] b, int from, int len) {
        StringBuilder sb = new StringBuilder(len * 3);
        for (int i = 0; i < len; i++) {
            if (i > 0) sb.append(' ');
            appendByte(sb, b[from + i] & 0xff);
        }
        return sb.toString();
    }

    /**
     * A classic 16-bytes-a-line dump of {@code buf[from, from+len)}, clipped to the buffer, with offsets
     * printed as {@code base + index} so they are absolute in the file the buffer came from.
     */
    public static String dump(ByteBuffer buf, long base, int from, int len) {
        int lim = buf.limit();
        int start = Math.max(0, Math.min(from, lim));
        int end = (int) Math.max(start, Math.min((long) from + len, lim));
        StringBuilder sb = new StringBuilder();
        int lineStart = start & ~15;
        for (int line = lineStart; line < end; line += 16) {
            if (sb.length() > 0) sb.append('\n');
            sb.append(String.format("%08x  ", base + line));
            StringBuilder ascii = new StringBuilder();
            for (int i = line; i < line + 16; i++) {
                if (i >= start && i < end) {
                    int v = buf.get(i) & 0xff;
                    sb.append(DIGITS[v >>> 4]).append(DIGITS[v & 15]).append(' ');
                    ascii.append(v >= 0x20 && v < 0x7f ? (char) v : '.');
                } else {
                    sb.append("   ");
                    ascii.append(' ');
                }
                if (i == line + 7) sb.append(' ');
            }
            sb.append(" |").append(ascii).append('|');
        }
        return sb.toString();
    }
}
