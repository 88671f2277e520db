package gcscript.vif;

/**
 * One command of a walked list. Offsets are indices into the walked reader; {@code absOffset} is absolute in
 * its file. {@code wl}/{@code cl} are the cycle settings in force when the command ran (they decide how much an
 * UNPACK reads), {@code mode} the STMOD mode. {@code status} is {@code ok}, {@code invalid} (unknown command or
 * unpack format) or {@code truncated} (payload past the end); a walk stops after the first non-ok row.
 */
public record VifCommand(int offset, long absOffset, VifCode code, int payloadOffset, long payloadBytes,
                         int wl, int cl, int mode, String status) {

    public boolean ok() { return status.equals("ok"); }
    public boolean isUnpack() { return ok() && code.isUnpack(); }
    public long totalBytes() { return 4 + Math.max(0, payloadBytes); }
    public int end() { return (int) (offset + totalBytes()); }

    /** Element count read by this UNPACK under the cycle settings in force. */
    public int elements() { return code.unpackElements(wl, cl); }
    /** Unpadded data bytes of this UNPACK. */
    public int dataBytes() { return (int) code.unpackDataBytes(wl, cl); }

    public String name() {
        return switch (status) { case "ok" -> code.name(); default -> status; };
    }
}
