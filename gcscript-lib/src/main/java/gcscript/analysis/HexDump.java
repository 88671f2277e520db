package gcscript.analysis;

import gcscript.bytes.Hex;

/** Classic hex dumps of a region with offsets absolute in its file (named to keep clear of {@link Hex}). */
public final class HexDump {
    private HexDump() {}

    /**
     * 16 bytes a line of {@code [from, from+len)} (region indices, bounds-checked), each line headed by its
     * absolute offset, with an ASCII column.
     */
    public static String dump(Region region, int from, int len) {
        region.bytes().requireRange("hexdump", from, len);
        return Hex.dump(region.bytes().buffer(), region.base(), from, len);
    }

    /** The whole region. */
    public static String dump(Region region) {
        return dump(region, 0, region.length());
    }

    /** {@code before} and {@code after} bytes around an absolute offset, clipped to the region. */
    public static String around(Region region, long absolute, int before, int after) {
        long rel = absolute - region.base();
        region.bytes().requireRange("hexdump", rel, 0);
        int from = (int) Math.max(0, rel - before);
        int to = (int) Math.min(region.length(), rel + after);
        return dump(region, from, to - from);
    }
}
