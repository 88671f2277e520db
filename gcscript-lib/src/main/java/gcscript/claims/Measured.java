package gcscript.claims;

import java.util.List;

/**
 * What a claim's measure saw on a disc: one value, or several named readings where the notes are ambiguous
 * (a size in sectors and in bytes; the first two colours or the darkest and brightest), or nothing, with the
 * reason this disc cannot give a value (no such level; zero items to check). {@code detail} adds what a reader
 * needs to judge the value (counts, the reading the notes did not pick).
 */
public record Measured(List<Reading> readings, String detail) {
    /** One reading of an ambiguous claim: its name (empty for the only one) and value in the catalogue's notation. */
    public record Reading(String name, String value) {}

    public Measured {
        readings = List.copyOf(readings);
        detail = detail == null ? "" : detail;
    }

    public static Measured of(String value) { return new Measured(List.of(new Reading("", value)), ""); }

    public static Measured of(String value, String detail) { return new Measured(List.of(new Reading("", value)), detail); }

    /** Several readings; the claim holds when one of them does, and the table names it. */
    public static Measured readings(List<Reading> readings, String detail) { return new Measured(readings, detail); }

    /** Nothing to measure on this disc, and why ("no LEVEL21.WAD", "no tfrag patches"). */
    public static Measured none(String reason) { return new Measured(List.of(), reason); }

    public boolean measured() { return !readings.isEmpty(); }

    /** The first reading's value (the one shown when none holds). */
    public String value() { return readings.isEmpty() ? "" : readings.get(0).value(); }
}
