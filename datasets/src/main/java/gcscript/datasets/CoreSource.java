package gcscript.datasets;

import java.util.Random;

/** Makes the level-core content of one level file. Implementations write from the format reference (docs/formats/core.md, texture.md). */
public interface CoreSource {
    CoreParts build(int fileNumber, Random rnd, int scale);
}
