package gcscript.claims;

import java.util.List;

/**
 * The claims of one format area (level files, the level core, tfrags, …). Adding an area is one class that
 * implements this and one line in {@link Claims#AREAS}; adding a claim to an area is one entry in its list.
 * Ids are the catalogue's ({@code claims.tsv}); an id the catalogue lacks, or registered twice, fails the
 * registry's construction.
 */
public interface ClaimArea {
    List<Claim> claims();
}
