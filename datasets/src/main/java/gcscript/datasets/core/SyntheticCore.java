package gcscript.datasets.core;

import gcscript.datasets.CoreParts;
import gcscript.datasets.CoreSource;
import gcscript.datasets.truth.FieldTruth;
import gcscript.wad.WadLz;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;

/**
 * Writes the level core of one synthetic level from the format reference (docs/formats/core.md and texture.md), not from
 * the reader: a core_index (LevelCoreHeader, then the class and texture tables chained with no gaps, the GS RAM
 * table with its moby stash entries, ratchet_seqs, the stash list), a GS RAM image (CLUTs stored in CSM1 order
 * with PS2 alpha 0..0x80, reduced texture levels, the moby stash) and core_data laid out section after section
 * in the order of the boundary rule, compressed with WAD-LZ.
 *
 * <p>Texture ground truth is hashed from the colours this writer meant each pixel to have, before the CLUT was
 * reordered for storage. Mips follow the notes' model: level 1 right after level 0 in core_data, levels 2 and 3
 * in GS RAM at {@code mipmap * 0x100} and {@code pad * 0x100}, each point-sampled from level 0.
 *
 * <p>Use: {@code SyntheticDisc.build(options, new SyntheticCore())}, or {@code new SyntheticCore(tfragSource)} to
 * put a real tfrag block at core_data offset 0. Truth keys (relative to the level): {@code core.<table>.count}
 * for every table, {@code core.gs_ram.count} (as stored) and {@code core.gs_ram.entries} (with the stash),
 * {@code core.sections.count}, {@code core.texture.<kind>.<i>.rgba_sha256} (level 0, R G B A bytes row-major)
 * with {@code .width}, {@code .height}, {@code .mip_levels}, {@code .mipN.rgba_sha256} and {@code .stashed};
 * {@code core.<table>.offset} for the nine core_index tables ({@code core.moby_classes.offset},
 * {@code core.textures.tfrag.offset}, …), {@code core.textures_base.offset}, and per class entry
 * {@code core.<kind>_classes.<i>.offset|o_class|texture_slots} (slots used before the 0xff fill), for shrubs
 * also {@code .billboard_width|billboard_height} (0 = all-zero billboard info).
 */
public final class SyntheticCore implements CoreSource {

    /**
     * Retail Going Commando o_class numbers per kind (moby, tie, shrub) from the level design documents released by
     * Craig Stitt and the Video Game History Foundation (Endako and Todano pages, as collected in Wrench's
     * level_design.asset): moby 2425 Fan, 2437 Tube Start, 4056 Elevator Dam; tie 2418 Apartment Base, 2499 Round
     * Tower, 4012 Start Platform; shrub 1046 Curved Rail, 1144 Smooth Ring, 4014 Path Lamp.
     */
    static final int[][] RETAIL_O_CLASSES = {{2425, 2437, 4056}, {2418, 2499, 4012}, {1046, 1144, 4014}};

    // LevelCoreHeader word offsets (docs/formats/core.md)
    static final int H_GS_RAM = 0x00, H_TFRAGS = 0x08, H_OCCLUSION = 0x0c, H_SKY = 0x10, H_COLLISION = 0x14;
    static final int H_MOBY_CLASSES = 0x18, H_TIE_CLASSES = 0x20, H_SHRUB_CLASSES = 0x28;
    static final int H_TFRAG_TEX = 0x30, H_MOBY_TEX = 0x38, H_TIE_TEX = 0x40, H_SHRUB_TEX = 0x48, H_PART_TEX = 0x50, H_FX_TEX = 0x58;
    static final int H_TEXTURES_BASE = 0x60, H_PART_BANK = 0x64, H_FX_BANK = 0x68, H_PART_DEFS = 0x6c, H_SOUND_REMAP = 0x70;
    static final int H_UNKNOWN_74 = 0x74, H_RATCHET_SEQS = 0x78, H_SCENE_VIEW_SIZE = 0x7c, H_80 = 0x80, H_STASH_COUNT = 0x84;
    static final int H_COMPRESSED = 0x88, H_DECOMPRESSED = 0x8c, H_CHROME_TEX = 0x90, H_CHROME_PAL = 0x94;
    static final int H_GLASS_TEX = 0x98, H_GLASS_PAL = 0x9c, H_STASH_LIST = 0xac, H_MOBY_SOUND_REMAP = 0xb4;
    static final int HEADER_SIZE = 0xbc;

    static final String[] TEXTURE_KINDS = {"tfrag", "moby", "tie", "shrub"};
    static final String[] CLASS_KINDS = {"moby", "tie", "shrub"};

    /** One texture as intended: size, CLUT unit, level-0 indices, and where its levels went. */
    private record Tex(int width, int height, int palette, byte[] indices, boolean mips, int dataOffset,
                       int mipmap, int pad, boolean stashed) {}

    private record Blob(int offset, int size) {}

    private final TfragBlockSource tfrags;
    private final CoreContent content;
    /** False: no level gets a sky (drawn as usual, then left out). */
    private final boolean sky;

    /** Core content with an empty tfrag block. */
    public SyntheticCore() { this(TfragBlockSource.EMPTY); }

