package gcscript.gameplay;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Type;

/**
 * The areas block (pointer 0x98; rac2-formats-phase2 §7.1, Wrench's AreasBlock, facts only): an s32 size, a 0x20-byte
 * head (area count, the five link lists' offsets from the head, two unused words), count × 0x30 areas, then the five
 * link lists (s32 instance indices): paths, cuboids, spheres, cylinders, negative cuboids.
 */
public final class AreaLayout {
    private AreaLayout() {}

    static final String SRC = GameplayLayout.SRC + ".1";

    public static final int AREAS = 0x98;
    /** The five link kinds, in stored order; a negative cuboid is a cuboid. */
    public static final String[] PARTS = {"path", "cuboid", "sphere", "cylinder", "negative_cuboid"};

    public static final Layout AREA_SIZE = new Layout("area_block_size", 4, SRC + " (W AreasBlock)");
    public static final Field AR_SIZE = AREA_SIZE.s32("size", 0, "bytes from the head to the end of the last link list");

    public static final Layout AREA_HEADER = new Layout("areas_header", 0x20, SRC + " (W AreasHeader)");
    public static final Field AH_AREA_COUNT = AREA_HEADER.s32("area_count", 0x00, "areas that follow the head");
    public static final Field[] AH_PART_OFFSETS = new Field[PARTS.length];
    static {
        for (int p = 0; p < PARTS.length; p++) {
            AH_PART_OFFSETS[p] = AREA_HEADER.s32(PARTS[p] + "_links_offset", 0x04 + 4 * p, "the " + PARTS[p] + " link list, from the head; 0 = none");
        }
    }
    // W's names count from the block start (after the size word): they sit at 0x18 and 0x1c of the head
    public static final Field AH_UNUSED_1C = AREA_HEADER.s32("unused_1c", 0x18, "");
    public static final Field AH_UNUSED_20 = AREA_HEADER.s32("unused_20", 0x1c, "");

    public static final Layout AREA = new Layout("area", 0x30, SRC + " (W GameplayAreaPacked)");
    public static final Field[] A_BSPHERE = AREA.array("bsphere", 0x00, Type.F32, "bounding sphere: centre, radius in w", "x", "y", "z", "w");
    public static final Field[] A_COUNTS = new Field[PARTS.length];
    public static final Field[] A_OFFSETS = new Field[PARTS.length];
    public static final Field A_LAST_UPDATE_TIME;
    static {
        for (int p = 0; p < PARTS.length; p++) A_COUNTS[p] = AREA.s16(PARTS[p] + "_count", 0x10 + 2 * p, "links of this kind");
        A_LAST_UPDATE_TIME = AREA.s16("last_update_time", 0x1a, "");
        for (int p = 0; p < PARTS.length; p++) {
            A_OFFSETS[p] = AREA.s32(PARTS[p] + "_offset", 0x1c + 4 * p, "this area's first link, from its list's start");
        }
    }

    /** One link: an instance index of the part's kind. */
    public static final Layout AREA_LINK = new Layout("area_link", 4, SRC);
    public static final Field AL_LINK = AREA_LINK.s32("link", 0, "instance index");
}
