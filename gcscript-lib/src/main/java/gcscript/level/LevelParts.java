package gcscript.level;

import gcscript.bytes.ByteReader;
import gcscript.wad.WadLz;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Every extent and data section of a level as named parts, plus the decompressed core_data and gameplay:
 * what {@code bin/gcscript extract} writes, one file each.
 */
public final class LevelParts {
    private LevelParts() {}

    /** Gameplay declares no decompressed size: refuse anything larger than this. */
    public static final int GAMEPLAY_CAP = 64 << 20;

    public static List<Part> of(Level level) {
        List<Part> parts = new ArrayList<>();
        for (Extent e : level.extentList()) {
            if (e.empty() || e.bytes() == 0) continue;
            String stem = switch (e.slot()) {
                case CHUNK_0, CHUNK_1, CHUNK_2 -> "chunk" + e.name().substring(6);
                case CHUNK_SOUND_BANK_0, CHUNK_SOUND_BANK_1, CHUNK_SOUND_BANK_2 -> "chunk_sound_bank" + e.name().substring(17);
                case GAMEPLAY -> "gameplay";
                default -> e.name();
            };
            String ext = e.slot() == Slot.GAMEPLAY ? ".wad" : ".bin";
            parts.add(new Part(stem + ext, e.name(), e.byteOffset(), () -> level.extentBytes(e.slot()).orElseThrow()));
            if (e.slot() == Slot.GAMEPLAY) {
                parts.add(new Part("gameplay.bin", "gameplay (decompressed)", -1, () -> ByteReader.of(
                        WadLz.decompressCapped(level.extentBytes(Slot.GAMEPLAY).orElseThrow(), GAMEPLAY_CAP),
                        level.fileName() + ":gameplay")));
            }
        }
        DataExtent d = level.guarded(level::data, null);
        if (d != null) {
            for (Map.Entry<String, ByteRange> r : d.headerRecord().ranges().entrySet()) {
                if (r.getValue().size() <= 0) continue;
                String name = r.getKey();
                String ext = DataHeader.compressed(name) ? ".wad" : ".bin";
                parts.add(new Part(name + ext, "data." + name, d.bytes().absolute(0) + r.getValue().offset(),
                        () -> d.range(name).orElseThrow()));
                if (name.equals("core_data")) {
                    parts.add(new Part("core_data.bin", "core_data (decompressed)", -1,
                            () -> ByteReader.of(d.coreData(), level.fileName() + ":core_data")));
                }
            }
        }
        return parts;
    }
}
