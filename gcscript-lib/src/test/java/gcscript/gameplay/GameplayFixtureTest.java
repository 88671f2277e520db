package gcscript.gameplay;

import static gcscript.gameplay.GameplayFixture.*;
import static gcscript.gameplay.GameplayLayout.*;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.check.Check;
import gcscript.check.Checks;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The hand-laid stream of {@link GameplayFixture}: every table's provenance and decoded columns, the exact check rows
 * (subject, absolute offset, expected, found), and each check and read bound broken at and one past its edge.
 */
class GameplayFixtureTest {
    static String row(Check c) {
        return c.subject() + " | 0x" + Long.toHexString(c.offset()) + " | " + c.status() + " | " + c.expected() + " | " + c.found();
    }

    /** The rows of {@code check}, rendered. */
    static List<String> rows(Checks c, String check) {
        return c.list().stream().filter(x -> x.check().equals(check)).map(GameplayFixtureTest::row).toList();
    }

    static List<String> failures(GameplayModel m) {
        return GameplayChecks.run(m).failures().stream().map(c -> c.check() + " | " + row(c)).toList();
    }

    static List<String> broken(Consumer<ByteBuffer> edit) { return failures(read(edited(edit))); }

    static final String P = "level[4].gameplay";

    @Test
    void everyCheckHoldsAndNamesItsSubjectAtItsAbsoluteOffset() {
        GameplayModel m = read(stream());
        assertEquals(List.of(), m.readFailures());
        Checks c = GameplayChecks.run(m);
        assertTrue(c.allHold(), c.failures().toString());
        assertEquals(List.of(
                P + ".pointers.level_settings | 0x5000 | holds | [0x9c, 0x460) | 0xa0",
                P + ".pointers.directional_lights | 0x5004 | holds | [0x9c, 0x460) | 0x140",
                P + ".pointers.tie_classes | 0x5030 | holds | [0x9c, 0x460) | 0x3f0",
                P + ".pointers.tie_instances | 0x5034 | holds | [0x9c, 0x460) | 0x2f0",
                P + ".pointers.shrub_classes | 0x503c | holds | [0x9c, 0x460) | 0x400",
                P + ".pointers.shrub_instances | 0x5040 | holds | [0x9c, 0x460) | 0x360",
                P + ".pointers.moby_classes | 0x5048 | holds | [0x9c, 0x460) | 0x3e0",
                P + ".pointers.moby_instances | 0x504c | holds | [0x9c, 0x460) | 0x1d0",
                P + ".pointers.moby_groups | 0x5050 | holds | [0x9c, 0x460) | 0x410",
                P + ".pointers.occlusion_mappings | 0x5090 | holds | [0x9c, 0x460) | 0x440"), rows(c, "gameplay.pointer_in_stream"));
        assertEquals(P + ".pointers.occlusion_mappings | 0x5090 | holds | a multiple of 0x40 | 0x440",
                rows(c, "gameplay.pointer_aligned").get(9));
        assertEquals(P + ".pointers.level_settings | 0x5000 | holds | a multiple of 0x10 | 0xa0", rows(c, "gameplay.pointer_aligned").get(0));
        assertEquals(List.of(P + ".directional_lights.header.pad_0 | 0x5144 | holds | 0 | 0",
                P + ".tie_instances.header.pad_0 | 0x52f4 | holds | 0 | 0", P + ".shrub_instances.header.pad_0 | 0x5364 | holds | 0 | 0"),
                rows(c, "gameplay.table_pad_zero"));
        assertEquals(List.of(P + ".moby_instances[0].size | 0x51e0 | holds | 136 | 136", P + ".moby_instances[1].size | 0x5268 | holds | 136 | 136"),
                rows(c, "gameplay.moby_size"));
        assertEquals(List.of(P + ".moby_instances[0].o_class | 0x5208 | holds | in the moby-classes block | 100",
                P + ".moby_instances[1].o_class | 0x5290 | holds | in the moby-classes block | 101"), rows(c, "gameplay.moby_class_listed"));
        assertEquals(List.of(P + ".moby_instances[0].o_class | 0x5208 | holds | in core moby_classes | 100",
                P + ".moby_instances[1].o_class | 0x5290 | holds | in core moby_classes | 101"), rows(c, "gameplay.moby_class_in_core"));
        assertEquals(List.of(P + ".tie_instances[0].o_class | 0x5300 | holds | in core tie_classes | 200"), rows(c, "gameplay.tie_class_in_core"));
        assertEquals(List.of(P + ".tie_instances[0].o_class | 0x5300 | holds | in the tie-classes block | 200"), rows(c, "gameplay.tie_class_listed"));
        assertEquals(List.of(P + ".shrub_instances[0].o_class | 0x5370 | holds | in core shrub_classes | 300"), rows(c, "gameplay.shrub_class_in_core"));
        assertEquals(List.of(P + ".shrub_instances[0].o_class | 0x5370 | holds | in the shrub-classes block | 300"), rows(c, "gameplay.shrub_class_listed"));
        assertEquals(List.of(P + ".directional_lights[0].direction_a | 0x5160 | holds | 1 | 1.0", P + ".directional_lights[0].direction_b | 0x5180 | holds | 1 | 1.0",
                P + ".directional_lights[1].direction_a | 0x51a0 | holds | 1 | 1.0", P + ".directional_lights[1].direction_b | 0x51c0 | holds | 1 | 1.0"),
                rows(c, "gameplay.light_direction_unit"));
        assertEquals(12, rows(c, "gameplay.light_colour_range").size());
        assertEquals(P + ".directional_lights[1].colour_b_g | 0x51b4 | holds | [0, 1] | 0.75", rows(c, "gameplay.light_colour_range").get(10));
        assertEquals(List.of(P + ".moby_instances[0].light | 0x5260 | holds | < 2 or 0x0F0F | 1", P + ".moby_instances[1].light | 0x52e8 | holds | < 2 or 0x0F0F | 3855"),
                rows(c, "gameplay.moby_light_exists"));
        assertEquals(List.of(P + ".tie_instances[0].directional_lights | 0x5350 | holds | 4-bit light indices < 2 or 0xF | 0xfff1"), rows(c, "gameplay.tie_light_exists"));
        assertEquals(List.of(P + ".shrub_instances[0].dir_lights | 0x53d0 | holds | 4-bit light indices < 2 or 0xF | 0xff10"), rows(c, "gameplay.shrub_light_exists"));
        assertEquals(List.of(P + ".level_settings.chunk_planes[0].plane_count | 0x5108 | holds | 2 | 2", P + ".level_settings.chunk_planes[1].plane_count | 0x5128 | holds | 2 | 2"),
                rows(c, "gameplay.plane_count_same"));
        assertEquals(List.of(P + ".level_settings.chunk_planes | 0x50fc | holds | 2 | 2"), rows(c, "gameplay.planes_match_chunks"));
        assertEquals(List.of(P + ".moby_groups[0].members[0] | 0x5430 | holds | < 2 | 0", P + ".moby_groups[0].members[1] | 0x5432 | holds | < 2 | 1"),
                rows(c, "gameplay.group_member_exists"));
        assertEquals(List.of(P + ".occlusion_mappings | 0x5440 | holds | 32 equal bytes | equal"), rows(c, "gameplay.occlusion_equals_slot3"));
    }

