package gcscript.core;

import gcscript.classtable.ShrubBillboardInfo;
import gcscript.classtable.ClassKind;
import gcscript.classtable.ClassEntry;
import gcscript.check.CheckSummary;
import gcscript.texture.TextureKind;
import gcscript.texture.TextureEntry;
import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import gcscript.table.Cols;
import gcscript.table.TableBuilder;
import gcscript.texture.Texture;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import tech.tablesaw.api.Table;

/** Builds the level core's Tablesaw tables from its records; provenance columns first. */
final class CoreTables {
    private CoreTables() {}

    static Table header(int level, ByteReader index, LevelCoreHeader h) {
        TableBuilder b = new TableBuilder("core.header").ints("level").strings("field").longs("offset")
                .strings("type").longs("value").strings("value_hex", "points_into");
        if (h == null) return b.build();
        for (gcscript.layout.Field f : LevelCoreHeader.LAYOUT.fields()) {
            int v = h.rec().i(f);
            b.row(level, f.name(), h.offsetOf(f), f.type().lower(), (long) v, Hex.u32(v), f.unit());
        }
        return b.build();
    }

    static Table classes(int level, ClassKind kind, List<ClassEntry> entries) {
        TableBuilder b = new TableBuilder("core." + kind.tableName()).ints("level", "record").longs("offset")
                .ints("offset_in_asset_wad", "o_class");
        boolean shrub = kind == ClassKind.SHRUB;
        b.ints(shrub ? "pad_8" : "unknown_8", shrub ? "pad_c" : "unknown_c").strings("textures").ints("texture_count");
        if (shrub) {
            b.ints("texture_width", "texture_height", "maximum_mipmap_level", "palette_offset", "texture_offset",
                    "mipmap_1_offset", "mipmap_2_offset", "mipmap_3_offset");
        }
        for (ClassEntry c : entries) {
            int[] t = c.textureIndices();
            if (shrub) {
                ShrubBillboardInfo bb = c.billboard();
                b.row(level, c.record(), c.offset(), c.offsetInAssetWad(), c.oClass(), c.unknown8(), c.unknownC(),
                        c.textureList(), t.length, bb.textureWidth(), bb.textureHeight(), bb.maximumMipmapLevel(),
                        bb.paletteOffset(), bb.textureOffset(), bb.mipmap1Offset(), bb.mipmap2Offset(), bb.mipmap3Offset());
            } else {
                b.row(level, c.record(), c.offset(), c.offsetInAssetWad(), c.oClass(), c.unknown8(), c.unknownC(),
                        c.textureList(), t.length);
            }
        }
        return gcscript.names.ClassNames.withNames(b.build(), kind);
    }

    static Table textureTable(int level, TextureKind kind, CoreModel m) {
        TableBuilder b = new TableBuilder("core." + kind.tableName()).ints("level", "record").longs("offset");
        switch (kind) {
            case PART -> {
                b.fields(ParticleTextureEntry.LAYOUT);
                for (ParticleTextureEntry e : m.partTextures()) b.i(level).i(e.record()).l(e.offset()).rec(e.rec()).end();
            }
            case FX -> {
                b.fields(FxTextureEntry.LAYOUT);
                for (FxTextureEntry e : m.fxTextures()) b.i(level).i(e.record()).l(e.offset()).rec(e.rec()).end();
            }
            default -> {
                b.fields(TextureEntry.LAYOUT);
                for (TextureEntry e : m.textures(kind)) b.i(level).i(e.record()).l(e.offset()).rec(e.rec()).end();
            }
        }
        return b.build();
    }

    static Table gsRam(int level, List<GsRamEntry> entries) {
        TableBuilder b = new TableBuilder("core.gs_ram").ints("level", "record").longs("offset")
                .fields(GsRamEntry.LAYOUT).bools("stashed");
        for (GsRamEntry e : entries) b.i(level).i(e.record()).l(e.offset()).rec(e.rec()).b(e.stashed()).end();
        Table t = b.build();
        t.intColumn("address").setPrintFormatter(Cols.HEX_INT);
        return t;
    }

