package gcscript.goldeneye.synth;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Writes one model file as the reference describes its inflated form (§1.4): {@code numSwitches} u32 switch
 * pointers, {@code numtextures} 12-byte texture records, the node tree (24-byte nodes, pointers as
 * 0x05000000 + file offset), node rodata, a vertex block, then the display lists at the tail. The display lists are
 * F3D (GoldenEye numbering) with Rare's G_SETTEX (0xC0) by the corrected bit layout (§4.2), TRI4, vertex loads,
 * a texture rectangle with its two RDPHALF words, and a DL call into a shared list. One orphan list (reached by no
 * node) and a vertex float whose top byte is 0xC0 make the naive 8-byte scan count more than the structural walk.
 */
final class ModelWriter {
    static final int SEG = 0x05000000;

    record SetTex(int type, int shiftt, int shifts, int offset, int cmt, int cms, int minlevel, int detail, int texture) {
        long w0() { return 0xC0L << 24 | (long) cms << 22 | (long) cmt << 20 | (long) offset << 18 | (long) shifts << 14 | (long) shiftt << 10 | type; }
        long w1() { return ((long) minlevel << 24 | (long) detail << 12 | texture) & 0xFFFFFFFFL; }
    }

    final List<Integer> textureIds = new ArrayList<>();
    final List<SetTex> walked = new ArrayList<>();     // in walk order, each reached command once
    int numSwitches;
    int nodes;
    int displayLists;                                   // distinct lists reached from nodes (calls included)
    int scanCount;                                      // 8-byte aligned words with top byte 0xC0
    byte[] file;

