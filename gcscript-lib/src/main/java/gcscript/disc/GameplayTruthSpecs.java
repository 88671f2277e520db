package gcscript.disc;

import static gcscript.disc.TruthSpec.keyOf;

import java.util.List;

/** Per-field truth comparisons of the gameplay tables (see {@link TruthSpec}; run by GameplayFieldTruthTest on the sample and by
 * the datasets module's FieldTruthSeedsTest on generated discs of other seeds). Every record of every block the
 * library decodes, keyed by record (groups by kind and record). */
public final class GameplayTruthSpecs {
    private GameplayTruthSpecs() {}

    /** The basis columns' w entries (matrix_3, _7, _11) are 0 by the format, and matrix_15 is 0.01 as Wrench writes
     * it (kept raw); x, y, z are matrix_12..14 by definition (the decoded position is the translation). */
    private static final String[] MATRIX_EXEMPT = {"matrix_3", "matrix_7", "matrix_11", "matrix_15", "x", "y", "z"};

    /** A transform's basis w entries and the inverse's w lanes are 0, and matrix_15 is 1, by the format (sounds, shapes). */
    private static final String[] TRANSFORM_EXEMPT = {"matrix_3", "matrix_7", "matrix_11", "matrix_15", "inverse_3", "inverse_7", "inverse_11"};

