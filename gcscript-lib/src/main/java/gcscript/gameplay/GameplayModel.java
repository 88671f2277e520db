package gcscript.gameplay;

import gcscript.bytes.ByteReader;
import gcscript.check.Check;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import java.util.List;

/**
 * One level's decompressed gameplay stream, parsed: the pointer table, level settings and chunk planes, the
 * directional lights, the three instance tables, the class lists, the group blocks and the occlusion block.
 * Instances are {@link RecArray} views (no object per record). A block that could not be read (lenient mode) is
 * absent here and named in {@link #readFailures()}.
 */
public final class GameplayModel {
    /** One class list block {s32 count, s32 o_class[count]}; {@code offset} is the block's absolute offset. */
    public record ClassList(String kind, long offset, int count, int[] oClass) {}

    /**
     * One group of a group block: {@code pointer} as stored (-1 = empty), its members (low 15 bits of each u16)
     * with their absolute offsets.
     */
    public record Group(String kind, int index, long pointerOffset, int pointer, int[] members, long[] memberOffsets) {}

    /**
     * One fixup list (pointer 0x58 or 0x64): its entries, the entry that ends it (pvar_index < 0), and the pointer
     * word each entry names in the pvar data ({@code values.get(k)}; null when entry k names no word inside a pvar).
     */
    public record Fixups(String block, List<Rec> entries, Rec end, List<Integer> values, List<Long> valueOffsets) {}

    /** One tie ambient RGBA entry: its head (tie_index, size) and the colour bytes. */
    public record TieAmbient(Rec head, byte[] rgbas) {}

    final int level;
    final ByteReader stream;
    final GameplayContext context;
    final int[] pointers;
    Rec settings;
    List<Rec> planes = List.of();
    Integer coreSoundsCount;
    long coreSoundsOffset = -1;
    Rec lightHeader;
    RecArray lights;
    Rec cameraHeader;
    RecArray cameras;
    Rec soundHeader;
    RecArray sounds;
    /** The shape blocks (cuboids, spheres, cylinders, pills), by kind; absent kinds are not listed. */
    final java.util.Map<String, RecArray> shapes = new java.util.LinkedHashMap<>();
    final List<Rec> shapeHeaders = new java.util.ArrayList<>();
    /** The tie ambient RGBA entries (pointer 0x94), in stored order; null when the pointer is 0. */
    List<TieAmbient> tieAmbients;
    Rec sharedHeader;
    byte[] sharedData;
    RecArray sharedPointers;
    Rec mobyHeader;
    RecArray mobies;
    Rec tieHeader;
    RecArray ties;
    Rec shrubHeader;
    RecArray shrubs;
    ClassList mobyClasses, tieClasses, shrubClasses;
    List<Group> groups = List.of();
    List<Rec> groupHeaders = List.of();
    ByteReader occlusion;
    RecArray pvarTable;
    /** The pvar data block over max(offset + size) of the table's entries. */
    ByteReader pvarData;
    /** Each table entry's pvar bytes (null: an entry with a negative offset or size, not read). */
    byte[][] pvarBytes = new byte[0][];
    Fixups mobyLinks, pvarPointers;
    /** The point-light block (pointer 0x80), or null. */
    PointLights pointLights;
    Rec envSampleHeader;
    RecArray envSamples;
    EnvBlocks.Transitions envTransitions;
    /** The paths (0x78) and grind paths (0x7c), or null. */
    Splines paths, grindPaths;
    /** The areas block (pointer 0x98), or null. */
    Areas areas;
    /** The camera collision grid (pointer 0x88), or null. */
    CameraGrid cameraGrid;
    /** The help messages of each language (pointers 0x10-0x2c); an element is null when that pointer is 0. */
    List<HelpMessages> help = List.of();
    final List<Check> readFailures = new java.util.ArrayList<>();

    GameplayModel(int level, ByteReader stream, GameplayContext context, int[] pointers) {
        this.level = level;
        this.stream = stream;
        this.context = context;
        this.pointers = pointers;
    }

    public int level() { return level; }
    /** The decompressed stream (file label {@code LEVELn.WAD:gameplay}, base 0). */
    public ByteReader stream() { return stream; }
    public String file() { return stream.file(); }
    public GameplayContext context() { return context; }
    /** The 39 stored pointers (a copy). */
    public int[] pointers() { return pointers.clone(); }
    public int pointer(int pointerOffset) { return pointers[pointerOffset / 4]; }

    public Rec settings() { return settings; }
    public List<Rec> planes() { return planes; }
    /** The number of chunk planes the settings declare (0 when the one all-zero record stands for none). */
    public int planeCount() { return planes.isEmpty() ? 0 : planes.get(0).i(GameplayLayout.PLANE_COUNT); }
    public Integer coreSoundsCount() { return coreSoundsCount; }

