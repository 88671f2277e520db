package gcscript.ksy;

import gcscript.collision.CollisionKsy;
import gcscript.core.CoreDataKsy;
import gcscript.core.CoreKsy;
import gcscript.core.TextureKsy;
import gcscript.disc.TocKsy;
import gcscript.gameplay.GameplayKsy;
import gcscript.globalwad.GlobalWadKsy;
import gcscript.layout.ksy.KsyFile;
import gcscript.level.LevelKsy;
import gcscript.moby.MobyKsy;
import gcscript.occlmap.OcclusionMappingKsy;
import gcscript.occlusion.OcclusionKsy;
import gcscript.pif.PifKsy;
import gcscript.sky.SkyKsy;
import gcscript.overlay.OverlayKsy;
import gcscript.shrub.ShrubKsy;
import gcscript.sound.SoundKsy;
import gcscript.tfrag.TfragKsy;
import gcscript.tie.TieKsy;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every Kaitai Struct description the library exports, one per format area, each composed by its package from the
 * declarations ({@code bin/gcscript formats --ksy DIR}; the committed copies are in formats/ksy/).
 */
public final class KsyExport {
    private KsyExport() {}

    /** The descriptions, in an order where each file comes after the ones it imports. */
    public static List<KsyFile> files() {
        List<KsyFile> levels = List.of(PifKsy.file(), TfragKsy.file(), SoundKsy.file(), OverlayKsy.file(), OcclusionMappingKsy.file(), MobyKsy.file(), TieKsy.file(), ShrubKsy.file(), SkyKsy.file(), OcclusionKsy.file(), CollisionKsy.file(),
                CoreKsy.file(), CoreDataKsy.file(), TextureKsy.gsRam(),
                GameplayKsy.file(), LevelKsy.file(CoreKsy.ID, GameplayKsy.ID, CoreDataKsy.ID, CollisionKsy.ID, TextureKsy.GS_RAM_ID), TocKsy.file());
        List<KsyFile> out = new java.util.ArrayList<>(levels);
        out.addAll(GlobalWadKsy.files());   // ARMOR's imports gc_texture_list, which comes first
        return List.copyOf(out);
    }

    /** Each file's name ({@code id.ksy}) and text. */
    public static Map<String, String> texts() {
        Map<String, String> out = new LinkedHashMap<>();
        for (KsyFile f : files()) out.put(f.id() + ".ksy", f.render());
        return out;
    }

    /** Writes every description into {@code dir} (created if missing); returns the files written. */
    public static List<Path> write(Path dir) {
        try {
            Files.createDirectories(dir);
            List<Path> written = new java.util.ArrayList<>();
            for (Map.Entry<String, String> e : texts().entrySet()) {
                Path p = dir.resolve(e.getKey());
                Files.writeString(p, e.getValue(), StandardCharsets.UTF_8);
                written.add(p);
            }
            return written;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
