package gcscript.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;

/**
 * The C decoder ({@link NativeBaseline}) on a disc's own core_data streams: the yardstick for the core_data
 * decode row. A fixed MB/s target says little across discs: the same decoders run at ≈1.0–1.2 GB/s on one
 * synthetic disc's streams and ≈0.75–0.9 GB/s on another's (more, shorter matches), so the row compares with C
 * on the very same bytes, as {@code bench lz} does.
 */
public final class CoreDecodeBaseline {
    private CoreDecodeBaseline() {}

    /** One compressed stream and the size it decodes to. */
    public record Stream(byte[] compressed, long size) {}

    /**
     * Σ bytes / Σ median CPU time of the C program over {@code streams} (9 decodes each); empty without a C
     * compiler or when the program fails (the row then says there is no baseline).
     */
    public static OptionalDouble mbPerSecond(List<Stream> streams, Path dir) throws IOException {
        Path exe = NativeBaseline.program(dir.resolve("native"));
        if (exe == null || streams.isEmpty()) return OptionalDouble.empty();
        Path in = dir.resolve("core-stream.wad");
        long bytes = 0, nanos = 0;
        try {
            for (Stream s : streams) {
                Files.write(in, s.compressed());
                bytes += s.size();
                nanos += NativeBaseline.medianNanos(exe, in, s.size(), 9, dir.resolve("core-bench"));
            }
        } catch (IOException | RuntimeException e) {
            return OptionalDouble.empty();
        }
        Files.deleteIfExists(in);
        return nanos == 0 ? OptionalDouble.empty() : OptionalDouble.of(bytes * 1000.0 / nanos);
    }
}
