package gcscript.testing;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import gcscript.disc.DiscOpener;

/** The bundled sample's image as bytes, and a (changed) copy of them opened as a disc, leniently. */
public final class SampleImage {
    private SampleImage() {}

    public static byte[] bytes() { return TestData.bytes("gcscript/sample", "gcscript-sample.iso"); }

    public static Disc open(byte[] image) {
        return DiscOpener.open(ByteReader.of(image, "gcscript-sample.iso"), "gcscript-sample.iso", Problems.lenient());
    }
}