    /** Core content whose tfrag section (core_data offset 0) comes from {@code tfrags}. */
    public SyntheticCore(TfragBlockSource tfrags) { this(tfrags, CoreContent.placeholders()); }

    /** Core content with a tfrag block from {@code tfrags} and the other core_data blocks from {@code content}. */
    public SyntheticCore(TfragBlockSource tfrags, CoreContent content) { this(tfrags, content, true); }

    private SyntheticCore(TfragBlockSource tfrags, CoreContent content, boolean sky) {
        this.tfrags = tfrags;
        this.content = content;
        this.sky = sky;
    }

    /** The same core with no sky on any level (header sky offset 0, phase-2 §4): a disc without the optional sky. */
    public SyntheticCore withoutSky() { return new SyntheticCore(tfrags, content, false); }

    @Override
    public CoreParts build(int fileNumber, Random rnd, int scale) {
        int s = Math.max(1, scale);
        Map<String, String> truth = new TreeMap<>();

        // ---- GS RAM: palettes first, in 0x100-byte units ----------------------------------------------
        LeBytes gs = new LeBytes();
        List<int[]> gsTable = new ArrayList<>();            // {psm, width, height, address, offset}
        int nPalettes = 2 + s;
        int[] paletteUnit = new int[nPalettes];
        int[][][] logical = new int[nPalettes][256][];     // {r, g, b, a} with PS2 alpha
        for (int p = 0; p < nPalettes; p++) {
            paletteUnit[p] = 4 * (p + 1);
            for (int i = 0; i < 256; i++) {
                int a = 0x80;
                if (p > 0 && i % 8 == 5) a = rnd.nextInt(0x80);      // some translucent entries
                if (p > 0 && i == 7) a = 0;
                if (p > 0 && i == 6) a = 0x40;
                logical[p][i] = new int[] {rnd.nextInt(256), rnd.nextInt(256), rnd.nextInt(256), a};
            }
            int base = paletteUnit[p] * 0x100;
            for (int stored = 0; stored < 256; stored++) {
                int[] c = logical[p][swapBits3And4(stored)];   // CSM1: stored slot j holds logical colour swap(j)
                for (int k = 0; k < 4; k++) gs.put8(base + 4 * stored + k, c[k]);
            }
            gsTable.add(new int[] {0, 16, 16, base, 0});
        }
        int gsUnit = paletteUnit[nPalettes - 1] + 4;

        // ---- textures: texels into a block that becomes core_data[textures_base ...] ---------------------
        LeBytes texBlock = new LeBytes();
        Map<String, List<Tex>> textures = new TreeMap<>();
        int[] texCounts = {3 + 2 * s + rnd.nextInt(3), 2 + s + rnd.nextInt(2), 2 + s, 1 + s};
        int[] sizes = s >= 2 ? new int[] {8, 16, 32, 64} : new int[] {8, 16, 32};
        for (int k = 0; k < TEXTURE_KINDS.length; k++) {
            List<Tex> list = new ArrayList<>();
            for (int t = 0; t < texCounts[k]; t++) {
                int w = sizes[rnd.nextInt(sizes.length)];
                // the notes find every retail tfrag texture square; the other kinds may be any size. Texture 1 of
                // every table (tfrag too) is not square all the same (decided without a draw, so the stream is unchanged):
                // on square textures alone a width/height swap in a reader would go unseen
                boolean drawnHeight = k > 0 && rnd.nextInt(4) == 0;
                int drawn = drawnHeight ? sizes[rnd.nextInt(sizes.length)] : w;
                int pal = rnd.nextInt(nPalettes);
                // the texels are drawn for the size the stream always drew, then cut or repeated to the height
                // (the random stream, and so every later block of the disc, stays as it was)
                int h = !drawnHeight && t == 1 ? (w == 64 ? 32 : 2 * w) : drawn;
                byte[] idx = rows(pattern(rnd, w, drawn), w, h);
                boolean mips = rnd.nextInt(10) < 7;
                int dataOffset = texBlock.align(0x10) + (rnd.nextBoolean() ? 0x10 : 0);
                texBlock.put(dataOffset, idx);
                int mipmap = -1, pad = -1;
                if (mips) {
                    texBlock.put(dataOffset + w * h, sample(idx, w, h, 2));
                    mipmap = gsUnit;
                    byte[] l2 = sample(idx, w, h, 4);
                    gs.put(mipmap * 0x100, l2);
                    gsTable.add(new int[] {0x13, w / 4, h / 4, mipmap * 0x100, 0});
                    gsUnit += Math.max(1, (l2.length + 0xff) / 0x100);
                    if (rnd.nextInt(5) != 0) {
                        pad = gsUnit;
                        byte[] l3 = sample(idx, w, h, 8);
                        gs.put(pad * 0x100, l3);
                        gsTable.add(new int[] {0x13, w / 8, h / 8, pad * 0x100, 0});
                        gsUnit += Math.max(1, (l3.length + 0xff) / 0x100);
                    }
                }
                Tex tex = new Tex(w, h, paletteUnit[pal], idx, mips, dataOffset, mipmap, pad, false);
                list.add(tex);
                String key = "core.texture." + TEXTURE_KINDS[k] + "." + t;
                byte[] level0 = rgba(idx, logical[pal]);
                truth.put(key + ".rgba_sha256", sha256(level0));
                truth.put(key + ".opaque", Boolean.toString(opaque(level0)));
                truth.put(key + ".distinct_colours", Integer.toString(distinctColours(level0)));
                truth.put(key + ".width", Integer.toString(w));
                truth.put(key + ".height", Integer.toString(h));
                truth.put(key + ".mip_levels", Integer.toString(mips ? (pad != -1 ? 3 : 2) : 0));
                if (mips) {
                    truth.put(key + ".mip1.rgba_sha256", sha256(rgba(sample(idx, w, h, 2), logical[pal])));
                    truth.put(key + ".mip2.rgba_sha256", sha256(rgba(sample(idx, w, h, 4), logical[pal])));
                    if (pad != -1) truth.put(key + ".mip3.rgba_sha256", sha256(rgba(sample(idx, w, h, 8), logical[pal])));
                }
            }
            textures.put(TEXTURE_KINDS[k], list);
        }
        int gsRamCount = gsTable.size();
        truth.put("core.textures.tfrag.square.count",
                Long.toString(textures.get("tfrag").stream().filter(x -> x.width() == x.height()).count()));

        // ---- moby stash (docs/formats/core.md, texture.md): textures of the classes on the stash list live in GS RAM after
        // everything else; one GS RAM entry each past gs_ram.count, whose offset is relative to the stash start.
        List<Tex> mobyTextures = textures.get("moby");
        int normalMobyTextures = mobyTextures.size();
        int stashCount = 1 + rnd.nextInt(2);
        int stashBase = gsUnit * 0x100;
        int stashRel = 0;
        for (int i = 0; i < stashCount; i++) {
            int w = 8 << rnd.nextInt(2), h = w;
            int pal = rnd.nextInt(nPalettes);
            byte[] img = pattern(rnd, w, h);
            gs.put(stashBase + stashRel, img);
            gsTable.add(new int[] {0x13, w, h, stashBase + stashRel, stashRel});
            int index = mobyTextures.size();
            mobyTextures.add(new Tex(w, h, paletteUnit[pal], img, false, stashRel, -1, -1, true));
            String key = "core.texture.moby." + index;
            truth.put(key + ".rgba_sha256", sha256(rgba(img, logical[pal])));
            truth.put(key + ".width", Integer.toString(w));
            truth.put(key + ".height", Integer.toString(h));
            truth.put(key + ".mip_levels", "0");
            truth.put(key + ".stashed", "true");
            stashRel += (w * h + 0xff) & ~0xff;
        }
        gsUnit += stashRel / 0x100;
        gs.extendTo((gsUnit + 4) * 0x100);

        // ---- core_data: sections in boundary-rule order --------------------------------------------------
        LeBytes data = new LeBytes();
        int[] header = new int[HEADER_SIZE / 4];
        int sections = 0;
        header[H_TFRAGS / 4] = 0;
        // a level may lack an occlusion grid or a sky (header offset 0); every level has collision. Decided before the
        // blocks are written, so the choice does not depend on how many draws the tfrag writer makes. Files 0 and 2
        // always have them (the claims catalogue measures level 0's occlusion grid and the skies of levels 0 and 2),
        // file 3 never has either (so every disc of four or more levels has the absent case).
        boolean occlusionDraw = rnd.nextInt(4) != 0, skyDraw = rnd.nextInt(4) != 0;
        boolean hasOcclusion = fileNumber != 3 && (occlusionDraw || fileNumber == 0);
        boolean hasSky = sky && fileNumber != 3 && (skyDraw || fileNumber == 0 || fileNumber == 2);
        TfragBlockSource.Block tfragBlock = tfrags.build(rnd, s, textures.get("tfrag").size());
        data.put(0, tfragBlock.bytes());
        truth.putAll(tfragBlock.truth());
        data.align(0x40);   // Wrench's packer starts every later section on 0x40
        sections++;
        if (hasOcclusion) {
            header[H_OCCLUSION / 4] = place(data, content.occlusion(), new BlockSource.Context(fileNumber, s, "occlusion", -1, 0), rnd, truth);
            sections++;
        } else {
            truth.putAll(content.occlusion().absentTruth(new BlockSource.Context(fileNumber, s, "occlusion", -1, 0)));
        }
        if (hasSky) {
            header[H_SKY / 4] = place(data, content.sky(), new BlockSource.Context(fileNumber, s, "sky", -1, 0), rnd, truth);
            sections++;
        } else {
            truth.putAll(content.sky().absentTruth(new BlockSource.Context(fileNumber, s, "sky", -1, 0)));
        }
        header[H_COLLISION / 4] = place(data, content.collision(), new BlockSource.Context(fileNumber, s, "collision", -1, 0, truth.get("tfrags.terrain")), rnd, truth);
        sections++;

        int texturesBase = data.align(0x10);
        header[H_TEXTURES_BASE / 4] = texturesBase;
        data.put(texturesBase, texBlock.toArray());
        sections++;
        // particle and fx banks sit inside the textures section: they are not boundaries
        int nPart = 1 + rnd.nextInt(2), nFx = 1 + rnd.nextInt(2);
        int partBank = data.align(0x10);
        header[H_PART_BANK / 4] = partBank;
        int[][] partEntries = new int[nPart][];
        // the particle and fx entries start 0x40 × (file % 4) into their bank, so that their offsets are not the
        // same on every level of a disc (fillShifted keeps the random draws of a bank that started at 0)
        int bankPos = BANK_SHIFT * (fileNumber % 4);
        for (int i = 0; i < nPart; i++) {
            int side = 8 << rnd.nextInt(2);
            partEntries[i] = new int[] {bankPos, rnd.nextInt(4), bankPos + 0x400, side};
            bankPos += 0x400 + side * side;
        }
        fillShifted(data, rnd, partBank, bankPos - BANK_SHIFT * (fileNumber % 4), bankPos, fileNumber);
        int fxBank = data.align(0x10);
        header[H_FX_BANK / 4] = fxBank;
        int[][] fxEntries = new int[nFx][];
        // some fx textures are 32 wide (the draws stay those of 16-wide ones: fillShifted)
        bankPos = BANK_SHIFT * (fileNumber % 4);
        int drawnBank = 0;
        for (int i = 0; i < nFx; i++) {
            int w = 16 << ((i + fileNumber) & 1), h = 8 << rnd.nextInt(2);
            fxEntries[i] = new int[] {bankPos, bankPos + 0x400, w, h};
            bankPos += 0x400 + w * h;
            drawnBank += 0x400 + 16 * h;
        }
        fillShifted(data, rnd, fxBank, drawnBank, bankPos, fileNumber);

        int[] classCounts = {3 + 2 * s + rnd.nextInt(3), 2 + s + rnd.nextInt(2), 1 + s + rnd.nextInt(2)};
        int[][] classOffsets = new int[3][];
        BlockSource.Block[][] classBlocks = new BlockSource.Block[3][];
        int zeroOffsets = 0;
        for (int c = 0; c < 3; c++) {
            classOffsets[c] = new int[classCounts[c]];
            classBlocks[c] = new BlockSource.Block[classCounts[c]];
            for (int i = 0; i < classCounts[c]; i++) {
                // a class entry without a block (offset 0) is a moby-only case on retail: every retail tie and shrub
                // class has geometry, and independent readers (noclip) stop on a tie entry of offset 0
                // level 0's moby class 0 always has its block: the notes' first moby bytes are that block's (Ratchet's counts)
                boolean empty = c == 0 && (i == classCounts[c] / 2 || rnd.nextInt(6) == 0) && !(fileNumber == 0 && i == 0);
                if (empty) {
                    zeroOffsets++;
                } else {
                    // Wrench packs moby, tie and shrub class blocks on 0x40 boundaries (rac2-formats-phase2 §1.1, §2, §3)
                    int at = data.align(0x40);
                    BlockSource.Block blk = content.forClass(c).build(
                            new BlockSource.Context(fileNumber, s, CLASS_KINDS[c], i, textures.get(CLASS_KINDS[c]).size()), rnd, at);
                    data.put(at, blk.bytes());
                    truth.putAll(blk.truth());
                    classOffsets[c][i] = at;
                    classBlocks[c][i] = blk;
                    sections++;
                }
            }
        }
        header[H_SCENE_VIEW_SIZE / 4] = data.align(0x10);
        sumClassTruth(truth);

        int[] seqs = new int[256];
        RatchetSeqSource.Written ratchet = content.ratchetSeqs().build(fileNumber, s, rnd);
        int nSeqs = ratchet.slots().length;
        int[] seqAt = new int[nSeqs];
        for (int k = 0; k < nSeqs; k++) {   // in slot order, as Wrench packs them (§8.2 check 4)
            seqs[ratchet.slots()[k]] = seqAt[k] = data.align(0x10);
            data.put(seqAt[k], ratchet.blocks().get(k));
            sections++;
        }
        if (rnd.nextBoolean()) {
            header[H_MOBY_SOUND_REMAP / 4] = blob(data, rnd, 0x20).offset();
            sections++;
        }
        byte[] coreData = java.util.Arrays.copyOf(data.toArray(), data.align(0x10));
        truth.putAll(ratchet.truth().of(seqAt, coreData));

        // ---- core_index: header, then the tables chained in header order --------------------------------
        LeBytes idx = new LeBytes();
        int pos = (HEADER_SIZE + 0xf) & ~0xf;
        idx.extendTo(pos);
        Set<Integer> oClasses = new LinkedHashSet<>();
        int[][] classOClass = new int[3][];
        int textureSlots = 0;
        int[] classStride = {0x20, 0x20, 0x30};
        int stashedClasses = classCounts[0] > 4 ? 2 : 1;
        int[] classHeader = {H_MOBY_CLASSES, H_TIE_CLASSES, H_SHRUB_CLASSES};
        List<Object[]> classRows = new ArrayList<>();   // {kind, record, values} for the per-field truth
        for (int c = 0; c < 3; c++) {
            header[classHeader[c] / 4] = classCounts[c];
            header[classHeader[c] / 4 + 1] = pos;
            int nTex = textures.get(CLASS_KINDS[c]).size();
            classOClass[c] = new int[classCounts[c]];
            for (int i = 0; i < classCounts[c]; i++) {
                int at = pos + i * classStride[c];
                int oClass;
                do {
                    oClass = rnd.nextInt(5000);
                    // each level's second class of a kind takes a retail number so its name shows (no extra draw:
                    // the random stream, and every other value of the disc, stays as it was)
                    if (i == 1) oClass = RETAIL_O_CLASSES[c][oClass % RETAIL_O_CLASSES[c].length];
                } while (!oClasses.add(oClass));
                classOClass[c][i] = oClass;
                int unknown8 = c == 2 ? 0 : rnd.nextInt(0x100), unknownC = c == 2 ? 0 : rnd.nextInt(0x100);
                idx.put32(at, classOffsets[c][i]);
                idx.put32(at + 4, oClass);
                idx.put32(at + 8, unknown8);
                idx.put32(at + 12, unknownC);
                // stashed moby classes use only stashed textures, the others only textures in core_data
                boolean stashedClass = c == 0 && i < stashedClasses;
                int lo = c == 0 && stashedClass ? normalMobyTextures : 0;
                int hi = c == 0 && !stashedClass ? normalMobyTextures : nTex;
                // a texture is known to be stashed only through a stashed class using it, so each such class
                // lists every stashed texture
                int used = stashedClass ? hi - lo : rnd.nextInt(Math.min(6, hi - lo) + 1);
                BlockSource.Block blk = classBlocks[c][i];
                if (blk != null) {
                    used = Math.min(16, Math.max(used, blk.textureSlots()));   // the block's texture slots must map
                    if (blk.oClassAt() >= 0) {
                        int o = classOffsets[c][i] + blk.oClassAt();
                        coreData[o] = (byte) oClass;
                        coreData[o + 1] = (byte) (oClass >> 8);
                        truth.put("core." + CLASS_KINDS[c] + "." + i + ".o_class", Integer.toString(oClass));
                    }
                }
                textureSlots += used;
                String entryKey = "core." + CLASS_KINDS[c] + "_classes." + i;
                truth.put(entryKey + ".offset", Integer.toString(classOffsets[c][i]));
                truth.put(entryKey + ".o_class", Integer.toString(oClass));
                truth.put(entryKey + ".texture_slots", Integer.toString(used));
                StringBuilder slots = new StringBuilder();
                int[] entrySlots = new int[16];
                for (int slot = 0; slot < 16; slot++) {
                    int t = stashedClass ? lo + slot : lo + rnd.nextInt(hi - lo);
                    idx.put8(at + 0x10 + slot, slot < used ? t : 0xff);
                    if (slot < used) slots.append(slots.length() == 0 ? "" : " ").append(t);
                    entrySlots[slot] = slot < used ? t : -1;
                }
                if (blk != null) ClassTruth.resolve(truth, blk.truth(), oClass, entrySlots);   // the block's o_class/texture tokens
                Object[] row = {classOffsets[c][i], oClass, unknown8, unknownC, slots.toString(), used};
                if (c == 2) {
                    int b = at + 0x20;
                    BlockSource.Block sb = classBlocks[c][i];
                    boolean billboard = sb != null && sb.billboard() != null ? sb.billboard() : i == 1;
                    int[] bb = new int[8];
                    if (billboard) {   // by default one shrub with billboard info; the rest all zero, as on retail level 0
                        // 32 x 16 texels, not square, so a width/height swap shows
                        bb = new int[] {32, 16, 2, paletteUnit[0], gsUnit, gsUnit + 2, gsUnit + 3, gsUnit + 4};
                        for (int k = 0; k < 8; k++) idx.put16(b + 2 * k, bb[k]);
                    } else {
                        idx.extendTo(b + 16);
                    }
                    truth.put(entryKey + ".billboard_width", billboard ? "32" : "0");
                    truth.put(entryKey + ".billboard_height", billboard ? "16" : "0");
                    Object[] shrub = java.util.Arrays.copyOf(row, row.length + 8);
                    for (int k = 0; k < 8; k++) shrub[row.length + k] = bb[k];
                    row = shrub;
                }
                classRows.add(new Object[] {c, i, row});
            }
            pos += classCounts[c] * classStride[c];
        }
        int[] texHeader = {H_TFRAG_TEX, H_MOBY_TEX, H_TIE_TEX, H_SHRUB_TEX};
        for (int k = 0; k < TEXTURE_KINDS.length; k++) {
            List<Tex> list = textures.get(TEXTURE_KINDS[k]);
            header[texHeader[k] / 4] = list.size();
            header[texHeader[k] / 4 + 1] = pos;
            for (Tex t : list) {
                idx.put32(pos, t.dataOffset());
                idx.put16(pos + 4, t.width());
                idx.put16(pos + 6, t.height());
                idx.put16(pos + 8, t.stashed() ? 0 : 3);   // what Wrench writes (docs/formats/texture.md)
                idx.put16(pos + 10, t.palette());
                idx.put16(pos + 12, t.mipmap());
                idx.put16(pos + 14, t.pad());
                pos += 16;
            }
        }
        header[H_PART_TEX / 4] = nPart;
        header[H_PART_TEX / 4 + 1] = pos;
        for (int[] e : partEntries) { for (int k = 0; k < 4; k++) idx.put32(pos + 4 * k, e[k]); pos += 16; }
        header[H_FX_TEX / 4] = nFx;
        header[H_FX_TEX / 4 + 1] = pos;
        for (int[] e : fxEntries) { for (int k = 0; k < 4; k++) idx.put32(pos + 4 * k, e[k]); pos += 16; }

        header[H_GS_RAM / 4] = gsRamCount;
        header[H_GS_RAM / 4 + 1] = pos;
        header[H_STASH_COUNT / 4] = stashCount;
        for (int[] e : gsTable) {
            idx.put32(pos, e[0]);
            idx.put16(pos + 4, e[1]);
            idx.put16(pos + 6, e[2]);
            idx.put32(pos + 8, e[3]);
            idx.put32(pos + 12, e[4]);
            pos += 16;
        }
        header[H_RATCHET_SEQS / 4] = pos;
        for (int v : seqs) { idx.put32(pos, v); pos += 4; }
        header[H_STASH_LIST / 4] = pos;
        for (int i = 0; i < stashedClasses; i++) { idx.put16(pos, classOClass[0][i]); pos += 2; }
        idx.put16(pos, -1);
        pos = (pos + 2 + 0xf) & ~0xf;
        header[H_PART_DEFS / 4] = pos;
        pos += 0x20;
        // the sound remap block on two levels in three (0 = absent, as the header allows); its own Random, seeded
        // from this level's core_data, so the draws of every other block stay as they were
        if (fileNumber % 3 != 2) {
            header[H_SOUND_REMAP / 4] = pos;
            FieldTruth remapTruth = new FieldTruth();
            pos = SoundRemapWriter.write(idx, pos, new Random(31L * coreData.length + fileNumber), remapTruth);
            truth.putAll(remapTruth.asMap());
        }
        idx.extendTo(pos);
        header[H_UNKNOWN_74 / 4] = 0;
        header[H_80 / 4] = rnd.nextInt(8);
        header[H_CHROME_TEX / 4] = rnd.nextInt(0x4000);
        header[H_CHROME_PAL / 4] = paletteUnit[0];
        header[H_GLASS_TEX / 4] = 0x4000;   // what Wrench's packer writes
        header[H_GLASS_PAL / 4] = 0x400;

        byte[] wad = WadLz.compress(coreData, "coredata");
        int declared = (wad[3] & 0xff) | (wad[4] & 0xff) << 8 | (wad[5] & 0xff) << 16 | (wad[6] & 0xff) << 24;
        header[H_COMPRESSED / 4] = declared;
        header[H_DECOMPRESSED / 4] = coreData.length;
        for (int i = 0; i < header.length; i++) idx.put32(4 * i, header[i]);

        truth.putAll(fieldTruth(header, classRows, textures, partEntries, fxEntries, gsTable, gsRamCount).asMap());

        String[] classTables = {"moby_classes", "tie_classes", "shrub_classes"};
        for (int c = 0; c < 3; c++) {
            truth.put("core." + classTables[c] + ".count", Integer.toString(classCounts[c]));
            truth.put("core." + classTables[c] + ".offset", Integer.toString(header[classHeader[c] / 4 + 1]));
        }
        for (int k = 0; k < TEXTURE_KINDS.length; k++) {
            truth.put("core.textures." + TEXTURE_KINDS[k] + ".count", Integer.toString(textures.get(TEXTURE_KINDS[k]).size()));
            truth.put("core.textures." + TEXTURE_KINDS[k] + ".offset", Integer.toString(header[texHeader[k] / 4 + 1]));
        }
        truth.put("core.textures.part.offset", Integer.toString(header[H_PART_TEX / 4 + 1]));
        truth.put("core.textures.fx.offset", Integer.toString(header[H_FX_TEX / 4 + 1]));
        truth.put("core.textures_base.offset", Integer.toString(texturesBase));
        truth.put("core.textures.part.count", Integer.toString(nPart));
        truth.put("core.textures.fx.count", Integer.toString(nFx));
        truth.put("core.header_size", Integer.toString(HEADER_SIZE));
        truth.put("core.gs_ram.count", Integer.toString(gsRamCount));       // the header's count, as stored
        truth.put("core.gs_ram.entries", Integer.toString(gsTable.size())); // count + moby_gs_stash_count
        truth.put("core.tfrags.offset", "0");
        truth.put("core.occlusion.offset", Integer.toString(header[H_OCCLUSION / 4]));
        truth.put("core.sky.offset", Integer.toString(header[H_SKY / 4]));
        truth.put("core.collision.offset", Integer.toString(header[H_COLLISION / 4]));
        truth.put("core.gs_ram.stash_count", Integer.toString(stashCount));
        truth.put("core.textures.moby.stashed.count", Integer.toString(stashCount));
        truth.put("core.moby_gs_stash_list.count", Integer.toString(stashedClasses));
        truth.put("core.sections.count", Integer.toString(sections));
        truth.put("core.classes.zero_offset.count", Integer.toString(zeroOffsets));
        truth.put("core.classes.texture_slots.count", Integer.toString(textureSlots));
        truth.put("core.ratchet_seqs.count", Integer.toString(nSeqs));
        truth.put("core.assets_compressed_size", Integer.toString(declared));
        truth.put("core.assets_decompressed_size", Integer.toString(coreData.length));
        truth.put("core.file_number", Integer.toString(fileNumber));
        return new CoreParts(idx.toArray(), gs.toArray(), wad, coreData, truth, tfragBlock.bytes());
    }

