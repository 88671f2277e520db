package gcscript.goldeneye.synth;

import java.security.MessageDigest;
import java.util.HexFormat;

final class Hash {
    private Hash() {}

    static String sha256(byte[] b) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
