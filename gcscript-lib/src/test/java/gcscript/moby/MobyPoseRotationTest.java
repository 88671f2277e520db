package gcscript.moby;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.sequence.SequenceLayouts;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

/**
 * A joint key's rotation ({@link MobyPose#rotation}): the stored quaternion need not be a unit one (it is s16 × 32768,
 * rounded), so it is normalised first. Checked against rotating the basis vectors with the quaternion product
 * q v q⁻¹, computed here independently of the matrix formula.
 */
class MobyPoseRotationTest {
    private static final short[][] KEYS = {{8192, -4096, 12288, 6144}, {0, 0, 0, 9000}, {0, 0, 0, 0}};

    private static RecArray keys() {
        ByteBuffer b = ByteBuffer.allocate(0x10 + 8 * KEYS.length).order(ByteOrder.LITTLE_ENDIAN);
        for (int k = 0; k < KEYS.length; k++) for (int c = 0; c < 4; c++) b.putShort(0x10 + 8 * k + 2 * c, KEYS[k][c]);
        return SequenceLayouts.JOINT_KEY.view(ByteReader.of(b.array(), "seq"), 0x10, KEYS.length, "frame.key");
    }

    private static Rec frame() {
        return SequenceLayouts.FRAME_HEADER.read(ByteReader.of(new byte[0x10], "seq"), 0, "frame");
    }

    /** Hamilton product a·b of quaternions (x, y, z, w). */
    private static double[] mul(double[] a, double[] b) {
        return new double[] {
            a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1],
            a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0],
            a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3],
            a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2]};
    }

    @Test void aKeyThatIsNoUnitQuaternionRotatesAsItsUnitOne() {
        double[] m = MobyPose.rotation(frame(), keys(), 0);
        double[] q = {8192, -4096, 12288, 6144};
        double n = Math.sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
        for (int i = 0; i < 4; i++) q[i] /= n;
        double[] inv = {-q[0], -q[1], -q[2], q[3]};
        for (int col = 0; col < 3; col++) {
            double[] e = new double[4];
            e[col] = 1;
            double[] r = mul(mul(q, e), inv);   // the image of basis vector `col`: column `col` of the matrix
            for (int row = 0; row < 3; row++) assertEquals(r[row], m[3 * row + col], 1e-12, "row " + row + ", column " + col);
        }
    }

    @Test void aPureWKeyIsTheIdentityAndAZeroKeyIsRefused() {
        assertArrayEquals(new double[] {1, 0, 0, 0, 1, 0, 0, 0, 1}, MobyPose.rotation(frame(), keys(), 1), 1e-12);
        FormatException e = assertThrows(FormatException.class, () -> MobyPose.rotation(frame(), keys(), 2));
        assertEquals("frame.key[2]", e.path());
    }
}
