package gcscript.claims;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * One row of the claims catalogue of the design notes (claims.tsv): a measured statement with a stable id,
 * the notes' value in its notation, its scope and the part of the library it needs.
 */
public record ClaimSpec(String id, String section, String quote, String expected, String scope, String needs,
                        String status, String notes) {

    public static final String RESOURCE = "/gcscript/claims/claims.tsv";

    public boolean standing() { return status.equals("claim"); }

    public static List<ClaimSpec> catalogue() {
        try (InputStream in = ClaimSpec.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException(RESOURCE + " missing from the class path");
            return parse(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<ClaimSpec> parse(InputStream in) throws IOException {
        List<ClaimSpec> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String header = r.readLine();
            if (header == null || !header.startsWith("id\tsection\tquote\texpected")) {
                throw new IllegalStateException("claims.tsv: unexpected header " + header);
            }
            String line;
            while ((line = r.readLine()) != null) {
                if (line.isBlank()) continue;
                String[] f = line.split("\t", -1);
                if (f.length < 8) throw new IllegalStateException("claims.tsv: short row " + line);
                out.add(new ClaimSpec(f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7]));
            }
        }
        return out;
    }
}
