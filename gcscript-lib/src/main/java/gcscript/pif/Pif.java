package gcscript.pif;

/**
 * One texture of a list as stored: where it is, its PIF header fields, and its decoded pixels (ARGB, row by row;
 * the 8-bit palette in CSM1 order, alpha 0..0x80 expanded, as the level CLUTs).
 */
public record Pif(int index, long offset, int listOffset, long magic, int fileSize, int width, int height, int format,
                  int clutFormat, int clutOrder, int mipLevels, int[] argb) {
    /** SHA-256 of the decoded pixels as RGBA bytes (the form the level textures' hashes use). */
    public String rgbaSha256() {
        byte[] rgba = new gcscript.texture.Texture.Level(0, width, height, argb).rgba();
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(rgba));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
