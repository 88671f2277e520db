package gcscript.claims;

import static gcscript.claims.Measures.key;
import static gcscript.claims.Measures.level;
import static gcscript.claims.Measures.longKey;

import gcscript.bytes.ByteReader;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The notes' occlusion claims (claims.tsv needs = occlusion): level 0's grid read as a u16 array. Measured on
 * the bytes; {@link #VERDICTS} gives the reading of the grid root (rac2-formats-phase2 §5.1). Synthetic
 * expectations: the grid writer's {@code level.0.core.occlusion.head_u16} and {@code .ascending_run}.
 */
final class OcclusionClaims implements ClaimArea {
    /** The area's claims, each with its verdict as detail ({@link ClaimArea#adapt}). */
    @Override public List<Claim> claims() { return ClaimArea.adapt(all(), java.util.Set.of(), OcclusionClaims.VERDICTS); }

    static final Map<String, String> VERDICTS = new LinkedHashMap<>();
    static {
        VERDICTS.put("lvl0.occlusion.head_u16", "the grid root (§5.1): s32 masks_offset (the u16 pair 5152, 0), u16 z_coord, u16 z_count, "
                + "then u16 z_offsets (byte offset / 4 of each z node; the first at align4(8 + 2 z_count))");
        VERDICTS.put("lvl0.occlusion.ascending_len", "the ascending run is the z_offsets list (on retail continuing into the y nodes, §5.1); "
                + "measured as the strictly ascending u16 run starting at +8 (the notes do not say where it starts)");
    }

    static List<Claim> all() {
        List<Claim> c = new ArrayList<>();
        c.add(Claim.legacy("lvl0.occlusion.head_u16", d -> grid(d, 0).map(OcclusionClaims::head),
                (t, d) -> hasGrid(t, 0) ? key(t, "level.0.core.occlusion.head_u16") : Optional.empty()));
        c.add(Claim.legacy("lvl0.occlusion.ascending_len", d -> grid(d, 0).map(r -> Integer.toString(run(r))),
                (t, d) -> hasGrid(t, 0) ? key(t, "level.0.core.occlusion.ascending_run") : Optional.empty()));
        return c;
    }

    static Optional<ByteReader> grid(Disc d, int n) { return level(d, n).flatMap(l -> l.core().sectionBytes("occlusion")); }

    static boolean hasGrid(GroundTruth t, int n) { return longKey(t, "level." + n + ".core.occlusion.offset").orElse(0L) != 0; }

    /** The first 27 u16 (fewer if the block is shorter). */
    static String head(ByteReader r) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 27 && 2 * i + 2 <= r.length(); i++) b.append(i == 0 ? "" : ",").append(r.u16("occlusion.head", 2L * i));
        return b.toString();
    }

    /** Length of the strictly ascending run of u16 starting at +8. */
    static int run(ByteReader r) {
        int n = 1;
        while (8 + 2 * n + 2 <= r.length() && r.u16("occlusion", 8 + 2L * n) > r.u16("occlusion", 8 + 2L * (n - 1))) n++;
        return n;
    }
}