    public int lightCount() { return lights == null ? 0 : lights.count(); }
    public RecArray lights() { return lights; }
    public int mobyCount() { return mobies == null ? 0 : mobies.count(); }
    public RecArray mobies() { return mobies; }
    public Rec mobyHeader() { return mobyHeader; }
    public int tieCount() { return ties == null ? 0 : ties.count(); }
    public RecArray ties() { return ties; }
    public int shrubCount() { return shrubs == null ? 0 : shrubs.count(); }
    public RecArray shrubs() { return shrubs; }
    public ClassList mobyClasses() { return mobyClasses; }
    public ClassList tieClasses() { return tieClasses; }
    public ClassList shrubClasses() { return shrubClasses; }
    public List<Group> groups() { return groups; }
    /** The pvar table (pointer 0x5c): 1 + the largest moby pvar_index entries; null when the pointer is 0. */
    public RecArray pvarTable() { return pvarTable; }
    public int pvarCount() { return pvarTable == null ? 0 : pvarTable.count(); }
    /** Pvar {@code index}'s stored bytes (a copy), or null when the entry could not be read. */
    public byte[] pvarBytes(int index) { return pvarBytes[index] == null ? null : pvarBytes[index].clone(); }
    /** The moby link fixups (pointer 0x58), or null. */
    public Fixups mobyLinks() { return mobyLinks; }
    /** The relative pvar pointers (pointer 0x64), or null. */
    public Fixups pvarPointers() { return pvarPointers; }
    /** The records of one shape block ({@code cuboids}, {@code spheres}, {@code cylinders}, {@code pills}), or null. */
    public RecArray shapes(String kind) { return shapes.get(kind); }
    /** The tie ambient RGBA entries (pointer 0x94), or null. */
    public List<TieAmbient> tieAmbients() { return tieAmbients; }
    /** The shared-data head (pointer 0x54), or null. */
    public Rec sharedHeader() { return sharedHeader; }
    /** The shared-data pointer entries, or null. */
    public RecArray sharedPointers() { return sharedPointers; }
    /** The point-light block (pointer 0x80): header, cell masks and lights; null when the pointer is 0. */
    public PointLights pointLights() { return pointLights; }
    /** The env sample points (pointer 0x8c), or null. */
    public RecArray envSamples() { return envSamples; }
    /** The env transitions' 0x80-byte records (pointer 0x84), or null. */
    public RecArray envTransitions() { return envTransitions == null ? null : envTransitions.records(); }
    /** The env transitions' bounding spheres (record i's sphere is sphere i), or null. */
    public RecArray envTransitionSpheres() { return envTransitions == null ? null : envTransitions.bspheres(); }
    /** The paths block (pointer 0x78), or null. */
    public Splines paths() { return paths; }
    /** The grind paths block (pointer 0x7c), or null. */
    public Splines grindPaths() { return grindPaths; }
    /** The areas block (pointer 0x98), or null. */
    public Areas areas() { return areas; }
    /** The camera collision grid (pointer 0x88), or null. */
    public CameraGrid cameraGrid() { return cameraGrid; }
    /** The help messages of each of the eight languages, in pointer order (null: none). */
    public List<HelpMessages> helpMessages() { return java.util.Collections.unmodifiableList(help); }
    public int cameraCount() { return cameras == null ? 0 : cameras.count(); }
    public RecArray cameras() { return cameras; }
    public int soundCount() { return sounds == null ? 0 : sounds.count(); }
    public RecArray sounds() { return sounds; }

    /** An instance that names a pvar: its table ({@code moby}, {@code camera}, {@code sound}), index and pvar_index. */
    public record PvarUser(String kind, int index, RecArray table, int pvarIndex) {}

    /** Every moby, camera and sound instance whose pvar_index is not negative, in that order. */
    public List<PvarUser> pvarUsers() {
        List<PvarUser> out = new java.util.ArrayList<>();
        users(out, "moby", mobies, GameplayLayout.M_PVAR_INDEX);
        users(out, "camera", cameras, GameplayLayout.C_PVAR_INDEX);
        users(out, "sound", sounds, GameplayLayout.SI_PVAR_INDEX);
        return out;
    }

    private static void users(List<PvarUser> out, String kind, RecArray a, gcscript.layout.Field f) {
        if (a == null) return;
        for (int i = 0; i < a.count(); i++) if (a.i(i, f) >= 0) out.add(new PvarUser(kind, i, a, a.i(i, f)));
    }

    /** The first instance (mobies, then cameras, then sounds) whose pvar_index is {@code pvarIndex}, or null. */
    public PvarUser pvarOwner(int pvarIndex) {
        for (PvarUser u : pvarUsers()) if (u.pvarIndex() == pvarIndex) return u;
        return null;
    }

    /** The occlusion-mappings block (pointer 0x90) over the length its header declares, or null. */
    public ByteReader occlusionBlock() { return occlusion; }
    /** Blocks that could not be read (lenient mode), as failed checks. */
    public List<Check> readFailures() { return List.copyOf(readFailures); }
}
