package gcscript.goldeneye.synth;

/** The two other dump byte orders, written from their definitions (.v64: 16-bit swapped; .n64: 32-bit reversed). */
public final class ByteOrders {
    private ByteOrders() {}

    public static byte[] toV64(byte[] z64) {
        byte[] o = z64.clone();
        for (int i = 0; i + 1 < o.length; i += 2) { byte t = o[i]; o[i] = o[i + 1]; o[i + 1] = t; }
        return o;
    }

    public static byte[] toN64(byte[] z64) {
        byte[] o = new byte[z64.length];
        for (int i = 0; i + 3 < o.length; i += 4) {
            o[i] = z64[i + 3]; o[i + 1] = z64[i + 2]; o[i + 2] = z64[i + 1]; o[i + 3] = z64[i];
        }
        return o;
    }
}
