/*
 * A plain C WAD-LZ decoder: the native baseline of `gcscript bench lz` (never part of the library).
 * Written from the packet layout in docs/formats (rac2-formats section 3.2): literal runs (flag < 0x10),
 * far matches (0x10-0x1f, distance + 0x4000, r = 0 pads to the next 4 KB block), medium matches
 * (0x20-0x3f) and little matches (>= 0x40), each match followed by (byte[-2] & 3) literal bytes.
 * Checks output and input bounds; it is a speed reference, not a validator.
 *
 *   wadlz_baseline STREAM SIZE ITERATIONS [OUT]
 * decodes STREAM (expecting SIZE output bytes) ITERATIONS times into one reused buffer and prints
 * "median_cpu_ns best_cpu_ns" of the decodes; with OUT it writes the output once (a `wad decompress`).
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static long decode(const unsigned char *in, long end, unsigned char *out, long cap) {
    long p = 16, o = 0;
    while (p < end) {
        unsigned f = in[p];
        if (f < 0x10) {
            long n, q;
            if (f) { n = f + 3; q = p + 1; } else { if (p + 1 >= end) return -1; n = in[p + 1] + 18; q = p + 2; }
            if (q + n > end || o + n > cap) return -1;
            memcpy(out + o, in + q, n);
            o += n; p = q + n;
            continue;
        }
        long len, dist, q;
        if (f >= 0x40) {
            if (p + 2 > end) return -1;
            len = (f >> 5) + 1; dist = ((long) in[p + 1] << 3) + ((f >> 2) & 7) + 1; p += 2;
        } else if (f >= 0x20) {
            long size = f & 0x1f; q = p + 1;
            if (size == 0) { if (q >= end) return -1; size = in[q++] + 0x1f; }
            if (q + 2 > end) return -1;
            len = size + 2; dist = ((long) in[q + 1] << 6) + (in[q] >> 2) + 1; p = q + 2;
        } else {
            long size = f & 7; q = p + 1;
            if (size == 0) { if (q >= end) return -1; size = in[q++] + 7; }
            if (q + 2 > end) return -1;
            long r = ((long) (f & 8) << 11) + ((long) in[q + 1] << 6) + (in[q] >> 2);
            if (r == 0) {
                if (size != 1) {
                    long next = 16 + (((q + 2) - 16 + 0xfff) & ~0xfffL);
                    p = next < end ? next : end;
                    continue;
                }
                len = 0; dist = 0;
            } else {
                len = size + 2; dist = r + 0x4000;
            }
            p = q + 2;
        }
        if (dist > o || o + len > cap) return -1;
        unsigned char *d = out + o; const unsigned char *s = out + o - dist;
        for (long i = 0; i < len; i++) d[i] = s[i];
        o += len;
        long t = in[p - 2] & 3;
        if (p + t > end || o + t > cap) return -1;
        for (long i = 0; i < t; i++) out[o++] = in[p++];
    }
    return o;
}

static long long cpu_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static int cmp(const void *a, const void *b) {
    long long x = *(const long long *) a, y = *(const long long *) b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: %s STREAM SIZE ITERATIONS [OUT]\n", argv[0]); return 2; }
    FILE *f = fopen(argv[1], "rb");
    if (!f) { perror(argv[1]); return 2; }
    fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
    unsigned char *in = malloc(n > 0 ? n : 1);
    if (fread(in, 1, n, f) != (size_t) n) { fprintf(stderr, "short read\n"); return 2; }
    fclose(f);
    if (n < 16 || memcmp(in, "WAD", 3) != 0) { fprintf(stderr, "not a WAD-LZ stream\n"); return 2; }
    long end = in[3] | (in[4] << 8) | (in[5] << 16) | ((long) in[6] << 24);
    if (end < 16 || end > n) { fprintf(stderr, "bad compressed size\n"); return 2; }
    long size = atol(argv[2]);
    int iters = atoi(argv[3]);
    if (iters < 1) iters = 1;
    unsigned char *out = malloc(size > 0 ? size : 1);
    long long *t = malloc(sizeof(long long) * iters);
    for (int i = 0; i < iters; i++) {
        long long c0 = cpu_ns();
        long got = decode(in, end, out, size);
        t[i] = cpu_ns() - c0;
        if (got != size) { fprintf(stderr, "decoded %ld bytes, expected %ld\n", got, size); return 1; }
    }
    if (argc > 4) {
        FILE *o = fopen(argv[4], "wb");
        if (!o || fwrite(out, 1, size, o) != (size_t) size || fclose(o) != 0) { perror(argv[4]); return 2; }
    }
    qsort(t, iters, sizeof(long long), cmp);
    printf("%lld %lld\n", t[iters / 2], t[0]);
    return 0;
}
