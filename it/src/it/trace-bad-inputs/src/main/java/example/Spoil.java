package example;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What a user's editor, a full disk or a stray copy does to the debugger's files, run between the IT's steps:
 * {@code replace FILE TEXT NEW} replaces the first line containing TEXT by NEW; {@code cut FILE FRACTION} keeps
 * that fraction of its bytes (a copy cut short); {@code delete FILE} deletes it.
 */
public class Spoil {
    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[1]);
        switch (args[0]) {
            case "replace": {
                List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                int at = -1;
                for (int n = 0; n < lines.size() && at < 0; n++) {
                    if (lines.get(n).contains(args[2])) {
                        at = n;
                    }
                }
                if (at < 0) {
                    throw new IllegalStateException(file + " has no line containing " + args[2]);
                }
                lines.set(at, args[3]);
                Files.write(file, lines, StandardCharsets.UTF_8);
                System.out.println("spoiled " + file + " line " + (at + 1));
                break;
            }
            case "cut": {
                byte[] bytes = Files.readAllBytes(file);
                int kept = (int) (bytes.length * Double.parseDouble(args[2]));
                Files.write(file, java.util.Arrays.copyOf(bytes, kept));
                System.out.println("cut " + file + " to " + kept + " of " + bytes.length + " bytes");
                break;
            }
            case "delete":
                Files.delete(file);
                System.out.println("deleted " + file);
                break;
            default:
                throw new IllegalArgumentException("replace, cut or delete, not " + args[0]);
        }
    }
}