    public static List<TruthSpec> specs() {
        return List.of(
            // name is the block's name by the pointer's position (not stored; SampleGameplayTest checks it)
            TruthSpec.of("gameplay_pointers", l -> l.gameplay().pointers(), keyOf("record"), "level", "offset", "name"),
            TruthSpec.of("gameplay_moby_classes", l -> l.gameplay().mobyClasses(), keyOf("record"), "level", "offset").optionalPerLevel(),
            TruthSpec.of("gameplay_tie_classes", l -> l.gameplay().tieClasses(), keyOf("record"), "level", "offset").optionalPerLevel(),
            TruthSpec.of("gameplay_shrub_classes", l -> l.gameplay().shrubClasses(), keyOf("record"), "level", "offset").optionalPerLevel(),
            // size is 0x88 by the format; unknown_38 and unknown_3c are the 32 and 64 Wrench always writes; occlusion 0
            // (precompute) is what Wrench writes for every instance
            TruthSpec.of("gameplay_moby_instances", l -> l.gameplay().mobyInstances(), keyOf("record"), "level", "offset")
                    .optionalPerLevel().exempt("size", "unknown_38", "unknown_3c", "occlusion"),
            // kind is the instance table the row comes from (part of the key, not a stored field)
            TruthSpec.of("gameplay_pvars", l -> l.gameplay().pvars(), keyOf("kind", "record"), "level", "offset", "kind").optionalPerLevel(),
            // instance_kind: the table of the instance that owns the pvar, found by its pvar_index (the index is compared)
            TruthSpec.of("gameplay_moby_link_fixups", l -> l.gameplay().mobyLinkFixups(), keyOf("record"), "level", "offset", "instance_kind")
                    .optionalPerLevel(),
            TruthSpec.of("gameplay_pvar_pointer_fixups", l -> l.gameplay().pvarPointerFixups(), keyOf("record"), "level", "offset", "instance_kind")
                    .optionalPerLevel(),
            // the unused words are 0 as Wrench writes them
            TruthSpec.of("gameplay_shared_data", l -> l.gameplay().sharedData(), keyOf("record"), "level", "offset")
                    .optionalPerLevel().exempt("unused_8", "unused_c"),
            TruthSpec.of("gameplay_shared_data_pointers", l -> l.gameplay().sharedDataPointers(), keyOf("record"), "level", "offset")
                    .optionalPerLevel(),
            // unused_1e is the 0xffff Wrench writes
            TruthSpec.of("gameplay_env_sample_points", l -> l.gameplay().envSamplePoints(), keyOf("record"), "level", "offset")
                    .exempt("unused_1e"),
            // bsphere_offset is where the record's sphere is stored (provenance); the inverse of a placed volume has the
            // last row 0, 0, 0, 1; the Rgb32 pads and unused_7c are the 0 Wrench writes
            TruthSpec.of("gameplay_env_transitions", l -> l.gameplay().envTransitions(), keyOf("record"), "level", "offset", "bsphere_offset")
                    .exempt("inverse_matrix_3", "inverse_matrix_7", "inverse_matrix_11", "inverse_matrix_15", "hero_colour_1_pad",
                            "hero_colour_2_pad", "fog_colour_1_pad", "fog_colour_2_pad", "unused_7c"),
            // the pads are the 0 Wrench writes
            TruthSpec.of("gameplay_spline_blocks", l -> l.gameplay().splineBlocks(), keyOf("record"), "level", "offset").exempt("pad"),
            TruthSpec.of("gameplay_splines", l -> l.gameplay().splines(), keyOf("kind", "record"), "level", "offset")
                    .exempt("pad_0", "pad_1", "pad_2"),
            TruthSpec.of("gameplay_spline_vertices", l -> l.gameplay().splineVertices(), keyOf("kind", "spline", "record"), "level", "offset"),
            TruthSpec.of("gameplay_grind_paths", l -> l.gameplay().grindPaths(), keyOf("record"), "level", "offset").exempt("pad"),
            // language is the pointer's name (by the record; compared too)
            TruthSpec.of("gameplay_help_message_blocks", l -> l.gameplay().helpMessageBlocks(), keyOf("record"), "level", "offset"),
            TruthSpec.of("gameplay_help_messages", l -> l.gameplay().helpMessages(), keyOf("language", "record"), "level", "offset"),
            // the pads are the 0 Wrench writes
            TruthSpec.of("gameplay_camera_grid_header", l -> l.gameplay().cameraGridHeader(), keyOf("record"), "level", "offset")
                    .exempt("pad_0", "pad_1", "pad_2"),
            TruthSpec.of("gameplay_camera_grid_cells", l -> l.gameplay().cameraGridCells(), keyOf("record"), "level", "offset")
                    .exempt("pad_0", "pad_1", "pad_2"),
            // the sphere's z is the 0 Wrench writes; the pads are its -1, 0, 0
            TruthSpec.of("gameplay_camera_grid_prims", l -> l.gameplay().cameraGridPrims(), keyOf("cell", "record"), "level", "offset")
                    .exempt("bsphere_z", "pad_0", "pad_1", "pad_2"),
            // the unused words are the 0 Wrench writes
            TruthSpec.of("gameplay_areas_header", l -> l.gameplay().areasHeader(), keyOf("record"), "level", "offset")
                    .exempt("unused_1c", "unused_20"),
            TruthSpec.of("gameplay_areas", l -> l.gameplay().areas(), keyOf("record"), "level", "offset"),
            TruthSpec.of("gameplay_area_links", l -> l.gameplay().areaLinks(), keyOf("kind", "area", "record"), "level", "offset"),
            // unused is the 0 Wrench writes
            TruthSpec.of("gameplay_point_lights", l -> l.gameplay().pointLights(), keyOf("record"), "level", "offset")
                    .optionalPerLevel().exempt("unused"),
            // mask_1..3 hold lights 32-127: retail levels have at most a handful of point lights (OBP), the generator 1-6
            TruthSpec.of("gameplay_point_light_grid", l -> l.gameplay().pointLightGrid(), keyOf("record"), "level", "offset")
                    .optionalPerLevel().exempt("mask_1", "mask_2", "mask_3"),
            TruthSpec.of("gameplay_tie_ambient_rgbas", l -> l.gameplay().tieAmbientRgbas(), keyOf("record"), "level", "offset").optionalPerLevel(),
            TruthSpec.of("gameplay_cameras", l -> l.gameplay().cameras(), keyOf("record"), "level", "offset").optionalPerLevel(),
            // update_fun_ptr is filled by the game at load (written 0); pad is 0
            TruthSpec.of("gameplay_sound_instances", l -> l.gameplay().soundInstances(), keyOf("record"), "level", "offset")
                    .optionalPerLevel().exempt(TRANSFORM_EXEMPT).exempt("update_fun_ptr", "pad"),
            // unused_7c is the 0 Wrench writes
            TruthSpec.of("gameplay_cuboids", l -> l.gameplay().cuboids(), keyOf("record"), "level", "offset")
                    .optionalPerLevel().exempt(TRANSFORM_EXEMPT).exempt("unused_7c"),
            TruthSpec.of("gameplay_spheres", l -> l.gameplay().spheres(), keyOf("record"), "level", "offset")
                    .optionalPerLevel().exempt(TRANSFORM_EXEMPT).exempt("unused_7c"),
            TruthSpec.of("gameplay_cylinders", l -> l.gameplay().cylinders(), keyOf("record"), "level", "offset")
                    .optionalPerLevel().exempt(TRANSFORM_EXEMPT).exempt("unused_7c"),
            TruthSpec.of("gameplay_pills", l -> l.gameplay().pills(), keyOf("record"), "level", "offset")
                    .optionalPerLevel().exempt(TRANSFORM_EXEMPT).exempt("unused_7c"),
            // pads are 0 by the format
            TruthSpec.of("gameplay_tie_instances", l -> l.gameplay().tieInstances(), keyOf("record"), "level", "offset")
                    .optionalPerLevel().exempt(MATRIX_EXEMPT).exempt("pad_8", "pad_58", "pad_5c"),
            TruthSpec.of("gameplay_shrub_instances", l -> l.gameplay().shrubInstances(), keyOf("record"), "level", "offset")
                    .optionalPerLevel().exempt(MATRIX_EXEMPT).exempt("unused_8", "unused_c", "unused_5c", "unused_64", "unused_68", "unused_6c"),
            // the w of a direction vector is 0 (only the colours' w carries a bias)
            TruthSpec.of("gameplay_directional_lights", l -> l.gameplay().lights(), keyOf("record"), "level", "offset")
                    .exempt("direction_a_w", "direction_b_w"),
            // pad is 0; the ship camera cuboids are -1 (none)
            TruthSpec.of("gameplay_level_settings", l -> l.gameplay().levelSettings(), keyOf("record"), "level", "offset")
                    .exempt("pad", "ship_camera_cuboid_start", "ship_camera_cuboid_end"),
            // selects_chunk is record + 1 (the plane's position, not a stored field); pad is 0; plane_count is the same
            // in every record of a level by the format, and the sample has a single streamed level (one count)
            TruthSpec.of("gameplay_chunk_planes", l -> l.gameplay().chunkPlanes(), keyOf("record"), "level", "offset", "selects_chunk")
                    .optionalPerLevel().exempt("pad", "plane_count"),
            // members are shown comma-separated, which truth values cannot hold: SampleGameplayTest compares them with
            // gameplay.group.<kind>.<i>.members
            TruthSpec.of("gameplay_groups", l -> l.gameplay().groups(), keyOf("kind", "record"), "level", "offset", "members")
                    .optionalPerLevel());
    }
}
