package gcscript.texture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class DistinctColoursTest {
    static int bySorting(int[] p) {
        int[] s = p.clone();
        Arrays.sort(s);
        int n = 0;
        for (int i = 0; i < s.length; i++) if (i == 0 || s[i] != s[i - 1]) n++;
        return n;
    }

    @Test
    void countsLikeASortedCopy() {
        Random r = new Random(5);
        for (int round = 0; round < 400; round++) {
            int len = r.nextInt(600);
            int palette = 1 + r.nextInt(round % 3 == 0 ? 4 : 300);
            int[] colours = new int[palette];
            for (int i = 0; i < palette; i++) colours[i] = r.nextInt(8) == 0 ? 0 : r.nextInt();   // 0 (transparent black) now and then
            int[] p = new int[len];
            for (int i = 0; i < len; i++) p[i] = colours[r.nextInt(palette)];
            assertEquals(bySorting(p), Texture.distinct(p), "round " + round);
        }
    }

    @Test
    void edgeCases() {
        assertEquals(0, Texture.distinct(new int[0]));
        assertEquals(1, Texture.distinct(new int[] {0}));
        assertEquals(1, Texture.distinct(new int[] {0, 0, 0}));
        assertEquals(2, Texture.distinct(new int[] {0, -1, 0, -1}));
        assertEquals(3, Texture.distinct(new int[] {0x80000000, 0x7fffffff, 1}));
        int[] all = new int[1024];
        for (int i = 0; i < all.length; i++) all[i] = i * 0x01000193;    // every value different, colliding hashes included
        assertEquals(1024, Texture.distinct(all));
    }
}
