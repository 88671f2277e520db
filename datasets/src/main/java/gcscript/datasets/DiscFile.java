package gcscript.datasets;

/** One file of a generated disc: absolute ISO path ("/G/LEVEL0.WAD"), first LBA, exact bytes. */
public record DiscFile(String path, long lba, byte[] data) {
    public int sectors() { return Sectors.count(data.length); }
}
