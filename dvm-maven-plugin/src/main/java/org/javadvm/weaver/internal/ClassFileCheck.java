package org.javadvm.weaver.internal;

import net.bytebuddy.ClassFileVersion;
import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.Opcodes;

/**
 * Whether a file of the classes directory is a class file the weaver can read, before Byte Buddy meets it:
 * its failures on a damaged file name neither the file nor what is wrong with it.
 */
final class ClassFileCheck {
    /** Java 8: the dispatcher of a construct needs {@code invokedynamic} and {@code LambdaMetafactory}. */
    static final int OLDEST_CONSTRUCT_VERSION = Opcodes.V1_8;
    /** Java 5: the site registration of dyn and debug loads a class literal ({@code ldc} of a class). */
    static final int OLDEST_INSTRUMENTED_VERSION = Opcodes.V1_5;
    /** The newest class file version the Byte Buddy the weaver runs with reads (71, Java 27, for 1.18.14). */
    static final int NEWEST_VERSION = ClassFileVersion.latest().getMajorVersion();

    private static final int MAGIC = 0xCAFEBABE;
    private static final int HEADER = 10; // magic, minor, major, constant pool count
    private static final int JAVA_VERSION_OFFSET = 44; // major 52 is Java 8

    private ClassFileCheck() {
    }

    /** What is wrong with the file, or {@code null} when the weaver can read it. */
    static String problem(byte[] bytes) {
        if (bytes.length < HEADER || readInt(bytes) != MAGIC) {
            return "is not a class file: " + (bytes.length < 4 ? "it has " + bytes.length + " bytes"
                    : "it does not start with 0xCAFEBABE")
                    + "; remove it from the classes directory or compile it again";
        }
        int major = ((bytes[6] & 0xFF) << 8) | (bytes[7] & 0xFF);
        if (major > NEWEST_VERSION) {
            return "has class file version " + major + " (" + javaName(major) + "), newer than the weaver reads: "
                    + OLDEST_CONSTRUCT_VERSION + " (" + javaName(OLDEST_CONSTRUCT_VERSION) + ") to " + NEWEST_VERSION
                    + " (" + javaName(NEWEST_VERSION) + "); compile with --release "
                    + (NEWEST_VERSION - JAVA_VERSION_OFFSET) + " or lower";
        }
        try {
            new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
            }, 0);
        } catch (RuntimeException e) {
            return "is damaged or truncated (" + bytes.length + " bytes; reading it failed with " + e
                    + "); compile it again";
        }
        return null;
    }

    /** {@code Java 8} for 52. */
    static String javaName(int major) {
        return "Java " + (major - JAVA_VERSION_OFFSET);
    }

    private static int readInt(byte[] bytes) {
        return ((bytes[0] & 0xFF) << 24) | ((bytes[1] & 0xFF) << 16) | ((bytes[2] & 0xFF) << 8) | (bytes[3] & 0xFF);
    }
}
