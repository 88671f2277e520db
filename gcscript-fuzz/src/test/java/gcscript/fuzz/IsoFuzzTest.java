package gcscript.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gcscript.bytes.ByteReader;
import gcscript.iso.IsoEntry;
import gcscript.iso.IsoImage;

/** The ISO-9660 reader on sparse images (see {@link Sparse}) of up to 4 MiB. */
class IsoFuzzTest {
    static final int MAX_IMAGE = 4 << 20;

    @FuzzTest
    void image(byte[] data) {
        byte[] image = Sparse.expand(data, MAX_IMAGE);
        Guard.check("iso.image", data, image.length, 8, () -> {
            IsoImage iso = IsoImage.read(ByteReader.of(image, "fuzz.iso"));
            for (IsoEntry e : iso.files()) {
                iso.find(e.path());
                iso.data(e).length();
            }
            iso.directories().size();
            iso.lPathTable();
            iso.mPathTable();
        });
    }
}