    static Table soundRemapHeader(int level, java.util.Optional<SoundRemap> remap) {
        TableBuilder b = new TableBuilder("core.sound_remap_header").ints("level", "record").longs("offset")
                .fields(SoundRemap.HEADER).ints("element_count").longs("extent");
        remap.ifPresent(r -> b.i(level).i(0).l(r.offset()).rec(r.header()).i(r.elements().size()).l(r.size()).end());
        return b.build();
    }

    static Table soundRemap(int level, java.util.Optional<SoundRemap> remap) {
        TableBuilder b = new TableBuilder("core.sound_remap").ints("level", "record").longs("offset")
                .fields(SoundRemap.ELEMENT).longs("part_start", "part_end");
        remap.ifPresent(r -> {
            for (SoundRemap.Element e : r.elements()) {
                b.i(level).i(e.record()).l(e.offset()).rec(e.rec()).l(r.offset() + e.elementOffset()).l(r.offset() + e.end()).end();
            }
        });
        return b.build();
    }

    static Table sections(int level, String file, List<CoreSection> sections, gcscript.coverage.CoverageMap coverage) {
        TableBuilder b = new TableBuilder("core.sections").ints("level").strings("file", "section")
                .longs("start", "end", "size", "owned_end").strings("kind");
        for (CoreSection s : sections) {
            long owned = coverage == null ? s.end() : gcscript.coverage.Owned.end(coverage, file, s.start(), s.end());
            if (owned == s.end()) {
                b.row(level, file, s.name(), s.start(), s.end(), (long) s.end() - s.start(), owned, "section");
            } else {
                b.row(level, file, s.name(), s.start(), owned, owned - s.start(), owned, "section");
                b.row(level, file, s.name() + ".remainder", owned, s.end(), s.end() - owned, owned, "remainder");
            }
        }
        Table t = b.build();
        t.longColumn("start").setPrintFormatter(Cols.HEX_LONG);
        t.longColumn("end").setPrintFormatter(Cols.HEX_LONG);
        return t;
    }

    static Table checks(int level, List<CheckSummary> checks) {
        TableBuilder b = new TableBuilder("core.checks").strings("check").ints("level", "n_ok", "n_bad")
                .longs("first_bad_offset").strings("detail").bools("holds");
        for (CheckSummary c : checks) {
            b.row(c.check(), level, c.nOk(), c.nBad(), c.firstBadOffset() < 0 ? null : c.firstBadOffset(), c.detail(), c.holds());
        }
        return b.build();
    }

    static Table textures(int level, CoreModel m, Map<TextureKind, List<Texture>> decoded) {
        TableBuilder b = new TableBuilder("core.textures").ints("level").strings("kind").ints("index").longs("offset")
                .ints("width", "height", "palette", "mipmap", "pad").longs("texel_offset")
                .doubles("opaque_fraction").ints("distinct_colours", "type", "mip_levels").bools("decoded")
                .strings("source", "rgba_sha256");   // the hash: a diff names a texture whose pixels changed
        for (Map.Entry<TextureKind, List<Texture>> k : decoded.entrySet()) {
            Map<Integer, Texture> byIndex = new HashMap<>();
            for (Texture t : k.getValue()) byIndex.put(t.index(), t);
            for (TextureEntry e : m.textures(k.getKey())) {
                Texture t = byIndex.get(e.record());
                boolean stashed = k.getKey() == TextureKind.MOBY && m.stashAddress() >= 0
                        && m.stashedMobyTextures().contains(e.record());
                long texel = stashed ? m.stashAddress() + e.dataOffset()
                        : m.header() == null ? 0 : (long) m.header().texturesBaseOffset() + e.dataOffset();
                b.row(level, k.getKey().id(), e.record(), e.offset(), e.width(), e.height(), e.palette(), e.mipmap(),
                        e.pad(), texel, t == null ? null : t.opaqueFraction(), t == null ? null : t.distinctColours(),
                        e.type(), t == null ? null : t.mipLevels().size(), t != null, stashed ? "gs_ram" : "core_data",
                        t == null ? null : t.rgbaSha256());
            }
        }
        return b.build();
    }
}
