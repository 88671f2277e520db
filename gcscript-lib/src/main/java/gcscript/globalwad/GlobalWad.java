package gcscript.globalwad;

import java.util.Map;

/** The nine global WADs whose headers open RC2.HDR, in the order GC stores them, identified by header size (docs/formats/disc.md). */
public enum GlobalWad {
    MPEG(0x328), MISC(0x040), HUD(0x1870), BONUS(0xa48), AUDIO(0x1800), SPACE(0xba8), SCENE(0x170), GADGET(0x3c8), ARMOR(0x0f8);

    public final int headerSize;

    GlobalWad(int headerSize) { this.headerSize = headerSize; }

    private static final Map<Integer, GlobalWad> BY_SIZE;
    static {
        java.util.HashMap<Integer, GlobalWad> m = new java.util.HashMap<>();
        for (GlobalWad g : values()) m.put(g.headerSize, g);
        BY_SIZE = Map.copyOf(m);
    }

    public static GlobalWad bySize(int size) { return BY_SIZE.get(size); }

    public String fileName() { return name() + ".WAD"; }
}