    /**
     * Per-level totals of the class writers' {@code core.<kind>.<i>.sum.<column>} keys, as {@code stats.<column>}
     * (the stats columns' truth); a kind whose writer emits no sums adds nothing.
     */
    static void sumClassTruth(Map<String, String> truth) {
        Map<String, Long> sums = new TreeMap<>();
        for (Map.Entry<String, String> e : truth.entrySet()) {
            int at = e.getKey().indexOf(".sum.");
            if (e.getKey().startsWith("core.") && at > 0) {
                sums.merge("stats." + e.getKey().substring(at + 5), Long.parseLong(e.getValue()), Long::sum);
            }
        }
        sums.forEach((k, v) -> truth.put(k, Long.toString(v)));
    }

    /** The 47 words of the LevelCoreHeader by the reference's names (docs/formats/core.md); ArrayRanges as two words. */
    static final String[] HEADER_WORDS = {"gs_ram.count", "gs_ram.offset", "tfrags", "occlusion", "sky", "collision",
        "moby_classes.count", "moby_classes.offset", "tie_classes.count", "tie_classes.offset", "shrub_classes.count",
        "shrub_classes.offset", "tfrag_textures.count", "tfrag_textures.offset", "moby_textures.count",
        "moby_textures.offset", "tie_textures.count", "tie_textures.offset", "shrub_textures.count",
        "shrub_textures.offset", "part_textures.count", "part_textures.offset", "fx_textures.count",
        "fx_textures.offset", "textures_base_offset", "part_bank_offset", "fx_bank_offset", "part_defs_offset",
        "sound_remap_offset", "unknown_74", "ratchet_seqs", "scene_view_size", "index_into_some1_texs_rac2_maybe3",
        "moby_gs_stash_count", "assets_compressed_size", "assets_decompressed_size", "chrome_map_texture",
        "chrome_map_palette", "glass_map_texture", "glass_map_palette", "unknown_a0", "heightmap_offset",
        "occlusion_oct_offset", "moby_gs_stash_list", "occlusion_rad_offset", "moby_sound_remap_offset",
        "occlusion_rad2_offset"};

