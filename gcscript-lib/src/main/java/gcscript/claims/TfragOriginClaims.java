package gcscript.claims;

import gcscript.bytes.ByteReader;
import gcscript.level.Level;
import gcscript.tfrag.TfragLayouts;
import gcscript.tfrag.TfragPatch;
import gcscript.vif.VifCode;
import gcscript.vif.VifCommand;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The notes' superseded tfrag origin, rebuilt (level-assets.md "The origin, and why no parser test could catch it"):
 * "the last non-index STROW in the list" — here the last STROW of the common list that is not followed by an index
 * array (a V4_8 UNPACK) — against the rule that works, the STROW before the first V3_16 position UNPACK
 * ({@link TfragPatch#base()}). On RAC2 the per-vertex light rows are STROWs after the origin, so the old rule picks a
 * light row. Its figures describe the retail level 0; a synthetic disc shows them without a figure to judge.
 */
final class TfragOriginClaims implements ClaimArea {

    @Override public List<Claim> claims() {
        List<Claim> c = new ArrayList<>();
        c.add(Claim.retail("tfrag.origin.last_strow", d -> Measures.onLevel(d, 0, TfragOriginClaims::lastStrow)));
        c.add(Claim.retail("lvl0.bbox.wrong_origin", d -> Measures.onLevel(d, 0, TfragOriginClaims::wrongBox)));
        c.add(Claim.notes("lvl0.terrain.scale8", d -> Measures.onLevel(d, 0, TfragOriginClaims::scale)));
        // The unguarded classifier is not reproducible: the notes give its result, not how it broke the ties between
        // colliding VU addresses (which array won when unk_06 / unk_0a were 0), and the count depends on exactly that.
        c.add(Claim.legacy("tfrag.vinfo.lod0.before_fix", d -> Optional.empty(), (t, d) -> Optional.empty())
                .withVerdict("not reproducible: the notes do not say how the address-only classifier chose between colliding "
                        + "VU addresses; the guarded count is tfrag.vinfo.lod0"));
        return c;
    }

    /** The old rule's row (4 s32 words) of a patch; empty when its common list has no such STROW. */
    static Optional<int[]> oldOrigin(ByteReader core, TfragPatch p) {
        List<VifCommand> common = p.commands().get(1);
        for (int i = common.size() - 1; i >= 0; i--) {
            if (common.get(i).code().cmd() != VifCode.STROW || indexFollows(common, i)) continue;
            var row = TfragLayouts.ROW.read(core, common.get(i).payloadOffset(), "tfrag.old_origin");
            int[] v = new int[4];
            for (int j = 0; j < 4; j++) v[j] = row.i(TfragLayouts.ROW_WORDS[j]);
            return Optional.of(v);
        }
        return Optional.empty();
    }

    /** The next UNPACK after command {@code i} is an index array (V4_8): that STROW offsets indices, not positions. */
    static boolean indexFollows(List<VifCommand> list, int i) {
        for (int k = i + 1; k < list.size(); k++) {
            VifCode c = list.get(k).code();
            if (list.get(k).isUnpack()) return c.vn() == VifCode.V4 && c.vl() == VifCode.L8;
        }
        return false;
    }

    static Measured lastStrow(Level l) {
        List<TfragPatch> ps = l.core().tfrags().patchList();
        int differ = 0, with = 0;
        int[] first = null;
        for (TfragPatch p : ps) {
            Optional<int[]> o = oldOrigin(l.core().coreData(), p);
            if (o.isEmpty()) continue;
            with++;
            if (first == null) first = o.get();
            if (!java.util.Arrays.equals(o.get(), p.base())) differ++;
        }
        if (first == null) return Measured.none("level 0 has no tfrag patch with a STROW in its common list");
        return Measured.of(first[0] + "," + first[1] + "," + first[2] + "," + first[3],
                "patch 0's last non-index STROW; on " + differ + " of " + with + " patches it is not the origin STROW");
    }

    /** Level 0's extent (x, y, z, whole world units) with every patch's positions on the old origin. */
    static Measured wrongBox(Level l) {
        double[] lo = {Double.MAX_VALUE, Double.MAX_VALUE, Double.MAX_VALUE}, hi = {-Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
        long n = 0;
        for (TfragPatch p : l.core().tfrags().patchList()) {
            int[] o = oldOrigin(l.core().coreData(), p).orElse(null);
            if (o == null) continue;
            for (int k = 0; k < p.positionCount(); k++, n++) {
                for (int c = 0; c < 3; c++) {
                    double w = TfragLayouts.world(o[c], p.position(k, c));
                    lo[c] = Math.min(lo[c], w);
                    hi[c] = Math.max(hi[c], w);
                }
            }
        }
        if (n == 0) return Measured.none("level 0 has no tfrag positions under a STROW");
        return Measured.of(Math.round(hi[0] - lo[0]) + "," + Math.round(hi[1] - lo[1]) + "," + Math.round(hi[2] - lo[2]),
                String.format(java.util.Locale.ROOT, "%d positions; centre %.1f, %.1f, %.1f", n,
                        (hi[0] + lo[0]) / 2, (hi[1] + lo[1]) / 2, (hi[2] + lo[2]) / 2));
    }

    /**
     * The retracted "s16 with a scale of 8" against the reading that works, by the independent number the file
     * declares: the share of level 0's positions inside their patch's bounding sphere (+1 unit) when read as
     * raw / 8 (the notes' reading: no origin) and as (STROW base + raw) / 1024. The value is the scale that places
     * more of them inside.
     */
    static Measured scale(Level l) {
        long in8 = 0, in1024 = 0, n = 0;
        for (TfragPatch p : l.core().tfrags().patchList()) {
            var h = p.header();
            for (int k = 0; k < p.positionCount(); k++, n++) {
                if (inside(h, p.position(k, 0) / 8.0, p.position(k, 1) / 8.0, p.position(k, 2) / 8.0)) in8++;
                if (inside(h, p.world(k, 0), p.world(k, 1), p.world(k, 2))) in1024++;
            }
        }
        if (n == 0) return Measured.none("level 0 has no tfrag positions");
        return Measured.of(in8 > in1024 ? "8" : "1024", "positions inside their patch's bounding sphere: " + in8 + " of " + n
                + " as raw / 8, " + in1024 + " as (base + raw) / 1024");
    }

    static boolean inside(gcscript.tfrag.TfragHeader h, double x, double y, double z) {
        double dx = x - h.bsphereX(), dy = y - h.bsphereY(), dz = z - h.bsphereZ();
        return Math.sqrt(dx * dx + dy * dy + dz * dz) <= h.bsphereR() + 1;
    }
}
