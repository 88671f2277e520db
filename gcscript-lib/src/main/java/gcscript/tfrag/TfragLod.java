package gcscript.tfrag;

/**
 * LOD selection of a tfrag patch, the design notes' model (level-assets.md "LOD selection") in its nearest
 * honest reading. The notes fix: switch distances [D0, D1, D2] = [6L, 4L, 2L] world units from the block's float
 * L; the test compares the bounding sphere, truncated to integers, against trunc(D · 1024); six modes; a patch
 * straddling a threshold takes the coarser mode; a morph weight runs 0 → 1 across its tier's band (LOD-01
 * between D1 and D0, LOD-0 between D2 and D1); past the far edge of a band an entry collapses onto its first
 * parent. The notes do not spell out how six modes come from three distances. The reading here:
 *
 * <p>Everything is in integer 1/1024 world units: the sphere centre and radius truncated (as the notes say),
 * the camera truncated likewise, thresholds T = trunc(D · 1024). With d the distance from the camera to the
 * truncated centre, the sphere spans [near, far] = [d − r, d + r]. Modes, finest first; the first that applies
 * wins:
 * <ol start="0">
 *   <li>{@code lod_0}: far &lt; T2, the whole sphere inside D2: full detail, weight 0.</li>
 *   <li>{@code lod_0_morph}: far &lt; T1: LOD-0 entries morph toward their parents, weight (far − T2)/(T1 − T2).</li>
 *   <li>{@code lod_0_collapse}: near &lt; T1 ≤ far, the sphere straddles D1: LOD 0 drawn with every LOD-0 entry
 *       replaced by its first parent (weight 1), which looks like LOD 1 without popping.</li>
 *   <li>{@code lod_1_morph}: far &lt; T0: LOD 1 with LOD-01 entries morphing, weight (far − T1)/(T0 − T1).</li>
 *   <li>{@code lod_1_collapse}: near &lt; T0 ≤ far, straddling D0: LOD 1 with LOD-01 entries collapsed (weight 1).</li>
 *   <li>{@code lod_2}: the whole sphere beyond D0: the LOD-2 list only, weight 0.</li>
 * </ol>
 * Moving the camera away along any ray increases both near and far, so each condition, once false, stays false:
 * the mode never returns to a finer one (the property test checks this). Which edge (near or far) drives the
 * morph weight is not said in the notes; the far edge is used, so the weight reaches 1 where the collapse
 * begins.
 */
public final class TfragLod {
    public static final String[] MODES = {"lod_0", "lod_0_morph", "lod_0_collapse", "lod_1_morph", "lod_1_collapse", "lod_2"};

    /** One patch's selection: mode index into {@link #MODES}, morph weight, and the distances used (1/1024 units). */
    public record Selection(int mode, double weight, long distance, long near, long far) {
        public String modeName() { return MODES[mode]; }
    }

    private TfragLod() {}

    /** trunc(D · 1024) for D = [6L, 4L, 2L]. */
    public static long[] thresholds(float l) {
        return new long[] {(long) (6.0 * l * 1024), (long) (4.0 * l * 1024), (long) (2.0 * l * 1024)};
    }

    /** The mode of a patch with bounding sphere {@code (cx, cy, cz, r)} (world units) seen from {@code camera}. */
    public static Selection select(double cx, double cy, double cz, double r, double[] camera, float l) {
        long[] t = thresholds(l);
        long t0 = t[0], t1 = t[1], t2 = t[2];
        long dx = (long) (cx * 1024) - (long) (camera[0] * 1024);
        long dy = (long) (cy * 1024) - (long) (camera[1] * 1024);
        long dz = (long) (cz * 1024) - (long) (camera[2] * 1024);
        long d = (long) Math.sqrt((double) dx * dx + (double) dy * dy + (double) dz * dz);
        long rr = (long) (r * 1024);
        long near = d - rr, far = d + rr;
        if (far < t2) return new Selection(0, 0, d, near, far);
        if (far < t1) return new Selection(1, band(far, t2, t1), d, near, far);
        if (near < t1) return new Selection(2, 1, d, near, far);
        if (far < t0) return new Selection(3, band(far, t1, t0), d, near, far);
        if (near < t0) return new Selection(4, 1, d, near, far);
        return new Selection(5, 0, d, near, far);
    }

    /**
     * (x − lo)/(hi − lo). {@link #select} calls it only with lo ≤ x &lt; hi (the tests before each call), so the
     * value lies in [0, 1) and hi − lo &gt; 0: no clamp or zero-width case is needed.
     */
    private static double band(long x, long lo, long hi) {
        return (double) (x - lo) / (hi - lo);
    }
}
