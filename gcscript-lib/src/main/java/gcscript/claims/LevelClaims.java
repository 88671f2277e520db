package gcscript.claims;

import static gcscript.claims.Measures.countLevels;
import static gcscript.claims.Measures.fraction;
import static gcscript.claims.Measures.key;
import static gcscript.claims.Measures.levelCount;
import static gcscript.claims.Measures.longKey;
import static gcscript.claims.Measures.mb;
import static gcscript.claims.Measures.onLevelValue;
import static gcscript.claims.Measures.rangeOf;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.DataExtent;
import gcscript.level.Extent;
import gcscript.level.Level;
import gcscript.level.LevelParts;
import gcscript.level.SectorRange;
import gcscript.level.Slot;
import gcscript.wad.WadLz;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Claims about level files: their headers and extents, the data extent header, the compressed streams and the
 * sound bank's first bytes (notes: "A bug found and fixed", "gameplay", "sound_bank"). Synthetic figures come
 * from the manifest's {@code level.N.*} keys.
 */
final class LevelClaims implements ClaimArea {
    /** Offset of the bank id in a sound bank extent: SBlk's BankID at +0x0c of the block at +0x18 (phase 2 §10.2). */
    static final int BANK_ID = 0x24;

    @Override public List<Claim> claims() {
        List<Claim> c = new ArrayList<>();
        c.add(Claim.manifest("lvl0.data.sectors", d -> onLevelValue(d, 0, l -> "" + l.extent(Slot.DATA).sizeSectors()),
                (t, d) -> key(t, "level.0.data_sectors")));
        c.add(Claim.manifest("lvl24.data.sectors", d -> onLevelValue(d, 24, l -> "" + l.extent(Slot.DATA).sizeSectors()),
                (t, d) -> key(t, "level.24.data_sectors")));
        c.add(Claim.manifest("lvl0.data.bytes", d -> onLevelValue(d, 0, l -> "" + l.extent(Slot.DATA).declaredBytes()),
                (t, d) -> longKey(t, "level.0.data_sectors").map(s -> "" + s * SectorRange.SECTOR)));
        c.add(Claim.manifest("data.discarded.total", d -> levels(d, x -> Measured.of(mb(discarded(x), 1))), (t, d) -> {
            long sum = 0;
            for (int i = 0; i < levelCount(t); i++) {
                Optional<Long> s = longKey(t, "level." + i + ".data_sectors");
                if (s.isEmpty()) return Optional.empty();
                sum += s.get() * SectorRange.SECTOR - s.get();
            }
            return Optional.of("~" + mb(sum, 1));
        }));
        c.add(Claim.manifest("lvl0.data.declared_total", d -> onLevelValue(d, 0, l -> "" + l.data().headerRecord().declaredEnd()),
                (t, d) -> declaredTotal(t, 0).map(String::valueOf)));
        c.add(Claim.manifest("lvl0.data.ratio", d -> onLevelValue(d, 0, l -> truncated((double) l.data().headerRecord().declaredEnd() / l.extent(Slot.DATA).sizeSectors(), 1)),
                (t, d) -> declaredTotal(t, 0).flatMap(total ->
                        longKey(t, "level.0.data_sectors").map(s -> truncated((double) total / s, 1)))));
        c.add(Claim.manifest("lvl0.core_data.compressed", d -> onLevelValue(d, 0, l -> "" + l.data().headerRecord().coreData().size()),
                (t, d) -> key(t, "level.0.core_data_compressed")));
        c.add(Claim.manifest("lvl0.core_data.decompressed", d -> onLevelValue(d, 0, l -> "" + l.core().coreData().length()),
                (t, d) -> key(t, "level.0.core_data_decompressed")));
        c.add(Claim.manifest("lvl0.core_index.bytes", d -> onLevelValue(d, 0, l -> "" + l.data().headerRecord().coreIndex().size()),
                (t, d) -> key(t, "level.0.core_index_bytes")));
        c.add(Claim.manifest("lvl0.gs_ram.bytes", d -> onLevelValue(d, 0, l -> "" + l.data().headerRecord().gsRam().size()),
                (t, d) -> key(t, "level.0.gs_ram_bytes")));
        c.add(Claim.manifest("lvl0.core_index.asset_sizes", d -> onLevelValue(d, 0, l -> l.data().assetsCompressedSize() + "," + l.data().assetsDecompressedSize()),
                (t, d) -> key(t, "level.0.core_data_compressed").flatMap(a -> key(t, "level.0.core_data_decompressed").map(b -> a + "," + b))));
        c.add(Claim.rule("core_index.asset_sizes.27of27", d -> fraction(d, LevelClaims::assetSizesAgree), Claim.Rule.ALL));
        c.add(Claim.rule("core.decompressed_size.27of27", d -> fraction(d, l -> ok(() -> l.core().coreData().length() == l.data().assetsDecompressedSize())),
                Claim.Rule.ALL));
        c.add(Claim.manifest("lvl0.gameplay.bytes", d -> onLevelValue(d, 0, l -> "" + l.extent(Slot.GAMEPLAY).declaredBytes()),
                (t, d) -> longKey(t, "level.0.gameplay_sectors").map(s -> "" + s * SectorRange.SECTOR)));
        c.add(Claim.manifest("lvl0.gameplay.lz_length", d -> onLevelValue(d, 0, l -> String.format("0x%06x", WadLz.compressedSize(gameplay(l)))),
                (t, d) -> longKey(t, "level.0.gameplay_compressed").map(v -> String.format("0x%06x", v))));
        c.add(Claim.manifest("lvl0.gameplay.byte3", d -> onLevelValue(d, 0, l -> String.format("0x%02x", gameplay(l).u8("gameplay[3]", 3))),
                (t, d) -> longKey(t, "level.0.gameplay_compressed").map(v -> String.format("0x%02x", v & 0xff))));
        // superseded: the still-compressed stream read as a light bank; the raw words reproduce, the reading does not
        c.add(Claim.retail("lvl0.gameplay.word4", d -> onLevelValue(d, 0, l -> "0x" + Long.toHexString(gameplay(l).u32("gameplay[4]", 4)))));
        c.add(Claim.retail("lvl0.gameplay.i32_at_0xa0d", d -> Measures.onLevel(d, 0, l -> {
            ByteReader g = gameplay(l);
            return g.inRange(0xa0d, 4) ? Measured.of("" + g.s32("gameplay[0xa0d]", 0xa0d))
                    : Measured.none("level 0's gameplay extent is " + g.length() + " bytes, shorter than 0xa0d + 4");
        })));
        c.add(Claim.rule("gameplay.wadlz", d -> fraction(d, l -> ok(() ->
                l.gameplayData().length() > 0)), Claim.Rule.ALL));
        c.add(Claim.rule("gameplay.not_wadlz", d -> fraction(d, l -> !ok(() ->
                l.gameplayData().length() > 0)), Claim.Rule.ALL));
        c.add(Claim.manifest("lvl0.sound_bank.bytes", d -> onLevelValue(d, 0, l -> "" + l.extent(Slot.SOUND_BANK).declaredBytes()),
                (t, d) -> longKey(t, "level.0.sound_bank_sectors").map(s -> "" + s * SectorRange.SECTOR)));
        // over the levels that have a sound bank: a disc without any (generate --without sound) has nothing to judge
        c.add(Claim.rule("sound_bank.sblk_0x18", d -> Measures.fractionWhere(d, l -> l.extentBytes(Slot.SOUND_BANK).isEmpty() ? Optional.empty()
                : Optional.of(magic(l, Slot.SOUND_BANK, 0x18, "SBlk")), "no level has a sound bank"), Claim.Rule.ALL));
        // The manifest records each bank's SBlk bank_id word (0x00574144 = "DAW\0", phase-2 §10.2).
        c.add(Claim.manifest("sound_bank.daw_0x24", d -> fraction(d, l -> magic(l, Slot.SOUND_BANK, BANK_ID, "DAW")),
                (t, d) -> {
                    for (int i = 0; i < levelCount(t); i++) if (key(t, "level." + i + ".sound.header.bank_id").isEmpty()) return Optional.empty();
                    return countLevels(t, i -> key(t, "level." + i + ".sound.header.bank_id").orElse("").equals(Long.toString(0x00574144L)));
                }));
        c.add(Claim.manifest("sound_bank.size_range", LevelClaims::soundBankSizes, (t, d) -> rangeOf(t, "sound_bank_sectors")));
        c.add(Claim.manifest("hdr.header_size.0x60", d -> fraction(d, l -> l.headerRecord().headerSize() == 0x60),
                (t, d) -> countLevels(t, i -> key(t, "level." + i + ".header_size").map(v -> Long.decode(v) == 0x60).orElse(false))));
        c.add(Claim.manifest("hdr.named_extents", d -> levels(d, x -> Measured.of(namedExtents(x))), (t, d) -> {
            long lo = Long.MAX_VALUE, hi = Long.MIN_VALUE;
            for (int i = 0; i < levelCount(t); i++) {
                long n = 0;
                for (String f : new String[] {"data_sectors", "sound_bank_sectors", "gameplay_sectors", "occlusion_sectors"}) {
                    if (longKey(t, "level." + i + "." + f).orElse(0L) > 0) n++;
                }
                lo = Math.min(lo, n);
                hi = Math.max(hi, n);
            }
            return levelCount(t) == 0 ? Optional.empty() : Optional.of(lo == hi ? "" + lo : lo + ".." + hi);
        }));
        c.add(Claim.manifest("lvl21.level_id", d -> onLevelValue(d, 21, l -> "" + l.levelId()), (t, d) -> key(t, "level.21.level_id")));
        c.add(Claim.manifest("data.sectors.range", d -> levels(d, x -> Measured.of(range(x, l -> (long) l.extent(Slot.DATA).sizeSectors()))),
                (t, d) -> rangeOf(t, "data_sectors")));
        c.add(Claim.manifest("data.mb.range", d -> levels(d, x -> {
            String r = range(x, l -> l.extent(Slot.DATA).declaredBytes());
            int dots = r.indexOf("..");
            return Measured.of(mb(Long.parseLong(r.substring(0, dots)), 1) + ".." + mb(Long.parseLong(r.substring(dots + 2)), 1));
        }), (t, d) -> rangeOf(t, "data_sectors").map(r -> {
            int dots = r.indexOf("..");
            return mb(Long.parseLong(r.substring(0, dots)) * SectorRange.SECTOR, 1) + ".." + mb(Long.parseLong(r.substring(dots + 2)) * SectorRange.SECTOR, 1);
        })));
        c.add(Claim.manifest("data.largest_extent", d -> fraction(d, LevelClaims::dataIsLargest),
                (t, d) -> countLevels(t, i -> {
                    long data = longKey(t, "level." + i + ".data_sectors").orElse(0L);
                    for (String s : new String[] {"sound_bank_sectors", "gameplay_sectors", "occlusion_sectors"}) {
                        if (longKey(t, "level." + i + "." + s).orElse(0L) > data) return false;
                    }
                    return true;
                })));
        c.add(Claim.manifest("hdr.tiling.fails", d -> levels(d, x -> Measured.of(tilingFails(x))), (t, d) -> {
            List<String> out = new ArrayList<>();
            for (int i = 0; i < levelCount(t); i++) if (longKey(t, "level." + i + ".chunk_count").orElse(0L) > 0) out.add("" + i);
            return Optional.of(String.join(",", out));
        }));
        c.add(Claim.manifest("chunks.present", d -> fraction(d, l -> l.headerRecord().chunkCount() > 0),
                (t, d) -> countLevels(t, i -> longKey(t, "level." + i + ".chunk_count").orElse(0L) > 0)));
        c.add(Claim.manifest("lvl0.extents.tile", d -> onLevelValue(d, 0, l -> "" + tiles(l)),
                (t, d) -> longKey(t, "level.0.chunk_count").map(n -> "" + (n == 0))));
        return c;
    }

