package gcscript.check;

/**
 * The outcome of one invariant on one subject: {@code check} names the invariant (stable, e.g.
 * {@code moby.vertex.id_pipelined}), {@code subject} the thing it was applied to, by its path
 * ({@code level[3].core.moby[12].packet[2]}), {@code offset} where in its file (absolute; -1 when none).
 */
public record Check(String check, String subject, long offset, boolean holds, String expected, String found) {
    public String status() { return holds ? "holds" : "fails"; }
}
