package gcscript.claims;

/** An expected value in the catalogue's notation and where it came from. */
public record Expected(String value, Basis basis) {}