    /** A whole-disc measure, not measurable on a disc without level files. */
    static Measured levels(Disc d, Function<Disc, Measured> f) {
        return d.levels().count() == 0 ? Measured.none("no level files") : f.apply(d);
    }

    /**
     * The notes print "458..833 bytes"; the figure fits sectors (level 0: 734 sectors = 1,503,232 bytes). Both
     * readings are measured: the range in sectors and in bytes (sectors × 2048).
     */
    static Measured soundBankSizes(Disc d) {
        if (d.levels().count() == 0) return Measured.none("no level files");
        String sectors = range(d, l -> (long) l.extent(Slot.SOUND_BANK).sizeSectors());
        String bytes = range(d, l -> l.extent(Slot.SOUND_BANK).declaredBytes());
        return Measured.readings(List.of(new Measured.Reading("sectors", sectors), new Measured.Reading("bytes", bytes)), "");
    }

    /** End of the furthest range the generator put in level n's data header (its manifest keys level.n.data.*). */
    static Optional<Long> declaredTotal(GroundTruth t, int n) {
        String prefix = "level." + n + ".data.";
        long end = 0x58;
        boolean any = false;
        for (var e : t.withPrefix(prefix).entrySet()) {
            String k = e.getKey();
            if (!k.endsWith(".offset")) continue;
            String base = k.substring(0, k.length() - ".offset".length());
            Optional<Long> size = longKey(t, base + ".size");
            if (size.isEmpty()) continue;
            end = Math.max(end, Long.decode(e.getValue()) + size.get());
            any = true;
        }
        return any ? Optional.of(end) : Optional.empty();
    }

