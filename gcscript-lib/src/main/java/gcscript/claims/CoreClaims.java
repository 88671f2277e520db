package gcscript.claims;

import java.util.List;

/** Claims about the level core: filled in as the core parsers land. */
final class CoreClaims {
    private CoreClaims() {}

    static List<Claim> all() { return List.of(); }
}
