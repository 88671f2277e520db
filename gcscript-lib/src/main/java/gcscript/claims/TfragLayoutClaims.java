package gcscript.claims;

import static gcscript.claims.Measures.key;
import static gcscript.claims.Measures.onLevel;
import static gcscript.claims.TfragClaims.allPatches;
import static gcscript.claims.TfragClaims.blocks;

import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import gcscript.tfrag.TfragBlock;
import gcscript.tfrag.TfragHeader;
import gcscript.tfrag.TfragPatch;
import gcscript.tfrag.Unpack;
import gcscript.tfrag.VuHeader;
import gcscript.vif.VifCommand;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import tech.tablesaw.api.Table;

/**
 * Claims about how a tfrag patch is laid out: its VIF lists (the position UNPACK's command byte, the word after
 * it, the VU header's shape and addresses, the first strip records), its colour and light arrays, and level 0's
 * world positions and first colours (level-assets.md "The VIF1 code word", "Texture bindings, colours and lights",
 * "The origin", "Why the first frame is dark").
 */
final class TfragLayoutClaims implements ClaimArea {
    /** STCYCL wl=4 cl=4: what the reference's writer puts right after the common positions (§5.3). */
    static final String STCYCL_4_4 = "0x01000404";

    @Override public List<Claim> claims() {
        List<Claim> c = new ArrayList<>();
        c.add(Claim.rule("tfrag.positions.cmd_0x69", d -> {
            Measures.Tally t = new Measures.Tally();
            for (TfragBlock b : blocks(d)) for (TfragPatch p : b.patchList()) for (Unpack u : p.unpacks()) {
                if (!u.kind().equals("positions")) continue;
                int cmd = command(p, u).code().word() >>> 24;
                t.add(cmd == 0x69, () -> String.format("level %d patch %d: CMD 0x%02x at 0x%x", b.level(), p.header().index(), cmd, u.offset()));
            }
            return t.all("no position UNPACK on this disc");
        }, Claim.Rule.is("true")));
        c.add(Claim.recipe("tfrag.vif.word_after_75", d -> {
            TreeSet<String> words = new TreeSet<>();
            int n = 0, with75 = 0;
            for (TfragBlock b : blocks(d)) for (TfragPatch p : b.patchList()) {
                List<VifCommand> common = p.commands().get(1);
                for (int i = 0; i + 1 < common.size(); i++) {
                    VifCommand k = common.get(i);
                    if (!k.isUnpack() || !k.code().format().equals("V3_16")) continue;
                    n++;
                    if (k.elements() == 75) with75++;
                    words.add(String.format("0x%08x", common.get(i + 1).code().word()));
                    break;
                }
            }
            return n == 0 ? Measured.none("no common position UNPACK on this disc")
                    : Measured.of(String.join(",", words), "the word a 4-byte-padded walk reads after each of " + n
                    + " common position UNPACKs (" + with75 + " of 75 elements)");
        }, STCYCL_4_4));
        c.add(Claim.rule("tfrag.vu_header.shape", d -> allPatches(d, TfragLayoutClaims::vuHeaderShape), Claim.Rule.is("true")));
        c.add(Claim.retail("tfrag.strips.first_count", d -> {
            TreeSet<Integer> first = new TreeSet<>(java.util.Comparator.reverseOrder());
            for (TfragBlock b : blocks(d)) for (TfragPatch p : b.patchList()) {
                for (byte[] s : p.strips()) if (s != null && s.length >= 4) first.add((int) s[0]);
            }
            List<String> out = new ArrayList<>();
            for (int v : first) out.add("" + v);
            return first.isEmpty() ? Measured.none("no strip lists on this disc")
                    : Measured.of(String.join(",", out), "byte 0 of the first strip record of every LOD's strip list, highest first");
        }));
        c.add(Claim.rule("tfrag.light_array.size", d -> allPatches(d, TfragLayoutClaims::lightArrayFits), Claim.Rule.is("true")));
        c.add(Claim.rule("tfrag.rgba_array.size", d -> allPatches(d, TfragLayoutClaims::rgbaArrayFits), Claim.Rule.is("true")));
        c.add(Claim.retail("lvl0.patch1.addr_291", d -> vuPair(d, 15, 16)));
        c.add(Claim.retail("lvl0.patch1.addr_294", d -> vuPair(d, 17, 13)));
        String[] axes = {"x", "y", "z"};
        for (int a = 0; a < 3; a++) {
            int axis = a;
            c.add(Claim.manifest("lvl0.positions." + axes[a], d -> onLevel(d, 0, l -> positionRange(l, axis)),
                    (t, d) -> worldRange(t, axis)));
        }
        c.add(Claim.manifest("lvl0.patch0.colours", d -> onLevel(d, 0, TfragLayoutClaims::patch0Colours), (t, d) ->
                key(t, "level.0.tfrags.patch0_rgba").map(h -> byIndex(rgb(HexFormat.of().parseHex(h))))));
        return c;
    }

    static VifCommand command(TfragPatch p, Unpack u) { return p.commands().get(u.list()).get(u.command()); }