    /** Records listed per table in the per-field truth (all of them up to this many). */
    static final int SAMPLED_RECORDS = 16;

    /**
     * Per-field truth of core_index ({@link FieldTruth}): every header word, and the class, texture, particle,
     * fx and GS RAM entries as written, under the column names of the reference.
     */
    private static FieldTruth fieldTruth(int[] header, List<Object[]> classRows, Map<String, List<Tex>> textures,
                                         int[][] partEntries, int[][] fxEntries, List<int[]> gsTable, int gsRamCount) {
        FieldTruth f = new FieldTruth();
        f.table("core_header", "value");
        for (int w = 0; w < HEADER_WORDS.length; w++) f.row("core_header", HEADER_WORDS[w], header[w]);
        String[] classTable = {"core_moby_classes", "core_tie_classes", "core_shrub_classes"};
        String[] common = {"offset_in_asset_wad", "o_class", "unknown_8", "unknown_c", "textures", "texture_count"};
        f.table(classTable[0], common);
        f.table(classTable[1], common);
        f.table(classTable[2], "offset_in_asset_wad", "o_class", "pad_8", "pad_c", "textures", "texture_count",
                "texture_width", "texture_height", "maximum_mipmap_level", "palette_offset", "texture_offset",
                "mipmap_1_offset", "mipmap_2_offset", "mipmap_3_offset");
        int[] perKind = new int[3];
        for (Object[] r : classRows) perKind[(Integer) r[0]]++;
        for (int c = 0; c < 3; c++) {
            java.util.Set<Integer> keep = new java.util.HashSet<>();
            for (int i : FieldTruth.sample(perKind[c], SAMPLED_RECORDS)) keep.add(i);
            for (Object[] r : classRows) {
                if ((Integer) r[0] == c && keep.contains((Integer) r[1])) f.row(classTable[c], r[1].toString(), (Object[]) r[2]);
            }
        }
        for (String kind : TEXTURE_KINDS) {
            String table = "core_" + kind + "_textures";
            f.table(table, "data_offset", "width", "height", "type", "palette", "mipmap", "pad");
            List<Tex> list = textures.get(kind);
            for (int i : FieldTruth.sample(list.size(), SAMPLED_RECORDS)) {
                Tex t = list.get(i);
                f.row(table, Integer.toString(i), t.dataOffset(), t.width(), t.height(), t.stashed() ? 0 : 3, t.palette(),
                        t.mipmap(), t.pad());
            }
        }
        f.table("core_part_textures", "palette", "unknown_4", "texture", "side");
        for (int i = 0; i < partEntries.length; i++) f.row("core_part_textures", Integer.toString(i), partEntries[i][0],
                partEntries[i][1], partEntries[i][2], partEntries[i][3]);
        f.table("core_fx_textures", "palette", "texture", "width", "height");
        for (int i = 0; i < fxEntries.length; i++) f.row("core_fx_textures", Integer.toString(i), fxEntries[i][0],
                fxEntries[i][1], fxEntries[i][2], fxEntries[i][3]);
        f.table("core_gs_ram", "psm", "width", "height", "address", "rel_offset", "stashed");
        for (int i : FieldTruth.sample(gsTable.size(), SAMPLED_RECORDS)) {
            int[] e = gsTable.get(i);
            f.row("core_gs_ram", Integer.toString(i), e[0], e[1], e[2], e[3], e[4], i >= gsRamCount);
        }
        return f;
    }

