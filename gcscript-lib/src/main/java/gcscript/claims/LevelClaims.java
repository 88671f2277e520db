package gcscript.claims;

import static gcscript.claims.Measures.allLevels;
import static gcscript.claims.Measures.fraction;
import static gcscript.claims.Measures.key;
import static gcscript.claims.Measures.level;
import static gcscript.claims.Measures.levelCount;
import static gcscript.claims.Measures.longKey;
import static gcscript.claims.Measures.rangeOf;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.disc.Disc;
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

/** Claims about level files, their extents, the data extent header and the compressed streams (notes: "A bug found and fixed"). */
final class LevelClaims {
    private LevelClaims() {}

    static List<Claim> all() {
        List<Claim> c = new ArrayList<>();
        c.add(new Claim("lvl0.data.sectors", d -> onLevel(d, 0, l -> "" + l.extent(Slot.DATA).sizeSectors()),
                (t, d) -> key(t, "level.0.data_sectors")));
        c.add(new Claim("lvl24.data.sectors", d -> onLevel(d, 24, l -> "" + l.extent(Slot.DATA).sizeSectors()),
                (t, d) -> key(t, "level.24.data_sectors")));
        c.add(new Claim("lvl0.data.bytes", d -> onLevel(d, 0, l -> "" + l.extent(Slot.DATA).declaredBytes()),
                (t, d) -> longKey(t, "level.0.data_sectors").map(s -> "" + s * SectorRange.SECTOR)));
        c.add(new Claim("data.discarded.total", d -> Optional.of(mb(discarded(d), 1)), (t, d) -> {
            long sum = 0;
            for (int i = 0; i < levelCount(t); i++) {
                Optional<Long> s = longKey(t, "level." + i + ".data_sectors");
                if (s.isEmpty()) return Optional.empty();
                sum += s.get() * SectorRange.SECTOR - s.get();
            }
            return Optional.of("~" + mb(sum, 1));
        }));
        c.add(new Claim("lvl0.data.declared_total", d -> onLevel(d, 0, l -> "" + l.data().headerRecord().declaredEnd()),
                (t, d) -> declaredTotal(t, 0).map(String::valueOf)));
        c.add(new Claim("lvl0.data.ratio", d -> onLevel(d, 0, l -> truncated((double) l.data().headerRecord().declaredEnd() / l.extent(Slot.DATA).sizeSectors(), 1)),
                (t, d) -> declaredTotal(t, 0).flatMap(total ->
                        longKey(t, "level.0.data_sectors").map(s -> truncated((double) total / s, 1)))));
        c.add(new Claim("lvl0.core_data.compressed", d -> onLevel(d, 0, l -> "" + l.data().headerRecord().coreData().size()),
                (t, d) -> key(t, "level.0.core_data_compressed")));
        c.add(new Claim("lvl0.core_data.decompressed", d -> onLevel(d, 0, l -> "" + l.data().coreData().length),
                (t, d) -> key(t, "level.0.core_data_decompressed")));
        c.add(new Claim("lvl0.core_index.bytes", d -> onLevel(d, 0, l -> "" + l.data().headerRecord().coreIndex().size()),
                (t, d) -> key(t, "level.0.core_index_bytes")));
        c.add(new Claim("lvl0.gs_ram.bytes", d -> onLevel(d, 0, l -> "" + l.data().headerRecord().gsRam().size()),
                (t, d) -> key(t, "level.0.gs_ram_bytes")));
        c.add(new Claim("lvl0.core_index.asset_sizes", d -> onLevel(d, 0, l -> l.data().assetsCompressedSize() + "," + l.data().assetsDecompressedSize()),
                (t, d) -> key(t, "level.0.core_data_compressed").flatMap(a -> key(t, "level.0.core_data_decompressed").map(b -> a + "," + b))));
        c.add(new Claim("core_index.asset_sizes.27of27", d -> Optional.of(fraction(d, LevelClaims::assetSizesAgree)),
                (t, d) -> allLevels(t)));
        c.add(new Claim("core.decompressed_size.27of27", d -> Optional.of(fraction(d, l -> ok(() -> l.data().coreData().length == l.data().assetsDecompressedSize()))),
                (t, d) -> allLevels(t)));
        c.add(new Claim("lvl0.gameplay.bytes", d -> onLevel(d, 0, l -> "" + l.extent(Slot.GAMEPLAY).declaredBytes()),
                (t, d) -> longKey(t, "level.0.gameplay_sectors").map(s -> "" + s * SectorRange.SECTOR)));
        c.add(new Claim("lvl0.gameplay.lz_length", d -> onLevel(d, 0, l -> String.format("0x%06x", WadLz.compressedSize(gameplay(l)))),
                (t, d) -> longKey(t, "level.0.gameplay_compressed").map(v -> String.format("0x%06x", v))));
        c.add(new Claim("lvl0.gameplay.byte3", d -> onLevel(d, 0, l -> String.format("0x%02x", gameplay(l).u8("gameplay[3]", 3))),
                (t, d) -> longKey(t, "level.0.gameplay_compressed").map(v -> String.format("0x%02x", v & 0xff))));
        c.add(new Claim("gameplay.wadlz", d -> Optional.of(fraction(d, l -> ok(() ->
                WadLz.decompressCapped(gameplay(l), LevelParts.GAMEPLAY_CAP).length > 0))), (t, d) -> allLevels(t)));
        c.add(new Claim("gameplay.not_wadlz", d -> Optional.of(fraction(d, l -> !ok(() ->
                WadLz.decompressCapped(gameplay(l), LevelParts.GAMEPLAY_CAP).length > 0))), (t, d) -> allLevels(t)));
        c.add(new Claim("lvl0.sound_bank.bytes", d -> onLevel(d, 0, l -> "" + l.extent(Slot.SOUND_BANK).declaredBytes()),
                (t, d) -> longKey(t, "level.0.sound_bank_sectors").map(s -> "" + s * SectorRange.SECTOR)));
        c.add(new Claim("sound_bank.sblk_0x18", d -> Optional.of(fraction(d, l -> magic(l, Slot.SOUND_BANK, 0x18, "SBlk"))),
                (t, d) -> allLevels(t)));
        c.add(new Claim("sound_bank.size_range", d -> Optional.of(range(d, l -> (long) l.extent(Slot.SOUND_BANK).sizeSectors())),
                (t, d) -> rangeOf(t, "sound_bank_sectors")));
        c.add(new Claim("hdr.header_size.0x60", d -> Optional.of(fraction(d, l -> l.headerRecord().headerSize() == 0x60)),
                (t, d) -> countLevels(t, i -> key(t, "level." + i + ".header_size").map(v -> Long.decode(v) == 0x60).orElse(false))));
        c.add(new Claim("hdr.named_extents", d -> Optional.of(namedExtents(d)), (t, d) -> {
            long lo = Long.MAX_VALUE, hi = Long.MIN_VALUE;
            for (int i = 0; i < levelCount(t); i++) {
                long n = 0;
                for (String f : new String[] {"data_sectors", "sound_bank_sectors", "gameplay_sectors", "occlusion_sectors"}) {
                    if (longKey(t, "level." + i + "." + f).orElse(0L) > 0) n++;
                }
                lo = Math.min(lo, n);
                hi = Math.max(hi, n);
            }
            return Optional.of(lo == hi ? "" + lo : lo + ".." + hi);
        }));
        c.add(new Claim("lvl21.level_id", d -> onLevel(d, 21, l -> "" + l.levelId()), (t, d) -> key(t, "level.21.level_id")));
        c.add(new Claim("data.sectors.range", d -> Optional.of(range(d, l -> (long) l.extent(Slot.DATA).sizeSectors())),
                (t, d) -> rangeOf(t, "data_sectors")));
        c.add(new Claim("data.mb.range", d -> {
            String r = range(d, l -> l.extent(Slot.DATA).declaredBytes());
            int dots = r.indexOf("..");
            return Optional.of(mb(Long.parseLong(r.substring(0, dots)), 1) + ".." + mb(Long.parseLong(r.substring(dots + 2)), 1));
        }, (t, d) -> rangeOf(t, "data_sectors").map(r -> {
            int dots = r.indexOf("..");
            return mb(Long.parseLong(r.substring(0, dots)) * SectorRange.SECTOR, 1) + ".." + mb(Long.parseLong(r.substring(dots + 2)) * SectorRange.SECTOR, 1);
        })));
        c.add(new Claim("data.largest_extent", d -> Optional.of(fraction(d, LevelClaims::dataIsLargest)),
                (t, d) -> countLevels(t, i -> {
                    long data = longKey(t, "level." + i + ".data_sectors").orElse(0L);
                    for (String s : new String[] {"sound_bank_sectors", "gameplay_sectors", "occlusion_sectors"}) {
                        if (longKey(t, "level." + i + "." + s).orElse(0L) > data) return false;
                    }
                    return true;
                })));
        c.add(new Claim("hdr.tiling.fails", d -> Optional.of(tilingFails(d)), (t, d) -> {
            List<String> out = new ArrayList<>();
            for (int i = 0; i < levelCount(t); i++) if (longKey(t, "level." + i + ".chunk_count").orElse(0L) > 0) out.add("" + i);
            return Optional.of(String.join(",", out));
        }));
        c.add(new Claim("chunks.present", d -> Optional.of(fraction(d, l -> l.headerRecord().chunkCount() > 0)),
                (t, d) -> countLevels(t, i -> longKey(t, "level." + i + ".chunk_count").orElse(0L) > 0)));
        c.add(new Claim("lvl0.extents.tile", d -> onLevel(d, 0, l -> "" + tiles(l)),
                (t, d) -> longKey(t, "level.0.chunk_count").map(n -> "" + (n == 0))));
        return c;
    }

