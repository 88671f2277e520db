package gcscript.disc;

import gcscript.bytes.FormatException;
import gcscript.isowrite.IsoWriter;
import gcscript.level.LevelHeader;
import gcscript.level.SectorRange;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The container side of an edit (docs/writing.md, "Edits"): a disc's files written again with some level files
 * replaced. An ISO keeps its file order; each file keeps its LBA unless a file before it grew past the room it had,
 * then it moves by the sectors that file grew. RC2.HDR is rebuilt from the original: every global WAD's and every
 * header copy's {@code sector}, each level row's size in sectors, and each LEVEL header copy (the rebuilt file's
 * header with its LBA), all through their declarations. A single level file is written as that file.
 */
final class DiscWriter {
    private DiscWriter() {}

    /** Volume identifier of a written image (the original's is not kept by the reader). */
    static final String VOLUME_ID = "GCSCRIPT_EDIT";
    private static final int SECTOR = SectorRange.SECTOR;

    static void write(Disc disc, Map<Integer, byte[]> levelFiles, Path out) throws IOException {
        switch (disc.kind()) {
            case LEVEL_FILE -> Files.write(out, levelFiles.isEmpty() ? disc.fileList().get(0).bytes().toArray()
                    : levelFiles.values().iterator().next());
            case ISO -> iso(disc, levelFiles).write(out);
            case FOLDER -> throw new FormatException("edit", "--out", 0, "an ISO image or a level file to edit (a folder is not rewritten)",
                    disc.name(), null);
        }
    }

    static IsoWriter iso(Disc disc, Map<Integer, byte[]> levelFiles) {
        List<DiscFile> files = new ArrayList<>(disc.fileList());
        files.sort(Comparator.comparingLong(DiscFile::lba));
        Map<String, byte[]> data = new HashMap<>();
        for (DiscFile f : files) {
            Integer n = f.path().startsWith("/G/") ? Disc.levelNumber(f.name()) : null;
            data.put(f.path(), n != null && levelFiles.containsKey(n) ? levelFiles.get(n) : f.bytes().toArray());
        }
        Map<String, Long> lbas = new HashMap<>();
        long grown = 0;
        for (int i = 0; i < files.size(); i++) {
            DiscFile f = files.get(i);
            long room = i + 1 < files.size() ? files.get(i + 1).lba() - f.lba() : sectors(f.size());
            lbas.put(f.path(), f.lba() + grown);
            grown += Math.max(0, sectors(data.get(f.path()).length) - room);
        }
        Map<String, Long> sizes = new HashMap<>();
        for (DiscFile f : files) sizes.put(f.path(), f.size());
        disc.rc2hdr().ifPresent(toc -> data.put("/RC2.HDR", rc2hdr(toc, data, lbas, sizes)));
        IsoWriter iso = new IsoWriter(VOLUME_ID);
        for (DiscFile f : files) iso.add(f.path(), lbas.get(f.path()), data.get(f.path()));
        return iso;
    }

    /**
     * RC2.HDR with every LBA and each LEVEL header copy taken from the files as written; a level row's size moves by
     * the sectors its file grew or shrank ({@code sizes}: the original files' byte sizes).
     */
    static byte[] rc2hdr(Toc toc, Map<String, byte[]> data, Map<String, Long> lbas, Map<String, Long> sizes) {
        byte[] hdr = toc.bytes().toArray();
        for (Toc.Global g : toc.globals()) {
            Long lba = lbas.get("/G/" + g.wad().fileName());
            if (lba != null) Toc.SECTOR.encode(hdr, g.offset(), lba);
        }
        for (Toc.Entry e : toc.entries()) {
            long block = Toc.COPIES_OFFSET + (long) Toc.COPY_STRIDE * e.number();
            String level = "/G/LEVEL" + e.number() + ".WAD";
            byte[] file = data.get(level);
            if (file != null) {
                int size = e.levelCopy().headerSize();
                System.arraycopy(file, 0, hdr, (int) block, size);
                LevelHeader.LAYOUT_60.field("sector").encode(hdr, block, lbas.get(level));
                long delta = sectors(file.length) - sectors(sizes.get(level));
                SectorRange.SIZE_SECTORS.encode(hdr, e.offset(), e.level().sizeSectors() + delta);
            }
            Long audio = lbas.get("/G/AUDIO" + e.number() + ".WAD"), scene = lbas.get("/G/SCENE" + e.number() + ".WAD");
            if (audio != null) Toc.SECTOR.encode(hdr, block + Toc.AUDIO_COPY, audio);
            if (scene != null) Toc.SECTOR.encode(hdr, block + Toc.SCENE_COPY, scene);
        }
        return hdr;
    }

    static long sectors(long bytes) { return (bytes + SECTOR - 1) / SECTOR; }
}
