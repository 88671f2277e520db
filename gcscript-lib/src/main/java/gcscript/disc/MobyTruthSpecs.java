package gcscript.disc;

import static gcscript.disc.TruthSpec.keyOf;

import java.util.List;

/** Per-field truth comparisons of the moby tables (see {@link TruthSpec}; run by MobyFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). */
public final class MobyTruthSpecs {
    private MobyTruthSpecs() {}

    /** Every table but classes may be absent from a level whose classes are all mesh-less (or unskinned, for joints). */
    public static List<TruthSpec> specs() {
        return List.of(
            // texture_slots is the class entry's list (compared in core_moby_classes; shown with commas, which truth values cannot hold)
            TruthSpec.of("moby_classes", l -> l.core().mobies().classes(), keyOf("class"),
                    "level", "class", "offset", "texture_slots")
                    // the generator writes GC-format classes only: rac1_byte_a is written for R&C1-format classes only,
                    // rac12_byte_b is the format selector (0 = GC) and format is its decode
                    .exempt("rac1_byte_a", "rac12_byte_b", "format"),
            TruthSpec.of("moby_packets", l -> l.core().mobies().packets(), keyOf("class", "packet"),
                    "level", "class", "packet", "offset")
                    // st_count (ST UNPACK NUM) and the header's transfer count equal the entry's transfer_vertex_count by the
                    // format (check 4)
                    .exempt("st_count", "header_transfer_vertex_count").optionalPerLevel(),
            TruthSpec.of("moby_vertices", l -> l.core().mobies().vertices(), keyOf("class", "packet", "record"),
                    "level", "class", "packet", "offset").optionalPerLevel(),
            TruthSpec.of("moby_primitives", l -> l.core().mobies().primitives(), keyOf("class", "packet", "primitive"),
                    "level", "class", "packet", "primitive", "offset")
                    // GS register addresses are fixed by the primitive's layout (TEX1_1, CLAMP_1, TEX0_1, MIPTBP1_1); the TEX1
                    // pad is the builder's constant 0x41a0; MIPTBP1 and the rest of TEX0 are filled at load (zero on disc);
                    // mmin, wrap_s, wrap_t, texture_slot are decodes of tex1_data_hi, clamp_data_lo/hi, tex0_data_lo
                    .exempt("tex1_address", "clamp_address", "tex0_address", "miptbp1_address", "tex1_pad", "miptbp1_data_lo",
                            "miptbp1_data_hi", "tex0_data_hi", "mmin", "wrap_s", "wrap_t", "texture_slot").optionalPerLevel(),
            TruthSpec.of("moby_gif_usage", l -> l.core().mobies().gifUsage(), keyOf("class", "entry"),
                    "level", "class", "entry", "offset").optionalPerLevel(),
            TruthSpec.of("moby_joints", l -> l.core().mobies().joints(), keyOf("class", "joint"),
                    "level", "class", "joint", "offset", "trans_offset")
                    // the Mat4's translation (its fourth column) is common_trans.vector by the format (retail O, §1.12); the
                    // fourth row of an affine Mat4 is 0, 0, 0, 1 (the reference has no other value for it)
                    .exempt("trans_x", "trans_y", "trans_z", "m_30", "m_31", "m_32", "m_33")
                    .optionalPerLevel(),
            TruthSpec.of("moby_collisions", l -> l.core().mobies().collisions(), keyOf("class"), "level", "class", "offset")
                    .optionalPerLevel(),
            TruthSpec.of("moby_collision_vertices", l -> l.core().mobies().collisionVertices(), keyOf("class", "index"),
                    "level", "class", "index", "offset")
                    // the vertex pad is 0 (the reference names it pad)
                    .exempt("pad").optionalPerLevel(),
            TruthSpec.of("moby_joint_lists", l -> l.core().mobies().jointLists(), keyOf("class", "list"),
                    "level", "class", "list", "offset", "offset_word")
                    // the terminator is 0xFF by the format (Wrench verifies it)
                    .exempt("terminator").optionalPerLevel(),
            TruthSpec.of("moby_bangles", l -> l.core().mobies().bangles(), keyOf("class", "entry"),
                    "level", "class", "entry", "offset", "vectors_offset").optionalPerLevel(),
            TruthSpec.of("moby_corncob_kernels", l -> l.core().mobies().corncobKernels(), keyOf("class", "slot"),
                    "level", "class", "slot", "offset", "vec_offset").optionalPerLevel(),
            TruthSpec.of("moby_corncob_vertices", l -> l.core().mobies().corncobVertices(), keyOf("class", "slot", "index"),
                    "level", "class", "slot", "index", "offset").optionalPerLevel(),
            TruthSpec.of("moby_metal_packets", l -> l.core().mobies().metalPackets(), keyOf("class", "packet"),
                    "level", "class", "packet", "offset").optionalPerLevel(),
            TruthSpec.of("moby_metal_vertices", l -> l.core().mobies().metalVertices(), keyOf("class", "packet", "index"),
                    "level", "class", "packet", "index", "offset").optionalPerLevel(),
            TruthSpec.of("moby_metal_triangles", l -> l.core().mobies().metalTriangles(), keyOf("class", "tri"),
                    "level", "class", "tri").optionalPerLevel(),
            TruthSpec.of("moby_triangles", l -> l.core().mobies().triangles(), keyOf("class", "tri"),
                    "level", "class", "tri").optionalPerLevel());
    }
}