    static boolean ok(java.util.function.BooleanSupplier s) {
        try {
            return s.getAsBoolean();
        } catch (FormatException e) {
            return false;
        }
    }

    static ByteReader gameplay(Level l) {
        return l.extentBytes(Slot.GAMEPLAY).orElseThrow(() -> l.bytes().error(l.path("header.gameplay"), 0x20, "a gameplay extent", "empty"));
    }

    static boolean magic(Level l, Slot s, int at, String magic) {
        return l.extentBytes(s).map(r -> r.inRange(at, magic.length()) && r.ascii("magic", at, magic.length()).equals(magic)).orElse(false);
    }

    static boolean assetSizesAgree(Level l) {
        return ok(() -> {
            DataExtent d = l.data();
            // the level core's core_data (decoded once per level) rather than a fresh decode per claim
            return d.assetsCompressedSize() == d.headerRecord().coreData().size() && l.core().coreData().length() == d.assetsDecompressedSize();
        });
    }

    static long discarded(Disc d) {
        long sum = 0;
        for (Level l : d.levels()) {
            long s = l.extent(Slot.DATA).sizeSectors();
            sum += s * SectorRange.SECTOR - s;
        }
        return sum;
    }

    static String range(Disc d, Function<Level, Long> f) {
        long lo = Long.MAX_VALUE, hi = Long.MIN_VALUE;
        for (Level l : d.levels()) {
            long v = f.apply(l);
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
        }
        return lo + ".." + hi;
    }

