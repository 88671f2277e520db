// Smoke test of plain JShell with the library: kernel-config/jshell.sh kernel-config/jshell-smoke.jsh < /dev/null
// JShell goes on after a failed snippet and ignores System.exit's status, so 'ok' is only set by the last check
// (which cannot compile if an earlier declaration failed) and /exit turns it into the exit status.
boolean ok = false;
var table = Table.create("smoke", IntColumn.create("offset", new int[] {0x10, 0x20}), StringColumn.create("name", "a", "b"));
var reader = gcscript.bytes.ByteReader.of(new byte[] {1, 0, 0, 0, 2, 0}, "smoke.bin");
var image = new java.awt.image.BufferedImage(4, 4, java.awt.image.BufferedImage.TYPE_INT_RGB);
ok = table.rowCount() == 2 && reader.s32("magic", 0) == 1 && reader.u16("tail", 4) == 2 && image.getWidth() == 4;
System.out.println(ok ? "jshell smoke: ok" : "jshell smoke: FAILED");
/exit ok ? 0 : 1
