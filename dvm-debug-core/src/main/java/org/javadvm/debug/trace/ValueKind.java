package org.javadvm.debug.trace;

/**
 * The type code a trace writes in brackets, with the original's numbers (0 CHAR ... 8 LLONG) and the Java
 * types that map to them: {@code char}/{@code byte}/{@code short} are CHAR or INT by width as documented on the
 * trace page, {@code boolean} is LOGICAL, references are written as their identity class name (OBJECT, code 9,
 * an addition: the original has no references).
 */
public enum ValueKind {
    CHAR(0), INT(1), LONG(2), FLOAT(3), DOUBLE(4), FLOAT_COMPLEX(5), DOUBLE_COMPLEX(6), LOGICAL(7), LLONG(8), OBJECT(9);

    public final int code;

    ValueKind(int code) {
        this.code = code;
    }

    public static ValueKind ofCode(int code) {
        for (ValueKind kind : values()) {
            if (kind.code == code) {
                return kind;
            }
        }
        throw new IllegalArgumentException("no trace value type has code " + code);
    }

    /** Whether values of this kind compare with a tolerance ({@code Exp}). */
    public boolean isFloating() {
        return this == FLOAT || this == DOUBLE || this == FLOAT_COMPLEX || this == DOUBLE_COMPLEX;
    }
}
