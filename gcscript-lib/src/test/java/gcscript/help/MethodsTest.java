package gcscript.help;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.core.LevelCore;
import java.util.List;
import org.junit.jupiter.api.Test;

class MethodsTest {
    /** A small public type whose methods are known here. */
    public interface Shop {
        int count();
        String item(int i);
        static Shop none() { return null; }
    }

    @Test
    void listsPublicInstanceMethodsWithAnEllipsisForArguments() {
        assertEquals(List.of("count()", "item(…)"), Methods.of(Shop.class));
        // Object's methods are everyone's, so they are left out; records' own accessors stay
        assertFalse(Methods.of(LevelCore.class).contains("getClass()"));
        assertTrue(Methods.of(LevelCore.class).contains("mobyClasses()"));
    }

    @Test
    void closestNameWithinAThirdOfTheTypedLength() {
        List<String> core = Methods.of(LevelCore.class);
        assertEquals("mobyClasses()", Methods.closest("mobyClases", core).orElseThrow());
        assertEquals("mobyClasses()", Methods.closest("MOBYCLASSES", core).orElseThrow());
        assertEquals("item(…)", Methods.closest("iten", Methods.of(Shop.class)).orElseThrow());
        // too far from every name: no guess
        assertTrue(Methods.closest("zzzzzz", Methods.of(Shop.class)).isEmpty());
        // the nearer of two candidates wins, whatever the order
        assertEquals("abcd", Methods.closest("abce", List.of("abxy", "abcd")).orElseThrow());
        assertEquals("abcd", Methods.closest("abce", List.of("abcd", "abxy")).orElseThrow());
    }

    @Test
    void editDistanceCountsInsertDeleteAndReplace() {
        assertEquals(0, Methods.distance("core", "core"));
        assertEquals(1, Methods.distance("mobyClases", "mobyClasses"));
        assertEquals(1, Methods.distance("cores", "core"));
        assertEquals(1, Methods.distance("cere", "core"));
        assertEquals(3, Methods.distance("", "abc"));
        assertEquals(3, Methods.distance("kitten", "sitting"));
    }

    @Test
    void noSuchMethodSentence() {
        assertEquals("shop has no method iten(); did you mean item(…)? it has count(), item(…)",
                Methods.noSuchMethod("shop", Shop.class, "iten"));
        assertEquals("shop has no method zzzzzz(); it has count(), item(…)", Methods.noSuchMethod("shop", Shop.class, "zzzzzz"));
    }
}
