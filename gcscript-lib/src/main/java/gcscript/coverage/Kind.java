package gcscript.coverage;

import gcscript.bytes.Coverage;

/** What a region of a buffer is, as the {@code kind} column spells it. */
public enum Kind {
    /** Read and interpreted through a declaration. */
    DECODED,
    /** Extent known from a declared offset and size, contents not decoded. */
    OPAQUE,
    /** Alignment zeros between structures, up to the next alignment boundary. */
    PADDING,
    /** Owned by nothing and not alignment zeros. */
    UNEXPLAINED,
    /** Claimed by two owners as different structures. */
    OVERLAP,
    /**
     * Read by two or more unrelated owners as the same record: each claim declared shareable
     * ({@code Coverage.Kind.SHARED}) with the same extent and the same declaration (two sky texture defs naming one
     * image, two textures naming one CLUT). Explained bytes, neither unexplained nor overlap.
     */
    SHARED;

    public String label() { return name().toLowerCase(java.util.Locale.ROOT); }

    /**
     * A region claimed as {@code k} by the readers (a declared shared block read by one owner is decoded bytes; the
     * sweep makes it {@link #SHARED} when an unrelated owner reads the same record).
     */
    static Kind of(Coverage.Kind k) { return OF[k.ordinal()]; }

    /** {@link #of} by the claim kind's ordinal, as this kind's ordinal. */
    static int ordinalOf(int claimKind) { return OF_ORDINAL[claimKind]; }

    // by the claim kind's ordinal: the sweep asks once per region, and a switch on an enum goes through a lookup array
    // of its own plus the cases (2.7 % of a warm coverage pass's samples)
    private static final Kind[] OF = new Kind[Coverage.Kind.values().length];

    private static final int[] OF_ORDINAL = new int[Coverage.Kind.values().length];

    static {
        for (Coverage.Kind k : Coverage.Kind.values()) {
            OF[k.ordinal()] = switch (k) {
                case DECODED, SHARED -> DECODED;
                case OPAQUE -> OPAQUE;
                case PADDING -> PADDING;
            };
            OF_ORDINAL[k.ordinal()] = OF[k.ordinal()].ordinal();
        }
    }

    public static Kind parse(String s) { return valueOf(s.trim().toUpperCase(java.util.Locale.ROOT)); }
}
