package gcscript.memo;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class MemoTest {
    @Test void makesTheValueOnceOnFirstUse() {
        AtomicInteger calls = new AtomicInteger();
        Memo<String> m = Memo.of(() -> "v" + calls.incrementAndGet());
        assertFalse(m.done());
        assertEquals(0, calls.get(), "nothing is made before the first get");
        assertEquals("v1", m.get());
        assertTrue(m.done());
        assertEquals("v1", m.get());
        assertEquals(1, calls.get());
    }

    @Test void nullIsAValueMadeOnce() {
        AtomicInteger calls = new AtomicInteger();
        Memo<String> m = Memo.of(() -> { calls.incrementAndGet(); return null; });
        assertNull(m.get());
        assertTrue(m.done());
        assertNull(m.get());
        assertEquals(1, calls.get());
    }

    @Test void aFailedComputationStoresNothingAndIsTriedAgain() {
        AtomicInteger calls = new AtomicInteger();
        Memo<Integer> m = Memo.of(() -> {
            if (calls.incrementAndGet() == 1) throw new IllegalStateException("first read fails");
            return 7;
        });
        IllegalStateException e = assertThrows(IllegalStateException.class, m::get);
        assertEquals("first read fails", e.getMessage());
        assertFalse(m.done());
        assertEquals(7, m.get());
        assertEquals(2, calls.get());
        assertEquals(7, m.get());
        assertEquals(2, calls.get());
    }

    @Test void threadsAskingAtOnceShareOneComputation() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        CountDownLatch inside = new CountDownLatch(1), release = new CountDownLatch(1);
        Memo<Object> m = Memo.of(() -> {
            calls.incrementAndGet();
            inside.countDown();
            try {
                assertTrue(release.await(10, TimeUnit.SECONDS));
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            return new Object();
        });
        ExecutorService pool = Executors.newFixedThreadPool(6);
        try {
            List<Future<Object>> got = new ArrayList<>();
            got.add(pool.submit(m::get));
            assertTrue(inside.await(10, TimeUnit.SECONDS), "the first thread is making the value");
            for (int i = 0; i < 5; i++) got.add(pool.submit(m::get));
            assertFalse(m.done(), "not made while its computation runs");
            release.countDown();
            Object first = got.get(0).get(10, TimeUnit.SECONDS);
            for (Future<Object> f : got) assertSame(first, f.get(10, TimeUnit.SECONDS));
            assertEquals(1, calls.get());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test void aMissingSupplierIsRefused() {
        NullPointerException e = assertThrows(NullPointerException.class, () -> Memo.of(null));
        assertEquals("make", e.getMessage());
    }
}