    /** End of the furthest range the generator put in level n's data header (its manifest keys level.n.data.*). */
    static Optional<Long> declaredTotal(gcscript.disc.GroundTruth t, int n) {
        String prefix = "level." + n + ".data.";
        long end = 0x58;
        boolean any = false;
        for (var e : t.all().entrySet()) {
            String k = e.getKey();
            if (!k.startsWith(prefix) || !k.endsWith(".offset")) continue;
            String base = k.substring(0, k.length() - ".offset".length());
            Optional<Long> size = longKey(t, base + ".size");
            if (size.isEmpty()) continue;
            end = Math.max(end, Long.decode(e.getValue()) + size.get());
            any = true;
        }
        return any ? Optional.of(end) : Optional.empty();
    }

    static Optional<String> onLevel(Disc d, int n, Function<Level, String> f) { return level(d, n).map(f); }

    static Optional<String> countLevels(gcscript.disc.GroundTruth t, java.util.function.IntPredicate p) {
        int n = levelCount(t);
        int k = 0;
        for (int i = 0; i < n; i++) if (p.test(i)) k++;
        return n == 0 ? Optional.empty() : Optional.of(k + "/" + n);
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
            return d.assetsCompressedSize() == d.headerRecord().coreData().size() && d.coreData().length == d.assetsDecompressedSize();
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

    /** Bytes as MB (10^6) with {@code decimals} decimals, e.g. "13.3MB". */
    static String mb(long bytes, int decimals) {
        return String.format("%." + decimals + "f", bytes / 1e6) + "MB";
    }

    static String truncated(double v, int decimals) {
        double p = Math.pow(10, decimals);
        return String.format("%." + decimals + "f", Math.floor(v * p) / p);
    }
}
