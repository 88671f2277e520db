package gcscript.goldeneye.texture;

import gcscript.table.TableBuilder;
import tech.tablesaw.api.Table;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * One row per decoded level of texture blobs: where it sits in the decoder's output, what it is and the two hashes
 * the conformance set defines ({@code texels_sha256}: linear texels, padding zeroed; {@code rgba_sha256}:
 * RGBA8888 row-major by the conversion table of {@link gcscript.n64.Texels}). Undefined levels hash as "-".
 */
public final class GeBlobTable {
    private final TableBuilder b = new TableBuilder("ge_blob_levels")
            .strings("file").ints("lod", "width", "height", "stride", "offset", "size")
            .strings("gbi_format", "gbi_size", "format", "method").ints("blur")
            .strings("source").bools("swapped").strings("defined", "texels_sha256", "rgba_sha256");

    public GeBlobTable add(GeTexture t) {
        for (GeLevel l : t.levels()) {
            b.s(t.name()).i(l.lod()).i(l.width()).i(l.height()).i(l.stride()).i(l.offset()).i(l.size())
                    .s(l.format().gbiFormat.name()).s(l.format().gbiSize.label()).s(l.format().label)
                    .s(l.method() == null ? (t.z() == 1 && l.source().equals("stored") ? "zlib" : "-") : l.method().label)
                    .i(l.blur()).s(l.source()).b(l.swapped()).s(l.defined())
                    .s(l.isDefined() ? sha256(t.texels(l.lod())) : "-")
                    .s(l.isDefined() ? sha256(t.rgba(l.lod())) : "-")
                    .end();
        }
        return this;
    }

    public Table build() { return b.build(); }

    public static String sha256(byte[] data) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
