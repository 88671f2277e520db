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

    /**
     * The claims of an area written as a list with a verdict map: {@code all} less the ids another area measures
     * already ({@code dropped}), each with its verdict (which reading the disc supports) as its detail.
     */
    static List<Claim> adapt(List<Claim> all, java.util.Set<String> dropped, java.util.Map<String, String> verdicts) {
        List<Claim> out = new java.util.ArrayList<>();
        for (Claim c : all) if (!dropped.contains(c.id())) out.add(c);
        return verdicts == null ? out : Claim.withVerdicts(out, verdicts);
    }
}
