package gcscript.pif;

/**
 * One texture of a list as stored: where it is, its PIF header fields, and its decoded pixels (ARGB, row by row;
 * the 8-bit palette in CSM1 order, alpha 0..0x80 expanded, as the level CLUTs).
 */
public record Pif(int index, long offset, int listOffset, long magic, int fileSize, int width, int height, int format,
                  int clutFormat, int clutOrder, int mipLevels, int[] argb) {
    /** Palette, then texels: the bytes a one-level 8-bit PIF occupies after its header. */
    public long bodyEnd() { return offset + PifLayouts.PIF.size() + gcscript.texture.Clut.BYTES + (long) width * height; }

    /** SHA-256 of the decoded pixels as RGBA bytes (the form the level textures' hashes use). */
    public String rgbaSha256() {
        byte[] rgba = new byte[4 * argb.length];
        for (int i = 0; i < argb.length; i++) {
            int c = argb[i];
            rgba[4 * i] = (byte) (c >> 16);
            rgba[4 * i + 1] = (byte) (c >> 8);
            rgba[4 * i + 2] = (byte) c;
            rgba[4 * i + 3] = (byte) (c >>> 24);
        }
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(rgba));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
