/**
 * The level core (docs/formats/core.md): core_index (the 0xBC-byte {@link gcscript.core.LevelCoreHeader} and its
 * class, texture and GS RAM tables), the GS RAM image, and core_data, one WAD-LZ stream.
 *
 * <p>Two layers. {@link gcscript.core.CoreIndexReader} reads records exactly as stored and throws
 * {@link gcscript.bytes.FormatException} when a table does not fit. {@link gcscript.core.LevelCore} gives them
 * meaning: it decompresses core_data on first use, validates offsets against core_data and GS RAM (reporting
 * through {@link gcscript.bytes.Problems}), computes section extents by the boundary rule
 * ({@link gcscript.core.CoreSections}), decodes textures and runs the named checks. Its table methods are the
 * leaves of the fluent API; every row from bytes carries {@code level, record, offset} with the offset absolute
 * in the file it came from.
 *
 * <pre>{@code
 * LevelCore core = LevelCore.open(3, coreIndex, gsRam, coreDataWad, Problems.lenient());
 * core.mobyClasses();          // level, file, record, offset, offset_in_asset_wad, o_class, ..., textures, texture_count
 * core.sections();             // start/end of every region of the decompressed core_data
 * core.checks();               // check, level, n_ok, n_bad, first_bad_offset, detail
 * core.texture(TextureKind.TFRAG, 0).image();
 * }</pre>
 */
package gcscript.core;
