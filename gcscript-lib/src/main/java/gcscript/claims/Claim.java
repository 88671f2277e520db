package gcscript.claims;

import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A claim the library can measure: its catalogue id, a measure over a disc that prints the value in the
 * catalogue's notation, and how to find the expected value on a synthetic disc from its manifest (empty when
 * the manifest does not say, e.g. a claim about a level the sample lacks).
 */
public record Claim(String id, Function<Disc, Optional<String>> measure,
                    BiFunction<GroundTruth, Disc, Optional<String>> synthetic) {}