    @Test
    void tablesCarryAbsoluteOffsetsAndDecodedColumns() {
        GameplayModel m = read(stream());
        Table p = GameplayTables.pointers(m);
        assertEquals(0x5000L + 4 * 19, p.longColumn("offset").get(19));
        assertEquals(0x2f0 - 0x1d0, p.intColumn("block_bytes").get(19));      // moby instances end where ties start
        assertEquals(LENGTH - OCCLUSION_AT, p.intColumn("block_bytes").get(36));
        assertEquals(0, p.intColumn("block_bytes").get(2));
        Table planes = GameplayTables.chunkPlanes(m);
        assertEquals(List.of(1, 2), planes.intColumn("selects_chunk").asList());
        assertEquals(List.of(0x50fcL, 0x511cL), planes.longColumn("offset").asList());
        Table s = GameplayTables.levelSettings(m);
        assertEquals(11, s.intColumn("core_sounds_count").get(0));
        assertEquals(2, s.intColumn("plane_count").get(0));
        assertEquals(0x50a0L, s.longColumn("offset").get(0));
        Table mc = GameplayTables.classList("gameplay moby classes", m, m.mobyClasses(), gcscript.classtable.ClassKind.MOBY);
        assertEquals(List.of(0x53e4L, 0x53e8L), mc.longColumn("offset").asList());
        assertEquals(List.of(100, 101), mc.intColumn("o_class").asList());
        assertEquals(0, GameplayTables.classList("x", m, null, gcscript.classtable.ClassKind.TIE).rowCount());
        assertEquals(List.of("", ""), mc.stringColumn("class_name").asList(), "100 and 101 are no named moby classes");
        Table t = GameplayTables.ties(m);
        assertEquals(List.of(7.0, 8.0, 9.0), List.of(t.doubleColumn("x").get(0), t.doubleColumn("y").get(0), t.doubleColumn("z").get(0)));
        Table g = GameplayTables.groups(m);
        assertEquals(List.of("0,1", ""), g.stringColumn("members").asList());
        assertEquals(List.of(0x5420L, 0x5424L), g.longColumn("offset").asList());
        assertEquals(List.of(0, -1), g.intColumn("pointer").asList());
        // a stream without the decoded blocks: empty tables, zero counts
        GameplayModel none = read(edited(b -> { for (int i = 0; i < 0x9c; i += 4) b.putInt(i, 0); }));
        assertEquals(0, GameplayTables.mobies(none).rowCount());
        assertEquals(0, GameplayTables.ties(none).rowCount());
        assertEquals(0, GameplayTables.levelSettings(none).rowCount());
        assertEquals(0, none.planeCount());
        assertNull(none.occlusionBlock());
        assertEquals(List.of(P + ".occlusion_mappings | 0x5090 | fails | a 0x90 block (slot 3 is present) | pointer 0"),
                rows(GameplayChecks.run(none), "gameplay.occlusion_equals_slot3"));
        assertTrue(rows(GameplayChecks.run(read(edited(b -> b.putInt(OCCLUSION_MAPPINGS, 0)), context(3, null))), "gameplay.occlusion_equals_slot3").isEmpty());
    }

