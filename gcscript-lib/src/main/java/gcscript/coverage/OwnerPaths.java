package gcscript.coverage;

/**
 * Owner paths of coverage claims in their generic form, shared by the coverage tables and the round trip's carried
 * rows. Parsed by hand, not by regular expressions: it runs once per coverage region, millions of times on a
 * full-size disc.
 */
public final class OwnerPaths {
    private OwnerPaths() {}

    /** An owner with its record indices written {@code [*]}, the level's kept ({@code level[2].core.moby[*].packet[*]}). */
    public static String generic(String owner) {
        StringBuilder sb = new StringBuilder(owner.length());
        int i = 0;
        if (owner.startsWith("level[")) {
            int close = owner.indexOf(']');
            if (close > 0) { sb.append(owner, 0, close + 1); i = close + 1; }
        }
        while (i < owner.length()) {
            char c = owner.charAt(i);
            int close = c == '[' ? owner.indexOf(']', i) : -1;
            if (close > i + 1 && digits(owner, i + 1, close)) {
                sb.append("[*]");
                i = close + 1;
            } else {
                sb.append(c);
                i++;
            }
        }
        return sb.toString();
    }

    /**
     * An owner as the coverage tables show it: from the level down ({@code level[2].core.tfrags[3]}), whichever way
     * its reader named it (some name paths from the level, others from their area: {@code core.tfrags[3]}, {@code vif});
     * both owners of an overlap ({@code a / b}) alike; "" (nothing claims the bytes) stays "". A map of no level
     * ({@code level} &lt; 0: the whole image, a global WAD) keeps its owners as given.
     */
    public static String qualified(int level, String owner) {
        if (level < 0) return owner;
        int sep = owner.indexOf(" / ");
        if (sep >= 0) return qualified(level, owner.substring(0, sep)) + " / " + qualified(level, owner.substring(sep + 3));
        return owner.isEmpty() || owner.startsWith("level[") ? owner : "level[" + level + "]." + owner;
    }

    private static boolean digits(String s, int from, int to) {
        for (int i = from; i < to; i++) if (!Character.isDigit(s.charAt(i))) return false;
        return true;
    }
}
