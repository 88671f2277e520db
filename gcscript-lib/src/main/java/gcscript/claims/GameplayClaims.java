package gcscript.claims;

import static gcscript.claims.Measures.allLevels;
import static gcscript.claims.Measures.fraction;
import static gcscript.claims.Measures.level;
import static gcscript.claims.Measures.longKey;

import gcscript.bytes.ByteReader;
import gcscript.core.CoreSection;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import gcscript.level.Slot;
import gcscript.ratchetseq.RatchetSeqs;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The design notes' claims about the gameplay extent, the "chunk container" and the sound bank (needs gameplay,
 * chunks, sound-bank), measured, with the corrections of rac2-formats-phase2 §7.3, §8.2 and §10 as verdicts
 * ({@link #verdicts()}; the lead wires them into the claims table).
 *
 * <p>On a synthetic disc every claim has a manifest expectation: the chunk-container claims from the generator's
 * ratchet_seqs keys ({@code core.ratchet_seqs.*}: sequences carrying the notes' signature, their frames, the marker
 * count, the region's bytes), the notes' figures on a real disc (GC_DISC).
 */
final class GameplayClaims implements ClaimArea {
    /** The area's claims, each with its verdict as detail ({@link ClaimArea#adapt}). */
    @Override public List<Claim> claims() { return ClaimArea.adapt(all(), java.util.Set.of("lvl0.gameplay.i32_at_0xa0d", "lvl0.gameplay.word4",
            "sound_bank.daw_0x24", "sound_bank.sblk_0x18"), GameplayClaims.verdicts()); }

    private static final Map<String, String> VERDICTS = new LinkedHashMap<>();

    static List<Claim> all() {
        List<Claim> c = new ArrayList<>();
        // ---- sound bank (§10) ---------------------------------------------------------------------------
        c.add(Claim.legacy("sound_bank.sblk_0x18", d -> Optional.of(Measures.fractionText(d, l -> word(l, 0x18) == 0x6b6c4253L)), (t, d) -> allLevels(t)));
        verdict("sound_bank.sblk_0x18", "Holds, and it is understood: +0x18 is the SBlk v1 block header of a 989snd bank "
                + "(file header {type, 2 chunks, chunk table}, §10.1-10.2); the slot is the level's sound effects (music is in AUDIO<n>.WAD); "
                + "the notes' slot 'sizes 458..833' are sectors, not bytes. See level(n).soundBank().");
        c.add(Claim.legacy("sound_bank.daw_0x24", d -> Optional.of(Measures.fractionText(d, l -> (word(l, 0x24) & 0xffffff) == 0x574144L)), (t, d) -> allLevels(t)));
        verdict("sound_bank.daw_0x24", "Holds: 'DAW' at slot +0x24 is SBlk.BankID (block +0x0c), 0x00574144 on retail LEVEL0 (§10.2).");

        // ---- gameplay (§7.3): measured on the compressed slot, as the notes did ----------------------------
        c.add(Claim.legacy("lvl0.gameplay.word4", d -> level(d, 0).map(l -> hex(gameplaySlot(l).u32("gameplay+4", 4))),
                (t, d) -> longKey(t, "level.0.gameplay_compressed").map(size -> hex((size >>> 8) | ((long) 'g' << 24)))));
        verdict("lvl0.gameplay.word4", "The raw word reproduces, but it is WAD-LZ container header: bytes 3-6 hold the compressed "
                + "size, so the u32 at +4 is its upper bytes plus the first name byte. The light bank does parse: decompress first; "
                + "it is gameplay pointer 0x04 of the decompressed stream, 0x40 bytes per light (§7.3; level(n).gameplay().lights()).");
        c.add(Claim.legacy("lvl0.gameplay.i32_at_0xa0d", d -> level(d, 0).flatMap(l -> {
            ByteReader g = gameplaySlot(l);
            return g.inRange(0xa0d, 4) ? Optional.of(Integer.toString(g.s32("gameplay+0xa0d", 0xa0d))) : Optional.empty();
        }), (t, d) -> Optional.empty()));
        verdict("lvl0.gameplay.i32_at_0xa0d", "Compressed bytes, not a count: 0xa0d was never a pointer (see lvl0.gameplay.word4, §7.3).");
        c.add(Claim.legacy("lvl0.gameplay.first_bytes", d -> level(d, 0).map(l -> String.format("0x%04x",
                gameplaySlot(l).u8(0) << 8 | gameplaySlot(l).u8(1))), (t, d) -> longKey(t, "level.0.gameplay_compressed").map(x -> "0x5741")));
        verdict("lvl0.gameplay.first_bytes", "The gameplay slot begins 'WA' (0x5741) of a WAD-LZ stream on every level; the "
                + "decompressed stream begins with the 39-pointer table (§7.1).");

        // ---- the notes' chunk container = ratchet_seqs (§8.2) ---------------------------------------------
        String seq = "A notes 'chunk' is one moby sequence of Ratchet's ratchet_seqs table (core_index +0x78, 256 core_data offsets), "
                + "a 'record' one frame; the f6 7c 'marker' is the low half of the sequence's bsphere.x (§8.2). The decisive check is "
                + "level(n).core().ratchetSeqChecks() (chunk_container.*). These chunks are unrelated to the LEVEL WAD chunk slots 4-6 "
                + "(level(n).chunks()).";
        c.add(Claim.legacy("chunks.marker.count", d -> {
            long lo = Long.MAX_VALUE, hi = Long.MIN_VALUE;
            for (Level l : d.levels()) {
                long n = l.core().ratchetSeqModel().markerPositions().length;
                lo = Math.min(lo, n);
                hi = Math.max(hi, n);
            }
            return lo > hi ? Optional.empty() : Optional.of(lo + ".." + hi);
        }, (t, d) -> Measures.rangeOf(t, SEQS + "marker.count")));
        verdict("chunks.marker.count", seq + " The marker alone also occurs by chance in other data.");
        c.add(Claim.legacy("chunks.marker.position", d -> Optional.of(Measures.fractionText(d, l -> {
            RatchetSeqs r = l.core().ratchetSeqModel();
            List<Integer> sig = r.signaturePositions();
            return !sig.isEmpty() && r.checks().summary().stream().anyMatch(s -> s.check().equals("chunk_container.region_start") && s.holds());
        })), (t, d) -> Measures.countLevels(t, i -> Measures.longKey(t, "level." + i + "." + SEQS + "signature.count").orElse(0L) > 0)));
        verdict("chunks.marker.position", seq);
        c.add(Claim.legacy("chunks.signature.never_apart", d -> Optional.of(Boolean.toString(d.levels().list().stream().allMatch(l -> {
            var r = l.core().ratchetSeqModel();
            ByteReader cd = l.core().coreData();
            for (long o : r.table().longColumn("core_data_offset")) {
                if (o == 0 || !cd.inRange(o, 2)) continue;
                boolean marker = cd.u8(o) == 0xf6 && cd.u8(o + 1) == 0x7c;
                if (marker != RatchetSeqs.signature(cd, (int) o)) return false;
            }
            return true;
        }))), (t, d) -> Measures.sum(t, SEQS + "marker_without_signature.count").map(n -> Boolean.toString(Long.parseLong(n) == 0))));
        verdict("chunks.signature.never_apart", seq + " Measured at the table's sequence starts: the marker and the rest of the "
                + "signature come together there; sequences with triggers or fewer than 4 frames lack the signature.");
        c.add(Claim.legacy("chunks.signature.not_in_last_shrub", d -> {
            long n = 0;
            for (Level l : d.levels()) {
                CoreSection last = null;
                for (CoreSection s : l.core().sectionList()) {
                    if (s.name().startsWith("shrub_classes[") && (last == null || s.start() > last.start())) last = s;
                }
                if (last == null) continue;
                for (int p : l.core().ratchetSeqModel().signaturePositions()) if (p >= last.start() && p < last.end()) n++;
            }
            return Optional.of(Long.toString(n));
        }, GameplayClaims::signaturesBeforeTheTable));
        verdict("chunks.signature.not_in_last_shrub", seq + " Wrench packs ratchet_seqs right after the shrub classes.");
        c.add(Claim.legacy("chunks.container.bytes", d -> Optional.of(Long.toString(d.levels().map(GameplayClaims::containerBytes)
                .stream().mapToLong(Long::longValue).sum())), (t, d) -> Measures.sum(t, SEQS + "region.bytes")));
        verdict("chunks.container.bytes", seq + " Measured as the ratchet_seqs sections' extent (smallest entry to the last "
                + "sequence's section end); the notes' end, a 'constant trailer', is unidentified (§12.2).");
        c.add(Claim.legacy("lvl0.chunk_container.bytes", d -> level(d, 0).map(l -> Long.toString(containerBytes(l))),
                (t, d) -> t.get("level.0." + SEQS + "region.bytes")));
        verdict("lvl0.chunk_container.bytes", seq + " As chunks.container.bytes, level 0 only.");
        c.add(Claim.legacy("chunks.count", d -> Optional.of(Long.toString(d.levels().map(l -> l.core().ratchetSeqModel().signaturePositions().size())
                .stream().mapToLong(Integer::longValue).sum())), (t, d) -> Measures.sum(t, SEQS + "signature.count")));
        verdict("chunks.count", seq + " Counted by the notes' signature; the true sequence count is the table's non-zero slots "
                + "(core().ratchetSeqs() present), which the signature undercounts (O: 102 slots on Oozla).");
        c.add(Claim.legacy("chunks.records", d -> Optional.of(Long.toString(d.levels().map(l -> {
            ByteReader cd = l.core().coreData();
            long n = 0;
            for (int p : l.core().ratchetSeqModel().signaturePositions()) n += cd.u8(p + 0x10);
            return n;
        }).stream().mapToLong(Long::longValue).sum())), (t, d) -> Measures.sum(t, SEQS + "signature.frames")));
        verdict("chunks.records", seq + " Records = frame_count (sequence byte +0x10) summed over the signature's sequences.");
        c.add(Claim.legacy("chunks.old_window.truncated", d -> Optional.of(Long.toString(d.levels().map(l -> oldWindow(l)[1])
                .stream().mapToLong(Long::longValue).sum())), (t, d) -> wholeRegionInWindow(t).map(x -> "0")));
        verdict("chunks.old_window.truncated", "Rebuilt: the notes' abandoned windows were the " + OLD_WINDOW + " bytes before the "
                + "trailer, here the end of the last ratchet_seqs section (the trailer is unidentified); a chunk is truncated when it "
                + "starts before the window's edge and ends after it. " + seq);
        c.add(Claim.legacy("chunks.old_window.count", d -> Optional.of(Long.toString(d.levels().map(l -> oldWindow(l)[0])
                .stream().mapToLong(Long::longValue).sum())), (t, d) -> wholeRegionInWindow(t).flatMap(x -> Measures.sum(t, SEQS + "signature.count"))));
        c.add(Claim.legacy("chunks.per_level_old", d -> {
            List<Long> v = d.levels().map(GameplayClaims::containerBytes);
            return v.isEmpty() ? Optional.empty() : Optional.of(v.stream().mapToLong(Long::longValue).min().getAsLong() + ".."
                    + v.stream().mapToLong(Long::longValue).max().getAsLong());
        }, (t, d) -> Measures.rangeOf(t, SEQS + "region.bytes")));
        verdict("chunks.per_level_old", "Superseded in the notes. " + seq);
        verdict("chunks.old_window.count", "Superseded in the notes; rebuilt as for chunks.old_window.truncated: the signature's "
                + "chunks whose header lies in the window. " + seq);
        return c;
    }

    private static void verdict(String id, String text) { VERDICTS.put(id, text); }

    /** Claim id → the verdict text carrying the reference's correction to the notes. */
    static Map<String, String> verdicts() {
        if (VERDICTS.isEmpty()) all();
        return java.util.Collections.unmodifiableMap(VERDICTS);
    }

    private static ByteReader gameplaySlot(Level l) {
        return l.extentBytes(Slot.GAMEPLAY).orElseThrow(() -> l.bytes().error(l.path("header.gameplay"), 0, "a gameplay extent", "empty"));
    }

    /** The u32 at {@code off} of the level's sound bank slot, or -1. */
    private static long word(Level l, int off) {
        return l.extentBytes(Slot.SOUND_BANK).filter(b -> b.inRange(off, 4)).map(b -> b.u32("sound_bank+" + off, off)).orElse(-1L);
    }

    private static String hex(long v) { return "0x" + Long.toHexString(v); }

    /** Manifest keys of the generator's ratchet_seqs table, relative to a level. */
    static final String SEQS = "core.ratchet_seqs.";
    /** The notes' old scan windows: this many bytes before the "constant trailer". */
    static final long OLD_WINDOW = 900_000;

    /**
     * The notes' old windows rebuilt on one level: {chunks (signature positions) inside [end - 900,000, end), chunks
     * that start before that edge and end after it}, where end is the container's end and a chunk ends at the next
     * table entry or its section's end.
     */
    static long[] oldWindow(Level l) {
        long end = -1;
        List<long[]> spans = new ArrayList<>();
        for (CoreSection s : l.core().sectionList()) {
            if (!s.name().startsWith("ratchet_seqs[")) continue;
            end = Math.max(end, s.end());
            spans.add(new long[] {s.start(), s.end()});
        }
        long edge = Math.max(0, end - OLD_WINDOW), seen = 0, cut = 0;
        java.util.Set<Integer> sig = new java.util.HashSet<>(l.core().ratchetSeqModel().signaturePositions());
        for (long[] sp : spans) {
            if (!sig.contains((int) sp[0])) continue;
            if (sp[0] >= edge) seen++;
            else if (sp[1] > edge) cut++;
        }
        return new long[] {seen, cut};
    }

    /** Present (a value) when every level's whole ratchet_seqs region fits one old window, so the manifest gives the figure. */
    private static Optional<String> wholeRegionInWindow(GroundTruth t) {
        int n = Measures.levelCount(t);
        for (int i = 0; i < n; i++) {
            Optional<Long> b = Measures.longKey(t, "level." + i + "." + SEQS + "region.bytes");
            if (b.isEmpty() || b.get() > OLD_WINDOW) return Optional.empty();
        }
        return n == 0 ? Optional.empty() : Optional.of("fits");
    }

    /**
     * The manifest's count of signature chunks that could lie in a shrub class: those of levels whose first sequence
     * is not past every shrub class entry's offset (the generator writes ratchet_seqs after the shrub classes).
     */
    private static Optional<String> signaturesBeforeTheTable(GroundTruth t, Disc d) {
        int n = Measures.levelCount(t);
        long count = 0;
        for (int i = 0; i < n; i++) {
            String p = "level." + i + ".";
            Optional<Long> first = Measures.longKey(t, p + SEQS + "first_offset");
            if (first.isEmpty()) return Optional.empty();
            long lastShrub = -1;
            for (int k = 0; Measures.longKey(t, p + "core.shrub_classes." + k + ".offset").isPresent(); k++) {
                lastShrub = Math.max(lastShrub, Measures.longKey(t, p + "core.shrub_classes." + k + ".offset").get());
            }
            if (first.get() <= lastShrub) count += Measures.longKey(t, p + SEQS + "signature.count").orElse(0L);
        }
        return n == 0 ? Optional.empty() : Optional.of(Long.toString(count));
    }

    /** From the smallest ratchet_seqs entry to the end of the last sequence's section. */
    static long containerBytes(Level l) {
        long lo = Long.MAX_VALUE, hi = -1;
        for (CoreSection s : l.core().sectionList()) {
            if (!s.name().startsWith("ratchet_seqs[")) continue;
            lo = Math.min(lo, s.start());
            hi = Math.max(hi, s.end());
        }
        return hi < 0 ? 0 : hi - lo;
    }

}