    @Test
    void pointerBoundsAndAlignment() {
        // an undecoded block pointer at the table's end and at the stream's last byte is in the stream; 0x9b and the length are not
        assertTrue(broken(b -> b.putInt(0x08, 0x9c).putInt(0x0c, 0x45f)).stream().noneMatch(f -> f.startsWith("gameplay.pointer_in_stream")));
        assertEquals(List.of("gameplay.pointer_in_stream | " + P + ".pointers.cameras | 0x5008 | fails | [0x9c, 0x460) | 0x9b",
                "gameplay.pointer_in_stream | " + P + ".pointers.sound_instances | 0x500c | fails | [0x9c, 0x460) | 0x460"),
                broken(b -> b.putInt(0x08, 0x9b).putInt(0x0c, 0x460)).stream().filter(f -> f.startsWith("gameplay.pointer_in_stream")).toList());
        // help texts (pointers 0x10..0x2c) need no alignment; the blocks around them do
        assertEquals(List.of("gameplay.pointer_aligned | " + P + ".pointers.sound_instances | 0x500c | fails | a multiple of 0x10 | 0x9e",
                        "gameplay.pointer_aligned | " + P + ".pointers.cameras | 0x5008 | fails | a multiple of 0x10 | 0x9d"),
                broken(b -> b.putInt(0x0c, 0x9e).putInt(0x10, 0x9f).putInt(0x2c, 0x9f).putInt(0x08, 0x9d)).stream()
                        .filter(f -> f.startsWith("gameplay.pointer_aligned")).sorted(java.util.Comparator.reverseOrder()).toList());
        assertEquals(List.of("gameplay.pointer_aligned | " + P + ".pointers.occlusion_mappings | 0x5090 | fails | a multiple of 0x40 | 0x450"),
                failures(read(edited(b -> b.putInt(OCCLUSION_MAPPINGS, 0x450)), context(3, null))).stream()
                        .filter(f -> f.startsWith("gameplay.pointer_aligned")).toList());
        // a decoded block's pointer below the table or at the stream end is a read failure naming the pointer
        GameplayModel low = read(edited(b -> b.putInt(TIE_INSTANCES, 0x9b)));
        assertEquals("gameplay.block_readable | " + P + ".tie_instances | 0x5034 | fails | 0, or an offset in [0x9c, 0x460) | "
                + P + ".pointers.tie_instances: 0x9b", "gameplay.block_readable | " + row(low.readFailures().get(0)));
        GameplayModel high = read(edited(b -> b.putInt(TIE_INSTANCES, 0x460)));
        assertEquals(P + ".pointers.tie_instances: 0x460", high.readFailures().get(0).found());
        // at the table's end, the tie block is read from 0x9c up to the settings at 0xa0: 4 bytes, a header cannot fit
        GameplayModel edge = read(edited(b -> b.putInt(TIE_INSTANCES, 0x9c)));
        assertEquals(P + ".tie_instances.header", edge.readFailures().get(0).found().split(":")[0]);
    }