    /** How many of the four slots the notes name (data, sound_bank, gameplay, occlusion) are non-empty, "min..max" when levels differ. */
    static String namedExtents(Disc d) {
        String r = range(d, l -> java.util.stream.Stream.of(Slot.DATA, Slot.SOUND_BANK, Slot.GAMEPLAY, Slot.OCCLUSION)
                .filter(s -> !l.extent(s).empty()).count());
        int dots = r.indexOf("..");
        return r.substring(0, dots).equals(r.substring(dots + 2)) ? r.substring(0, dots) : r;
    }

    static boolean dataIsLargest(Level l) {
        long data = l.extent(Slot.DATA).sizeSectors();
        for (Extent e : l.extentList()) if (e.sizeSectors() > data) return false;
        return true;
    }

    /** Slots 1, 0, 2, 3 laid end to end from sector 1 cover the file (to within the last sector). */
    static boolean tiles(Level l) {
        long at = 1;
        for (Slot s : new Slot[] {Slot.SOUND_BANK, Slot.DATA, Slot.GAMEPLAY, Slot.OCCLUSION}) {
            Extent e = l.extent(s);
            if (e.empty()) continue;
            if (e.offsetSectors() != at) return false;
            at += e.sizeSectors();
        }
        long end = at * SectorRange.SECTOR;
        return end >= l.fileBytes() && end - l.fileBytes() < SectorRange.SECTOR;
    }

    static String tilingFails(Disc d) {
        List<String> out = new ArrayList<>();
        for (Level l : d.levels()) if (!tiles(l)) out.add("" + l.number());
        return String.join(",", out);
    }

    static String truncated(double v, int decimals) {
        double p = Math.pow(10, decimals);
        return String.format(java.util.Locale.ROOT, "%." + decimals + "f", Math.floor(v * p) / p);
    }
}