    ModelWriter(Random rnd, int textureCount) {
        numSwitches = rnd.nextInt(3);
        int numTextures = 1 + rnd.nextInt(4);
        for (int i = 0; i < numTextures; i++) textureIds.add(rnd.nextInt(textureCount));
        int root = 4 * numSwitches + 12 * numTextures;
        // node offsets: root(type 1), dl(4), dlprimary(0x16), lod(8), affected dl(4), switch(0x12), collision(0x18)
        int[] types = {0x01, 0x04, 0x16, 0x08, 0x04, 0x12, 0x18};
        nodes = types.length;
        int nodeBase = root;
        int rodataBase = (nodeBase + 24 * nodes + 7) & ~7;
        int[] rodata = new int[nodes];
        int r = rodataBase;
        for (int i = 0; i < nodes; i++) { rodata[i] = r; r += 16; }
        int vtx = (r + 7) & ~7;
        int vtxLen = 16 * 8;
        int gdlBase = vtx + vtxLen;

        // display lists: one per DL slot, plus a shared callee and an orphan
        List<List<long[]>> lists = new ArrayList<>();
        int slots = 6;  // dl primary, dl secondary, dlprimary, affected dl primary, collision primary, collision secondary
        for (int i = 0; i < slots; i++) lists.add(new ArrayList<>());
        List<long[]> shared = new ArrayList<>();
        List<long[]> orphan = new ArrayList<>();
        SetTex sharedTex = setTex(rnd, textureIds.get(0));
        shared.add(new long[]{sharedTex.w0(), sharedTex.w1()});
        shared.add(new long[]{0xB8000000L, 0});
        SetTex orphanTex = setTex(rnd, textureIds.get(textureIds.size() - 1));
        orphan.add(new long[]{orphanTex.w0(), orphanTex.w1()});
        orphan.add(new long[]{0xB8000000L, 0});

        // lay out offsets first: lists, then shared, then orphan
        List<SetTex>[] perList = new List[slots];
        int[] sizes = new int[slots];
        List<List<long[]>> bodies = new ArrayList<>();
        for (int i = 0; i < slots; i++) {
            perList[i] = new ArrayList<>();
            List<long[]> body = new ArrayList<>();
            int n = 1 + rnd.nextInt(4);
            body.add(new long[]{0xBA001402L, 0x00000000L});                 // SETOTHERMODE_H (texture LUT)
            for (int k = 0; k < n; k++) {
                SetTex t = setTex(rnd, textureIds.get(rnd.nextInt(textureIds.size())));
                perList[i].add(t);
                body.add(new long[]{t.w0(), t.w1()});
                body.add(new long[]{0x04000000L | (2L << 4) << 16 | 48, SEG + vtx});   // VTX: 3 vertices from v0
                body.add(new long[]{0xB1000000L | 0x0000, 0x00000210L});      // TRI4 with one triangle (0,1,2)
            }
            if (i == 0) {                                                   // texture rectangle + RDPHALF words
                body.add(new long[]{0xE4100100L, 0x00040004L});
                body.add(new long[]{0xB4000000L, 0x00000000L});
                body.add(new long[]{0xB3000000L, 0x04000400L});
            }
            bodies.add(body);
        }
        // the call into the shared list goes into list 1
        int sharedCallAt = -1;
        {
            List<long[]> body = bodies.get(1);
            sharedCallAt = body.size();
            body.add(new long[]{0x06000000L, 0});   // patched below
        }
        for (List<long[]> b : bodies) b.add(new long[]{0xB8000000L, 0});
        int off = gdlBase;
        int[] listOff = new int[slots];
        for (int i = 0; i < slots; i++) { listOff[i] = off; sizes[i] = bodies.get(i).size() * 8; off += sizes[i]; }
        int sharedOff = off; off += shared.size() * 8;
        int orphanOff = off; off += orphan.size() * 8;
        bodies.get(1).get(sharedCallAt)[1] = SEG + sharedOff;
        int total = off;

        byte[] f = new byte[total];
        // switches: point at the switch node
        int switchNode = nodeBase + 24 * 5;
        for (int i = 0; i < numSwitches; i++) Seg.put32(f, 4 * i, SEG + switchNode);
        for (int i = 0; i < numTextures; i++) {
            int at = 4 * numSwitches + 12 * i;
            Seg.put32(f, at, textureIds.get(i));
            f[at + 4] = 32; f[at + 5] = 32; f[at + 6] = 1; f[at + 7] = 0; f[at + 8] = 2; f[at + 9] = 0; f[at + 10] = 0;
        }
        int[] node = new int[nodes];
        for (int i = 0; i < nodes; i++) node[i] = nodeBase + 24 * i;
        // links: root.child = dl(1); dl.next = dlprimary(2); dlprimary.next = lod(3); lod.next = switch(5)
        int[][] link = new int[nodes][5]; // data, parent, next, prev, child (offsets, -1 = null)
        for (int[] l : link) java.util.Arrays.fill(l, -1);
        for (int i = 0; i < nodes; i++) link[i][0] = rodata[i];
        link[0][0] = -1;
        link[0][4] = node[1];
        link[1][1] = node[0]; link[1][2] = node[2];
        link[2][1] = node[0]; link[2][2] = node[3]; link[2][3] = node[1];
        link[3][1] = node[0]; link[3][2] = node[5]; link[3][3] = node[2];
        link[5][1] = node[0]; link[5][3] = node[3];
        link[4][1] = node[3];
        link[6][1] = node[5];
        for (int i = 0; i < nodes; i++) {
            int at = node[i];
            f[at] = (byte) (types[i] >> 8); f[at + 1] = (byte) types[i];
            for (int k = 0; k < 5; k++) Seg.put32(f, at + 4 + 4 * k, link[i][k] < 0 ? 0 : SEG + link[i][k]);
        }
        // rodata: dl(1) primary/secondary = lists 0,1; dlprimary(2) @+8 = list 2; lod(3) affects @+8 = node 4;
        // affected dl(4) primary = list 3, secondary 0; switch(5) controls @+0 = node 6; collision(6) = lists 4,5
        Seg.put32(f, rodata[1], SEG + listOff[0]); Seg.put32(f, rodata[1] + 4, SEG + listOff[1]);
        Seg.put32(f, rodata[2] + 8, SEG + listOff[2]);
        Seg.put32(f, rodata[3] + 8, SEG + node[4]);
        Seg.put32(f, rodata[4], SEG + listOff[3]);
        Seg.put32(f, rodata[5], SEG + node[6]);
        Seg.put32(f, rodata[6], SEG + listOff[4]); Seg.put32(f, rodata[6] + 4, SEG + listOff[5]);
        // vertices: 16-byte records; one coordinate pair holds the float -2.5 (0xC0200000) at an 8-byte boundary
        for (int i = 0; i < 8; i++) {
            int at = vtx + 16 * i;
            f[at + 1] = (byte) (i * 3); f[at + 3] = (byte) i; f[at + 5] = 1;
            f[at + 15] = (byte) 0xFF;
        }
        Seg.put32(f, vtx + 32, Float.floatToIntBits(-2.5f));
        for (int i = 0; i < slots; i++) {
            int at = listOff[i];
            for (long[] c : bodies.get(i)) { Seg.put32(f, at, c[0]); Seg.put32(f, at + 4, c[1]); at += 8; }
        }
        int at = sharedOff;
        for (long[] c : shared) { Seg.put32(f, at, c[0]); Seg.put32(f, at + 4, c[1]); at += 8; }
        at = orphanOff;
        for (long[] c : orphan) { Seg.put32(f, at, c[0]); Seg.put32(f, at + 4, c[1]); at += 8; }
        file = f;

        // truth: walk order as the reference's traversal visits nodes: root, its child chain (dl, dlprimary, lod
        // -> affected subtree, switch -> controlled subtree); each list's SETTEX in order, a call's callee inline.
        walked.addAll(perList[0]);
        walked.addAll(perList[1]);
        walked.add(sharedTex);
        walked.addAll(perList[2]);
        walked.addAll(perList[3]);
        walked.addAll(perList[4]);
        walked.addAll(perList[5]);
        displayLists = slots + 1;
        int scan = 0;
        for (int p = 0; p + 8 <= f.length; p += 8) if ((f[p] & 0xFF) == 0xC0) scan++;
        scanCount = scan;
    }

    private static SetTex setTex(Random rnd, int texture) {
        return new SetTex(rnd.nextInt(5), rnd.nextInt(16), rnd.nextInt(16), rnd.nextInt(4), rnd.nextInt(3), rnd.nextInt(3),
                rnd.nextInt(256), rnd.nextInt(4096), texture);
    }
}
