package gcscript.globalwad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.disc.Disc;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** The global WADs of the sample: one row per WAD, every header slot, and every reader check holding. */
class GlobalWadsTest {
    @Test void explore() {
        Disc d = Gc.sample();
        System.out.println(d.globals().printAll());
        Table r = d.globalWads().ranges();
        System.out.println(r.where(r.intColumn("size_raw").isGreaterThan(0)).printAll());
        Table s = d.globalWads().starts();
        System.out.println(s.where(s.intColumn("start_sector").isGreaterThan(0)).printAll());
        System.out.println(d.mpeg().videos().printAll());
        System.out.println(d.mpeg().subtitles().first(8).printAll());
        Table c = d.globalWads().checks();
        System.out.println(c.rowCount() + " checks");
        System.out.println(c.where(c.stringColumn("status").isNotEqualTo("ok")).printAll());
        System.out.println(c.first(3).printAll());
    }
}