    @Test
    void lightChecksAtTheirBounds() {
        int m0 = MOBIES + 0x10;
        assertEquals(List.of("gameplay.moby_light_exists | " + P + ".moby_instances[0].light | 0x5260 | fails | < 2 or 0x0F0F | 2"),
                broken(b -> b.putInt(m0 + 0x80, 2)));
        assertEquals(List.of("gameplay.moby_light_exists | " + P + ".moby_instances[0].light | 0x5260 | fails | < 2 or 0x0F0F | -1"),
                broken(b -> b.putInt(m0 + 0x80, -1)));
        assertEquals(List.of(), broken(b -> b.putInt(m0 + 0x80, 0)));
        int t0 = TIES + 0x10 + 0x50, s0 = SHRUBS + 0x10 + 0x60;
        // nibble == light count fails; the last nibble is read too; a non-zero high half fails
        assertEquals(List.of("gameplay.tie_light_exists | " + P + ".tie_instances[0].directional_lights | 0x5350 | fails | 4-bit light indices < 2 or 0xF | 0xfff2"),
                broken(b -> b.putInt(t0, 0xfff2)));
        assertEquals(List.of("gameplay.tie_light_exists | " + P + ".tie_instances[0].directional_lights | 0x5350 | fails | 4-bit light indices < 2 or 0xF | 0x2fff"),
                broken(b -> b.putInt(t0, 0x2fff)));
        assertEquals(List.of("gameplay.shrub_light_exists | " + P + ".shrub_instances[0].dir_lights | 0x53d0 | fails | 4-bit light indices < 2 or 0xF | 0x1ff10"),
                broken(b -> b.putInt(s0, 0x1ff10)));
        assertEquals(List.of(), broken(b -> b.putInt(t0, 0x1010)));
        // direction length and colour range
        assertEquals(List.of("gameplay.light_direction_unit | " + P + ".directional_lights[1].direction_b | 0x51c0 | fails | 1 | 1.0019999742507935"),
                broken(b -> b.putFloat(LIGHTS + 0x10 + 0x40 + 0x30, 1.002f)));
        assertEquals(List.of(), broken(b -> b.putFloat(LIGHTS + 0x10 + 0x30, 1.0009f)));
        assertEquals(List.of("gameplay.light_colour_range | " + P + ".directional_lights[0].colour_a_b | 0x5158 | fails | [0, 1] | 1.0500001"),
                broken(b -> b.putFloat(LIGHTS + 0x10 + 8, Math.nextUp(1.05f))));
        assertEquals(List.of("gameplay.light_colour_range | " + P + ".directional_lights[0].colour_a_r | 0x5150 | fails | [0, 1] | -0.05"),
                broken(b -> b.putFloat(LIGHTS + 0x10, -0.05f)));
        assertEquals(List.of(), broken(b -> b.putFloat(LIGHTS + 0x10, -0.049999997f).putFloat(LIGHTS + 0x10 + 4, 1.05f)));
    }

    @Test
    void classChecksNameTheInstance() {
        assertEquals(List.of("gameplay.moby_class_listed | " + P + ".moby_instances[1].o_class | 0x5290 | fails | in the moby-classes block | 102",
                "gameplay.moby_class_in_core | " + P + ".moby_instances[1].o_class | 0x5290 | fails | in core moby_classes | 102"),
                broken(b -> b.putInt(MOBIES + 0x10 + 0x88 + 0x28, 102)));
        assertEquals(List.of("gameplay.moby_size | " + P + ".moby_instances[1].size | 0x5268 | fails | 136 | 128"),
                broken(b -> b.putInt(MOBIES + 0x10 + 0x88, 0x80)));
        assertEquals(List.of("gameplay.shrub_class_in_core | " + P + ".shrub_instances[0].o_class | 0x5370 | fails | in core shrub_classes | 301",
                "gameplay.shrub_class_listed | " + P + ".shrub_instances[0].o_class | 0x5370 | fails | in the shrub-classes block | 301"),
                broken(b -> b.putInt(SHRUBS + 0x10, 301)));
        // without core classes (a context that knows nothing) only the listed checks are measured
        Checks c = GameplayChecks.run(read(stream(), GameplayContext.none()));
        assertTrue(rows(c, "gameplay.moby_class_in_core").isEmpty());
        assertTrue(rows(c, "gameplay.planes_match_chunks").isEmpty());
        assertEquals(2, rows(c, "gameplay.moby_class_listed").size());
        // without class lists only the core checks are
        Checks d = GameplayChecks.run(read(edited(b -> b.putInt(MOBY_CLASSES, 0).putInt(TIE_CLASSES, 0))));
        assertTrue(rows(d, "gameplay.moby_class_listed").isEmpty());
        assertTrue(rows(d, "gameplay.tie_class_listed").isEmpty());
        assertEquals(2, rows(d, "gameplay.moby_class_in_core").size());
    }

