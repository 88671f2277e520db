package gcscript.datasets;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import gcscript.datasets.gameplay.CoreFacts;
import gcscript.datasets.sound.SoundBankFile;
import gcscript.datasets.gameplay.GameplayStream;
import gcscript.datasets.tfrag.Terrain;

/**
 * Writes one {@code /G/LEVELn.WAD} (§1.5): sector 0 holds the 0x60-byte header, the extents tile
 * contiguously from sector 1 in physical order (sound bank first), each starting on a sector. Sector offsets
 * are relative to the file. A clamped file ends {@code clamped_bytes} (96..2016) before the sector-rounded
 * end of its last extent, as every retail level file does; others end on the sector boundary.
 */
final class LevelWadWriter {
    /** Retail overruns are 96..2016 bytes (§1.1): the last extent's tail in its final sector is 32..1952 bytes. */
    static final int MIN_TAIL = Sectors.SIZE - 2016, MAX_TAIL = Sectors.SIZE - 96;

    private LevelWadWriter() {}

    /**
     * The core's collision block (core_data from {@code core.collision.offset}, {@code core.collision.size} bytes):
     * what chunk 0 carries (rac2-formats-phase2 §8.1); null when the core source does not say its size.
     */
    static byte[] coreCollision(CoreParts core) {
        String off = core.truth().get("core.collision.offset"), size = core.truth().get("core.collision.size");
        if (off == null || size == null || core.coreData() == null) return null;
        int o = Integer.parseInt(off);
        return java.util.Arrays.copyOfRange(core.coreData(), o, o + Integer.parseInt(size));
    }