    /** CSM1 stores CLUT entries with index bits 3 and 4 exchanged (docs/formats/texture.md). */
    static int swapBits3And4(int i) {
        return (i & ~0x18) | ((i & 0x08) << 1) | ((i & 0x10) >> 1);
    }

    /** Every pixel's expanded alpha is 255 (the PS2 alpha was 0x80 or more). */
    static boolean opaque(byte[] rgba) {
        for (int i = 3; i < rgba.length; i += 4) if ((rgba[i] & 0xff) != 255) return false;
        return true;
    }

    /** Distinct RGBA values among the pixels. */
    static int distinctColours(byte[] rgba) {
        Set<Integer> s = new java.util.HashSet<>();
        for (int i = 0; i + 4 <= rgba.length; i += 4) {
            s.add((rgba[i] & 0xff) << 24 | (rgba[i + 1] & 0xff) << 16 | (rgba[i + 2] & 0xff) << 8 | (rgba[i + 3] & 0xff));
        }
        return s.size();
    }

    static int expandAlpha(int a) { return a < 0x80 ? 2 * a : 255; }

    /** The intended RGBA bytes of level 0: logical colour of each index, alpha expanded. */
    static byte[] rgba(byte[] indices, int[][] logicalPalette) {
        byte[] out = new byte[indices.length * 4];
        for (int i = 0; i < indices.length; i++) {
            int[] c = logicalPalette[indices[i] & 0xff];
            out[4 * i] = (byte) c[0];
            out[4 * i + 1] = (byte) c[1];
            out[4 * i + 2] = (byte) c[2];
            out[4 * i + 3] = (byte) expandAlpha(c[3]);
        }
        return out;
    }