    @Test
    void planesAndOcclusionCopy() {
        assertEquals(List.of("gameplay.planes_match_chunks | " + P + ".level_settings.chunk_planes | 0x50fc | fails | 1 | 2"),
                failures(read(stream(), context(2, slot3()))));
        assertEquals(List.of("gameplay.planes_match_chunks | " + P + ".level_settings.chunk_planes | 0x50fc | fails | 0 | 2"),
                failures(read(stream(), context(0, slot3()))));
        byte[] first = slot3();
        first[0] ^= 1;
        assertEquals(List.of("gameplay.occlusion_equals_slot3 | " + P + ".occlusion_mappings | 0x5440 | fails | 32 equal bytes | first difference at byte 0x0"),
                failures(read(stream(), context(3, first))));
        byte[] other = slot3();
        other[0x1f] = 1;
        assertEquals(List.of("gameplay.occlusion_equals_slot3 | " + P + ".occlusion_mappings | 0x5440 | fails | 32 equal bytes | first difference at byte 0x1f"),
                failures(read(stream(), context(3, other))));
        assertEquals(List.of("gameplay.occlusion_equals_slot3 | " + P + ".occlusion_mappings | 0x5440 | fails | 32 equal bytes | slot 3 has 31 bytes"),
                failures(read(stream(), context(3, java.util.Arrays.copyOf(slot3(), 0x1f)))));
        assertEquals(List.of(), failures(read(stream(), context(3, java.util.Arrays.copyOf(slot3(), 0x21)))));
        assertEquals(List.of("gameplay.occlusion_equals_slot3 | " + P + ".occlusion_mappings | 0x5440 | fails | a slot-3 extent (the 0x90 block is present) | empty slot"),
                failures(read(stream(), context(3, null))));
        // a negative occlusion count is a read failure
        GameplayModel neg = read(edited(b -> b.putInt(OCCLUSION_AT + 4, -1)));
        assertEquals("count >= 0", neg.readFailures().get(0).expected());
        assertEquals(0x5444, neg.readFailures().get(0).offset());
    }

    @Test
    void groupBounds() {
        // a member pointer at data_size, odd, or below -1 is an error; the last even offset below it is read
        for (int bad : new int[] {4, 1, -2}) {
            GameplayModel m = read(edited(b -> b.putInt(MOBY_GROUPS_AT + 0x10, bad)));
            assertEquals("-1, or an even offset below data_size 4", m.readFailures().get(0).expected(), "pointer " + bad);
            assertEquals(0x5420, m.readFailures().get(0).offset());
            assertEquals(P + ".moby_groups.pointers[0]: " + bad, m.readFailures().get(0).found());
        }
        GameplayModel two = read(edited(b -> b.putInt(MOBY_GROUPS_AT + 0x10, 2)));
        assertEquals(List.of(), two.readFailures());
        assertEquals("1", GameplayTables.groups(two).stringColumn("members").get(0));
        // the end mark missing: the walk stops at data_size
        GameplayModel open = read(edited(b -> b.putShort(MEMBERS + 2, (short) 1)));
        assertEquals("a member with bit 15 set (last) within data_size", open.readFailures().get(0).expected());
        assertEquals(0x5434, open.readFailures().get(0).offset());
        // members past the block: data_size larger than the bytes left
        GameplayModel over = read(edited(b -> b.putInt(MOBY_GROUPS_AT + 4, 0x11)));
        assertEquals(P + ".moby_groups.members: [0x20, 0x31)", over.readFailures().get(0).found());
        GameplayModel fits = read(edited(b -> b.putInt(MOBY_GROUPS_AT + 4, 0x10)));
        assertEquals(List.of(), fits.readFailures());
        assertEquals("data_size >= 0", read(edited(b -> b.putInt(MOBY_GROUPS_AT + 4, -1))).readFailures().get(0).expected());
        // a member past the moby count
        assertEquals(List.of("gameplay.group_member_exists | " + P + ".moby_groups[0].members[1] | 0x5432 | fails | < 2 | 2"),
                broken(b -> b.putShort(MEMBERS + 2, (short) 0x8002)));
    }
}