    static LevelWad write(LevelPlan plan, Random rnd, int scale, CoreSource core) {
        Map<String, String> truth = new LinkedHashMap<>();
        Map<LevelSlot, byte[]> content = new EnumMap<>(LevelSlot.class);

        Map<String, String> soundTruth = new java.util.TreeMap<>();
        if (plan.soundBank()) content.put(LevelSlot.SOUND_BANK, SoundBankFile.write(rnd, scale, "sound.", soundTruth));
        soundTruth.forEach(truth::put);
        truth.put("sound_bank_sounds", soundTruth.getOrDefault("sound.sounds", "0"));
        truth.put("sound_bank_samples", soundTruth.getOrDefault("sound.samples", "0"));
        DataExtent data = DataExtentWriter.write(plan.fileNumber(), rnd, scale, core);
        content.put(LevelSlot.DATA, data.bytes());
        // The core (and its tfrag block) is built first, inside the data extent, so chunk 0 can carry that block
        // and the gameplay instances can use the core's own class numbers.
        CoreParts coreParts = data.core();
        GameplayStream.Result gameplay = GameplayStream.write(rnd, scale, new GameplayStream.Level(plan.chunks(),
                CoreFacts.instanceClasses(coreParts.coreIndex(), 0), CoreFacts.instanceClasses(coreParts.coreIndex(), 1),
                CoreFacts.instanceClasses(coreParts.coreIndex(), 2),
                Integer.parseInt(coreParts.truth().getOrDefault("tfrags.count", "0")), plan.occlusion(), terrain(coreParts),
                lowest(coreParts)), plan.fileNumber());
        content.put(LevelSlot.GAMEPLAY, gameplay.wad());
        byte[] occlusion = gameplay.occlusionSlot();
        if (occlusion != null) content.put(LevelSlot.OCCLUSION, occlusion);
        gameplay.truth().forEach(truth::put);
        int tfragTextures = tfragTextures(coreParts.truth());
        long chunkPatches = 0;
        for (int i = 0; i < plan.chunks(); i++) {
            byte[] reuse = i == 0 ? coreParts.tfragBlock() : null;
            byte[] collision = i == 0 ? coreCollision(coreParts) : null;
            Terrain ground = terrain(coreParts);
            content.put(LevelSlot.chunk(i), ChunkWriter.write(rnd, scale, "chunk." + i + ".", truth, reuse, coreParts.truth(), tfragTextures,
                    collision, ground == null ? null : ground.shifted(i * ground.cols()), coreTfragRoom(coreParts)));
            chunkPatches += Long.parseLong(truth.getOrDefault("chunk." + i + ".tfrags.count", "0"));
        }
        truth.put("chunk_tfrag_patches", Long.toString(chunkPatches));
        for (int i = 0; i < plan.chunks(); i++) {
            content.put(LevelSlot.chunkBank(i), SoundBankFile.write(rnd, scale, "chunk_sound." + i + ".", truth));
        }

        LevelSlot last = null;
        for (LevelSlot s : LevelSlot.PHYSICAL) if (content.containsKey(s)) last = s;
        if (plan.clamped()) content.put(last, withTail(content.get(last)));

        Map<LevelSlot, SectorRange> slots = new EnumMap<>(LevelSlot.class);
        int cursor = 1;
        for (LevelSlot s : LevelSlot.PHYSICAL) {
            byte[] b = content.get(s);
            if (b == null) {
                slots.put(s, SectorRange.EMPTY);
                continue;
            }
            SectorRange r = new SectorRange(cursor, Sectors.count(b.length));
            slots.put(s, r);
            cursor = r.end();
        }
        long sectorEnd = (long) cursor * Sectors.SIZE;
        long fileBytes = plan.clamped()
                ? (long) slots.get(last).offset() * Sectors.SIZE + content.get(last).length
                : sectorEnd;

        byte[] header = header(plan, slots);
        byte[] file = new byte[Math.toIntExact(fileBytes)];
        System.arraycopy(header, 0, file, 0, header.length);
        for (LevelSlot s : LevelSlot.PHYSICAL) {
            byte[] b = content.get(s);
            if (b != null) System.arraycopy(b, 0, file, slots.get(s).offset() * Sectors.SIZE, b.length);
        }

        describe(plan, slots, file, sectorEnd, truth);
        truth.put("sound_bank_bytes", Integer.toString(content.getOrDefault(LevelSlot.SOUND_BANK, new byte[0]).length));
        data.items().forEach((k, r) -> {
            truth.put("data." + k + ".offset", Integer.toString(r.offset()));
            truth.put("data." + k + ".size", Integer.toString(r.size()));
        });
        data.truth().forEach(truth::put);
        CoreParts cp = data.core();
        truth.put("core_index_bytes", Integer.toString(cp.coreIndex().length));
        truth.put("gs_ram_bytes", Integer.toString(cp.gsRam().length));
        truth.put("core_data_compressed", Integer.toString(cp.coreDataWad().length));
        truth.put("core_data_decompressed", Integer.toString(cp.coreData().length));
        truth.put("core_data_decompressed_sha256", Manifest.sha256(cp.coreData()));
        truth.put("gameplay_compressed", Integer.toString(gameplay.wad().length));
        truth.put("gameplay_decompressed_size", Integer.toString(gameplay.decompressed().length));
        truth.put("gameplay_decompressed_sha256", Manifest.sha256(gameplay.decompressed()));
        truth.put("gameplay_blocks", Integer.toString(gameplay.blockCount()));
        // one SHA-256 per decompressed buffer under hash.<buffer> (chunks: ChunkWriter): `verify` checks these first,
        // since WAD-LZ carries no checksum and a flipped byte may still decode
        truth.put("hash.core_data", Manifest.sha256(cp.coreData()));
        truth.put("hash.gameplay", Manifest.sha256(gameplay.decompressed()));
        cp.truth().forEach(truth::put);
        truth.putAll(LightingTruth.of(truth));
        return new LevelWad(plan, header, file, slots, truth);
    }

    /**
     * Bytes of the core's tfrag section: from core_data 0 to the first section present after it (occlusion, sky,
     * collision); the whole core_data when the source does not say.
     */
    static int coreTfragRoom(CoreParts core) {
        for (String k : new String[] {"core.occlusion.offset", "core.sky.offset", "core.collision.offset"}) {
            int v = Integer.parseInt(core.truth().getOrDefault(k, "0"));
            if (v != 0) return v;
        }
        return core.coreData() == null ? Integer.MAX_VALUE : core.coreData().length;
    }

    /** "tie o_class" / "shrub o_class" → the class mesh's lowest z (class units), from the class writers' truth. */
    static Map<String, Float> lowest(CoreParts core) {
        Map<String, Float> out = new java.util.HashMap<>();
        java.util.regex.Pattern key = java.util.regex.Pattern.compile("core\\.(tie|shrub)\\.(\\d+)\\.lowest_z");
        for (var e : core.truth().entrySet()) {
            var m = key.matcher(e.getKey());
            if (!m.matches()) continue;
            String oc = core.truth().get("core." + m.group(1) + "." + m.group(2) + ".o_class");
            if (oc != null) out.putIfAbsent(m.group(1) + " " + oc, Float.parseFloat(e.getValue()));
        }
        return out;
    }

