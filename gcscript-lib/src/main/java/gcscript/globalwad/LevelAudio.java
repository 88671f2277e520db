package gcscript.globalwad;

import gcscript.check.Checks;
import gcscript.table.RecTables;
import gcscript.table.TableBuilder;
import java.util.List;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * The music of one level's AUDIOn.WAD, or of every level's ({@code disc.level(n).audio()}, {@code disc.levels().audio()};
 * rac2-global-wads §12.1): its VAG streams, and the music bins as the left/right pairs the game plays. The music
 * selector rule (OBP's, from retail): an env sample point's {@code music_track} (s16 at +0x0c) picks left bin
 * (music_track / 4) × 2 and right bin left + 1, so pair p is what music_track 4p … 4p + 3 plays.
 */
public final class LevelAudio {
    /** The bins a music_track selects: {left, right} (§12.1). */
    public static int[] bins(int musicTrack) {
        int left = musicTrack / 4 * 2;
        return new int[] {left, left + 1};
    }

    private final List<WadFile> wads;
    private final Vags vags;

    LevelAudio(List<WadFile> wads, Vags vags) {
        this.wads = wads;
        this.vags = vags;
    }

    /** The AUDIOn.WADs in scope. */
    public List<WadFile> wads() { return wads; }

    /**
     * {@code level, wad, file, record, offset, field, index, version, data_size, sample_rate, channels, name, frames,
     * pcm_sha256}: one row per VAG stream of the AUDIOn.WADs in scope ({@link Vags#table()}'s rows, the level first).
     */
    public Table streams() {
        Table all = vags.table();
        List<String> names = wads.stream().map(WadFile::name).toList();
        Table t = all.where(all.stringColumn("wad").isIn(names));
        IntColumn level = IntColumn.create("level");
        for (Row r : t) level.append(levelOf(r.getString("wad")));
        t.insertColumn(0, level);
        return t.setName("level audio streams");
    }

    private int levelOf(String wad) {
        for (WadFile w : wads) if (w.name().equals(wad)) return w.level();
        throw new IllegalStateException(wad);
    }

    /**
     * {@code level, file, record, offset, music_track_first, music_track_last, left_bin, right_bin, left_name,
     * right_name, left_data_size, right_data_size, left_sample_rate, right_sample_rate}: one row per music pair whose
     * left bin (2p) is populated (record: p; offset: the left bin's header slot; music_track_first … _last: the
     * music_track values that select it). A right bin that is missing shows name "" and -1s, and fails
     * {@code audio_pair_complete}.
     */
    public Table musicPairs() {
        TableBuilder t = new TableBuilder("level audio music pairs").ints("level").strings("file").ints("record").longs("offset")
                .ints("music_track_first", "music_track_last", "left_bin", "right_bin").strings("left_name", "right_name")
                .longs("left_data_size", "right_data_size", "left_sample_rate", "right_sample_rate");
        for (WadFile w : wads) {
            for (Vags.Vag left : vags.list()) {
                if (left.wad() != w || !left.slot().field().equals("bin_data") || left.slot().index() % 2 != 0) continue;
                int p = left.slot().index() / 2;
                Vags.Vag right = find(w, 2 * p + 1);
                t.i(w.level()).s(w.fileName()).i(p).l(left.slot().headerOffset()).i(4 * p).i(4 * p + 3).i(2 * p).i(2 * p + 1)
                        .s(left.name()).s(right == null ? "" : right.name()).l(left.header().u(VagLayouts.DATA_SIZE))
                        .l(right == null ? -1 : right.header().u(VagLayouts.DATA_SIZE)).l(left.header().u(VagLayouts.SAMPLE_RATE))
                        .l(right == null ? -1 : right.header().u(VagLayouts.SAMPLE_RATE)).end();
            }
        }
        return t.build();
    }

    private Vags.Vag find(WadFile w, int bin) {
        for (Vags.Vag v : vags.list()) if (v.wad() == w && v.slot().field().equals("bin_data") && v.slot().index() == bin) return v;
        return null;
    }

    /** {@code audio_pair_complete}: every populated music bin has its pair's other bin (left 2p, right 2p + 1; §12.1). */
    public Table checks() {
        Table out = RecTables.checks("level audio checks", -1, "", List.of());
        for (WadFile w : wads) {
            Checks c = new Checks();
            c.declare("audio_pair_complete", "a populated music bin 2p or 2p + 1 has the other bin of its pair (mono left/right pairs, §12.1)");
            for (Slot s : w.blocks()) {
                if (!s.field().equals("bin_data")) continue;
                int other = s.index() ^ 1;
                Slot o = w.slot("bin_data", other);
                c.expect("audio_pair_complete", w.name().toLowerCase() + "." + s.name(), s.headerOffset(), !o.empty(),
                        "bin_data[" + other + "] populated", o.empty() ? "empty" : o.sizeRaw() + " bytes");
            }
            out.append(RecTables.checks("level audio checks", w.level(), w.fileName(), c.list()));
        }
        return out;
    }
}
