package gcscript.disc;

import org.junit.jupiter.api.Test;

/**
 * Every column of every moby table of the sample against the generator's per-field truth, row by row. One plain test
 * per table rather than a test factory: PIT selects the tests that cover a mutant by id, and dynamic tests cannot be
 * selected that way (mutants only the vertex or triangle comparison would kill survived).
 */
class MobyFieldTruthTest {
    @Test void classes() { run("moby_classes"); }
    @Test void packets() { run("moby_packets"); }
    @Test void vertices() { run("moby_vertices"); }
    @Test void primitives() { run("moby_primitives"); }
    @Test void gifUsage() { run("moby_gif_usage"); }
    @Test void joints() { run("moby_joints"); }
    @Test void jointLists() { run("moby_joint_lists"); }
    @Test void collisions() { run("moby_collisions"); }
    @Test void collisionVertices() { run("moby_collision_vertices"); }
    @Test void triangles() { run("moby_triangles"); }
    @Test void bangles() { run("moby_bangles"); }
    @Test void corncobKernels() { run("moby_corncob_kernels"); }
    @Test void corncobVertices() { run("moby_corncob_vertices"); }
    @Test void metalPackets() { run("moby_metal_packets"); }
    @Test void metalVertices() { run("moby_metal_vertices"); }
    @Test void metalTriangles() { run("moby_metal_triangles"); }

    private static void run(String table) { PerSpecDiscs.run(MobyTruthSpecs.specs(), table); }
}