    /** The common list's first UNPACK is V4_16 unsigned to VU address 0, 5 qwords (§5.4). */
    static boolean vuHeaderShape(TfragPatch p) {
        for (VifCommand k : p.commands().get(1)) {
            if (!k.isUnpack()) continue;
            return k.code().format().equals("V4_16") && k.code().usn() && k.code().addr() == 0 && k.elements() == 5;
        }
        return false;
    }

    /** vert_count 8-byte light records from light_ofs + 0x10 end at light_end_ofs (+0x32), to within qword padding. */
    static boolean lightArrayFits(TfragPatch p) {
        TfragHeader h = p.header();
        int end = h.lightOfs() + 0x10 + 8 * h.vertCount();
        return ((end + 15) & ~15) == h.lightEndOfs();
    }

    /** rgba_size qwords (rgba_size × 4 colours) from rgba_ofs end exactly where the next record (light, msphere, cube) begins. */
    static boolean rgbaArrayFits(TfragPatch p) {
        TfragHeader h = p.header();
        int next = Integer.MAX_VALUE;
        for (int o : new int[] {h.lightOfs(), h.msphereOfs(), h.cubeOfs(), h.lightEndOfs()}) if (o > h.rgbaOfs()) next = Math.min(next, o);
        return next != Integer.MAX_VALUE && h.rgbaOfs() + 16 * h.rgbaSize() == next;
    }

    /** Two VU header words of level 0 patch 1: their common value, or both when they differ. */
    static Measured vuPair(gcscript.disc.Disc d, int a, int b) {
        return onLevel(d, 0, l -> {
            List<TfragPatch> ps = l.core().tfrags().patchList();
            if (ps.size() < 2) return Measured.none("level 0 has " + ps.size() + " tfrag patches, no patch 1");
            VuHeader v = ps.get(1).vu();
            String detail = VuHeader.NAMES[a] + " = " + v.get(a) + ", " + VuHeader.NAMES[b] + " = " + v.get(b);
            return Measured.of(v.get(a) == v.get(b) ? "" + v.get(a) : v.get(a) + "," + v.get(b), detail);
        });
    }

    /** Level 0's world positions on one axis, "lo..hi" rounded to whole units. */
    static Measured positionRange(Level l, int axis) {
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (TfragPatch p : l.core().tfrags().patchList()) {
            for (int k = 0; k < p.positionCount(); k++) {
                double w = p.world(k, axis);
                lo = Math.min(lo, w);
                hi = Math.max(hi, w);
            }
        }
        if (lo > hi) return Measured.none("level 0 has no tfrag positions");
        return Measured.of(Math.round(lo) + ".." + Math.round(hi), String.format(java.util.Locale.ROOT, "%.3f..%.3f world units", lo, hi));
    }

    /** The manifest's integer world bounds ({@code tfrags.world_min|world_max}, world × 1024) of level 0, rounded like the measure. */
    static Optional<String> worldRange(GroundTruth t, int axis) {
        Optional<String> lo = key(t, "level.0.tfrags.world_min"), hi = key(t, "level.0.tfrags.world_max");
        if (lo.isEmpty() || hi.isEmpty()) return Optional.empty();
        long a = Long.parseLong(lo.get().split(",")[axis]), b = Long.parseLong(hi.get().split(",")[axis]);
        return Optional.of(Math.round(a / 1024.0) + ".." + Math.round(b / 1024.0));
    }

    /**
     * Level 0 patch 0's colours, RGB in 0..255: the notes do not say which two entries they quote, so both readings
     * are measured, the first two (by index) and the darkest and brightest (by value, R+G+B).
     */
    static Measured patch0Colours(Level l) {
        Table t = l.core().tfrags().colours();
        List<int[]> rgb = new ArrayList<>();
        for (int i = 0; i < t.rowCount(); i++) {
            if (t.intColumn("patch").get(i) != 0) continue;
            rgb.add(new int[] {t.intColumn("r").get(i), t.intColumn("g").get(i), t.intColumn("b").get(i)});
        }
        if (rgb.size() < 2) return Measured.none("level 0 patch 0 has " + rgb.size() + " colours");
        return Measured.readings(List.of(new Measured.Reading("the first two (by index)", byIndex(rgb)),
                new Measured.Reading("the darkest and brightest (by value)", byValue(rgb))), rgb.size() + " colours in patch 0");
    }

    static List<int[]> rgb(byte[] rgba) {
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i + 4 <= rgba.length; i += 4) out.add(new int[] {rgba[i] & 0xff, rgba[i + 1] & 0xff, rgba[i + 2] & 0xff});
        return out;
    }

    static String byIndex(List<int[]> rgb) { return triple(rgb.get(0)) + ";" + triple(rgb.get(1)); }

    static String byValue(List<int[]> rgb) {
        int[] dark = rgb.get(0), bright = rgb.get(0);
        for (int[] c : rgb) {
            if (c[0] + c[1] + c[2] < dark[0] + dark[1] + dark[2]) dark = c;
            if (c[0] + c[1] + c[2] > bright[0] + bright[1] + bright[2]) bright = c;
        }
        return triple(dark) + ";" + triple(bright);
    }

    private static String triple(int[] c) { return c[0] + "," + c[1] + "," + c[2]; }
}