    static String sha256(byte[] b) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Three kinds of texel pattern so distinct-colour and opacity statistics vary across textures. */
    private static byte[] pattern(Random rnd, int w, int h) {
        byte[] out = new byte[w * h];
        int mode = rnd.nextInt(3), salt = rnd.nextInt(256);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int v = switch (mode) {
                    case 0 -> rnd.nextInt(256);
                    case 1 -> ((x / 4 + y / 4) % 8) * 3 + salt;
                    default -> (x ^ y) + salt;
                };
                out[y * w + x] = (byte) v;
            }
        }
        return out;
    }

    /** {@code h} rows of width {@code w} from {@code idx}, its rows repeated from the top when it has fewer. */
    private static byte[] rows(byte[] idx, int w, int h) {
        byte[] out = new byte[w * h];
        int have = idx.length / w;
        for (int y = 0; y < h; y++) System.arraycopy(idx, (y % have) * w, out, y * w, w);
        return out;
    }

    /** A reduced level taking every {@code step}-th texel of every {@code step}-th row. */
    private static byte[] sample(byte[] idx, int w, int h, int step) {
        int mw = w / step, mh = h / step;
        byte[] out = new byte[mw * mh];
        for (int y = 0; y < mh; y++) for (int x = 0; x < mw; x++) out[y * mw + x] = idx[(y * step) * w + x * step];
        return out;
    }


    /** Writes a section block from {@code source} at the next 0x10 boundary; returns its core_data offset. */
    private static int place(LeBytes data, BlockSource source, BlockSource.Context ctx, Random rnd, Map<String, String> truth) {
        int at = data.align(0x10);
        BlockSource.Block b = source.build(ctx, rnd, at);
        data.put(at, b.bytes());
        truth.putAll(b.truth());
        return at;
    }

    private static Blob blob(LeBytes data, Random rnd, int size) {
        int at = data.align(0x10);
        fill(data, rnd, at, size);
        return new Blob(at, size);
    }

    static final int BANK_SHIFT = 0x40;

    /**
     * {@code size} bytes at {@code at}: the first {@code drawn} filled as {@link #fill} always filled them (the same
     * random draws, so every later block of the disc is unchanged), the rest with a fixed pattern.
     */
    private static void fillShifted(LeBytes data, Random rnd, int at, int drawn, int size, int salt) {
        fill(data, rnd, at, drawn);
        byte[] rest = new byte[Math.max(0, size - drawn)];
        for (int i = 0; i < rest.length; i++) rest[i] = (byte) (i * 7 + salt);
        data.put(at + drawn, rest);
    }

    private static void fill(LeBytes data, Random rnd, int at, int size) {
        byte[] b = new byte[size];
        rnd.nextBytes(b);
        for (int i = 0; i < b.length; i += 4) b[i] = 0;   // a little structure, so the LZ stream has matches
        data.put(at, b);
    }
}
