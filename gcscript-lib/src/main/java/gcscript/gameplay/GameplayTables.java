package gcscript.gameplay;

import static gcscript.gameplay.GameplayLayout.*;

import gcscript.classtable.ClassKind;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.names.ClassNames;
import gcscript.table.Cols;
import gcscript.table.TableBuilder;
import java.util.Arrays;
import java.util.stream.Collectors;
import tech.tablesaw.api.Table;

/** The gameplay tables: provenance first (level, file, record, absolute offset), stored fields, then decoded values. */
final class GameplayTables {
    private GameplayTables() {}

    static TableBuilder start(String name) {
        return new TableBuilder(name).ints(Cols.LEVEL).strings(Cols.FILE).ints(Cols.RECORD).longs(Cols.OFFSET);
    }

    static Table pointers(GameplayModel m) {
        TableBuilder t = start("gameplay pointers").strings("name").ints("block_offset").bools("present").ints("block_bytes");
        int len = m.stream.length();
        for (int i = 0; i < POINTER_COUNT; i++) {
            int v = m.pointers[i];
            boolean present = v != 0;
            int bytes = present && v > 0 && v < len ? GameplayReader.blockEnd(m.pointers, v, len) - v : 0;
            t.i(m.level).s(m.file()).i(i).l(m.stream.absolute(4 * i)).s(POINTER_NAMES[i]).i(v).b(present).i(bytes).end();
        }
        return t.build();
    }

    static Table levelSettings(GameplayModel m) {
        TableBuilder t = start("level settings").fields(LEVEL_SETTINGS_LAYOUT).ints("plane_count", "core_sounds_count");
        if (m.settings != null) {
            t.i(m.level).s(m.file()).i(0).l(m.settings.offset()).rec(m.settings).i(m.planeCount()).i(m.coreSoundsCount).end();
        }
        return t.build();
    }

    static Table chunkPlanes(GameplayModel m) {
        TableBuilder t = start("chunk planes").fields(CHUNK_PLANE).ints("selects_chunk");
        for (int i = 0; i < m.planes.size(); i++) {
            Rec r = m.planes.get(i);
            t.i(m.level).s(m.file()).i(i).l(r.offset()).rec(r).i(i + 1).end();
        }
        return t.build();
    }

    private static Table records(String name, GameplayModel m, Layout layout, RecArray a, Field[] matrix) {
        TableBuilder t = start(name).fields(layout);
        if (matrix != null) t.doubles("x", "y", "z");
        if (a == null) return t.build();
        for (int i = 0; i < a.count(); i++) {
            t.i(m.level).s(m.file()).i(i).l(a.offset(i)).rec(a, i);
            if (matrix != null) t.d(a.f(i, matrix[12])).d(a.f(i, matrix[13])).d(a.f(i, matrix[14]));
            t.end();
        }
        return t.build();
    }

    /** One row per record: the stored fields, then the values {@code decoded} declares beside them. */
    static Table scaled(String name, GameplayModel m, Layout layout, RecArray a, gcscript.layout.Scaled... decoded) {
        TableBuilder t = start(name).fields(layout);
        for (gcscript.layout.Scaled s : decoded) t.doubles(s.name());
        if (a == null) return t.build();
        for (int i = 0; i < a.count(); i++) {
            t.i(m.level).s(m.file()).i(i).l(a.offset(i)).rec(a, i);
            for (gcscript.layout.Scaled s : decoded) t.d(s.value(a.get(i, s.field())));
            t.end();
        }
        return t.build();
    }

    static Table lights(GameplayModel m) { return records("directional lights", m, DIRECTIONAL_LIGHT, m.lights, null); }
    static Table shapes(String kind, GameplayModel m) { return records(kind, m, SHAPE, m.shapes.get(kind), null); }
    /** One row per tie ambient RGBA entry: tie_index, size (halfwords), the colours as hex. */
    static Table tieAmbients(GameplayModel m) {
        TableBuilder t = start("tie ambient rgbas").fields(TIE_AMBIENT_HEAD).strings("rgbas");
        if (m.tieAmbients == null) return t.build();
        java.util.HexFormat hex = java.util.HexFormat.of();
        for (int k = 0; k < m.tieAmbients.size(); k++) {
            GameplayModel.TieAmbient a = m.tieAmbients.get(k);
            t.i(m.level).s(m.file()).i(k).l(a.head().offset()).rec(a.head()).s(hex.formatHex(a.rgbas())).end();
        }
        return t.build();
    }

    /** The shared-data head: data_size, pointer_count, unused words, the data as hex (one row, when present). */
    static Table sharedData(GameplayModel m) {
        TableBuilder t = start("shared data").fields(SHARED_HEADER).strings("data");
        if (m.sharedHeader != null) {
            t.i(m.level).s(m.file()).i(0).l(m.sharedHeader.offset()).rec(m.sharedHeader).s(java.util.HexFormat.of().formatHex(m.sharedData)).end();
        }
        return t.build();
    }

    static Table sharedPointers(GameplayModel m) { return records("shared data pointers", m, SHARED_POINTER, m.sharedPointers, null); }

    static Table cameras(GameplayModel m) { return records("cameras", m, CAMERA, m.cameras, null); }
    static Table sounds(GameplayModel m) { return records("sound instances", m, SOUND_INSTANCE, m.sounds, null); }
    static Table mobies(GameplayModel m) { return named(records("moby instances", m, MOBY_INSTANCE, m.mobies, null), ClassKind.MOBY); }
    static Table ties(GameplayModel m) { return named(records("tie instances", m, TIE_INSTANCE, m.ties, T_MATRIX), ClassKind.TIE); }
    static Table shrubs(GameplayModel m) { return named(records("shrub instances", m, SHRUB_INSTANCE, m.shrubs, S_MATRIX), ClassKind.SHRUB); }

    private static Table named(Table t, ClassKind kind) { return ClassNames.withNames(t, kind); }

    static Table classList(String name, GameplayModel m, GameplayModel.ClassList c, ClassKind kind) {
        TableBuilder t = start(name).ints("o_class");
        if (c != null) {
            for (int i = 0; i < c.oClass().length; i++) t.i(m.level).s(m.file()).i(i).l(c.offset() + 4 + 4L * i).i(c.oClass()[i]).end();
        }
        return named(t.build(), kind);
    }

    static Table groups(GameplayModel m) {
        TableBuilder t = start("gameplay groups").strings("kind").ints("pointer", "member_count").strings("members");
        for (GameplayModel.Group g : m.groups) {
            t.i(m.level).s(m.file()).i(g.index()).l(g.pointerOffset()).s(g.kind()).i(g.pointer()).i(g.members().length)
                    .s(Arrays.stream(g.members()).mapToObj(Integer::toString).collect(Collectors.joining(","))).end();
        }
        return t.build();
    }
}
