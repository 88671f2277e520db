package gcscript.disc;

import gcscript.globalwad.GlobalWad;
import gcscript.globalwad.GlobalWads;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where each global WAD and AUDIOn.WAD of a disc is (rac2-global-wads §1, §3.3): its files in the container and its
 * header copy in RC2.HDR. MPEG.WAD is followed by MPEG1.WAD and MPEG2.WAD when the disc has them (one logical WAD).
 */
final class GlobalSources {
    private GlobalSources() {}

    static List<GlobalWads.Source> of(Disc disc, Toc toc) { return of(disc, toc, java.util.function.UnaryOperator.identity()); }

    /** As {@link #of(Disc, Toc)}, each file's bytes seen through {@code view} (the image pass: recording into its store). */
    static List<GlobalWads.Source> of(Disc disc, Toc toc, java.util.function.UnaryOperator<gcscript.bytes.ByteReader> view) {
        List<GlobalWads.Source> out = new ArrayList<>();
        if (toc == null) return out;
        for (Toc.Global g : toc.globals()) {
            Optional<DiscFile> f = disc.file("/G/" + g.wad().fileName());
            if (f.isEmpty()) continue;
            List<GlobalWads.FileRef> files = new ArrayList<>(List.of(ref(f.get(), view)));
            if (g.wad() == GlobalWad.MPEG) {
                for (String more : List.of("/G/MPEG1.WAD", "/G/MPEG2.WAD")) disc.file(more).ifPresent(m -> files.add(ref(m, view)));
            }
            String path = "rc2hdr." + g.wad().name().toLowerCase();
            out.add(GlobalWads.Source.global(g.wad(), files, toc.bytes().slice(path, g.offset(), g.headerSize()), g.offset()));
        }
        for (Toc.Entry e : toc.entries()) {
            Optional<DiscFile> f = disc.file("/G/AUDIO" + e.number() + ".WAD");
            if (f.isEmpty()) continue;
            long at = Toc.COPIES_OFFSET + (long) Toc.COPY_STRIDE * e.number() + Toc.AUDIO_COPY;
            String path = "rc2hdr.copies[" + e.number() + "].audio";
            long len = Math.min(e.audioHeaderSize(), toc.bytes().length() - at);
            out.add(GlobalWads.Source.levelAudio(e.number(), ref(f.get(), view), len > 0 ? toc.bytes().slice(path, at, len) : null, at));
        }
        return out;
    }

    private static GlobalWads.FileRef ref(DiscFile f, java.util.function.UnaryOperator<gcscript.bytes.ByteReader> view) {
        return new GlobalWads.FileRef(f.name(), f.lba(), f.size(), () -> view.apply(f.bytes()));
    }
}
