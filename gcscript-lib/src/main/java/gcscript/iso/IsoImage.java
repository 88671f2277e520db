package gcscript.iso;

import gcscript.bytes.ByteReader;
import java.util.List;
import java.util.Optional;

/** ISO-9660 reader (primary volume descriptor and directory records). API fixed; implementation in progress. */
public final class IsoImage {
    public static IsoImage read(ByteReader image) { throw new UnsupportedOperationException("in progress"); }
    public String volumeId() { throw new UnsupportedOperationException(); }
    public List<IsoEntry> files() { throw new UnsupportedOperationException(); }
    public Optional<IsoEntry> find(String path) { throw new UnsupportedOperationException(); }
}