    /** The ground the core's tfrags tile ({@code tfrags.terrain}), or null when the core source has none. */
    static Terrain terrain(CoreParts core) {
        String t = core.truth().get("tfrags.terrain");
        return t == null ? null : Terrain.parse(t);
    }

    /** Size of the level's tfrag texture table, from the core's truth (either source's key), at least 1. */
    static int tfragTextures(Map<String, String> coreTruth) {
        String v = coreTruth.getOrDefault("core.textures.tfrag.count", coreTruth.getOrDefault("core.tfrag_textures.count", "1"));
        return Math.max(1, Integer.parseInt(v));
    }

    private static byte[] header(LevelPlan plan, Map<LevelSlot, SectorRange> slots) {
        byte[] h = new byte[LevelWad.HEADER_SIZE];
        LeBuffer.putS32(h, 0x00, LevelWad.HEADER_SIZE);
        LeBuffer.putS32(h, 0x04, 0);
        LeBuffer.putS32(h, 0x08, plan.levelId());
        LeBuffer.putS32(h, 0x0c, plan.reverb());
        slots.forEach((s, r) -> {
            LeBuffer.putS32(h, s.headerOffset, r.offset());
            LeBuffer.putS32(h, s.headerOffset + 4, r.size());
        });
        return h;
    }

    /** Zero-pads {@code b} (as sector padding would) until its tail in the final sector lies in [MIN_TAIL, MAX_TAIL]. */
    static byte[] withTail(byte[] b) {
        int tail = b.length % Sectors.SIZE;
        int pad;
        if (tail == 0 && b.length > 0) pad = MIN_TAIL;
        else if (tail < MIN_TAIL) pad = MIN_TAIL - tail;
        else if (tail > MAX_TAIL) pad = Sectors.SIZE - tail + MIN_TAIL;
        else pad = 0;
        return pad == 0 ? b : java.util.Arrays.copyOf(b, b.length + pad);
    }

    private static void describe(LevelPlan plan, Map<LevelSlot, SectorRange> slots, byte[] file, long sectorEnd,
                                 Map<String, String> truth) {
        truth.put("file", "LEVEL" + plan.fileNumber() + ".WAD");
        truth.put("level_id", Integer.toString(plan.levelId()));
        truth.put("reverb", Integer.toString(plan.reverb()));
        truth.put("header_size", Integer.toString(LevelWad.HEADER_SIZE));
        truth.put("header.sector", "0");   // the sector word in the file itself (the RC2.HDR copy holds the LBA)
        truth.put("file_bytes", Integer.toString(file.length));
        truth.put("file_sectors", Integer.toString(Sectors.count(file.length)));
        truth.put("clamped_bytes", Long.toString(sectorEnd - file.length));
        truth.put("streamed", Boolean.toString(plan.streamed()));
        truth.put("chunk_count", Integer.toString(plan.chunks()));
        truth.put("data_sectors", Integer.toString(slots.get(LevelSlot.DATA).size()));
        truth.put("sound_bank_sectors", Integer.toString(slots.get(LevelSlot.SOUND_BANK).size()));
        truth.put("gameplay_sectors", Integer.toString(slots.get(LevelSlot.GAMEPLAY).size()));
        truth.put("occlusion_sectors", Integer.toString(slots.get(LevelSlot.OCCLUSION).size()));
        for (LevelSlot s : LevelSlot.values()) {
            SectorRange r = slots.get(s);
            String k = "slot." + s.key + ".";
            truth.put(k + "offset", Integer.toString(r.offset()));
            truth.put(k + "sectors", Integer.toString(r.size()));
            if (r.isEmpty()) continue;
            // the bytes a reader gets for the slot: its sector range, clamped to the file end
            long start = (long) r.offset() * Sectors.SIZE;
            long end = Math.min((long) r.end() * Sectors.SIZE, file.length);
            truth.put(k + "bytes", Long.toString(end - start));
            truth.put(k + "sha256", Manifest.sha256(file, (int) start, (int) (end - start)));
        }
    }
}
