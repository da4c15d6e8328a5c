package example;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What a user's editor, a full disk or a stray copy does to the debugger's files, run between the IT's steps:
 * {@code replace FILE TEXT NEW [TEXT NEW]...} replaces the first line containing each TEXT by its NEW;
 * {@code binary FILE} appends bytes that are not UTF-8 text (a binary file copied over it); {@code cut FILE
 * FRACTION} keeps that fraction of its bytes (a copy cut short); {@code delete FILE} deletes it.
 */
public class Spoil {
    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[1]);
        switch (args[0]) {
            case "replace": {
                List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                for (int pair = 2; pair + 1 < args.length; pair += 2) {
                    int at = -1;
                    for (int n = 0; n < lines.size() && at < 0; n++) {
                        if (lines.get(n).contains(args[pair])) {
                            at = n;
                        }
                    }
                    if (at < 0) {
                        throw new IllegalStateException(file + " has no line containing " + args[pair]);
                    }
                    lines.set(at, args[pair + 1]);
                    System.out.println("spoiled " + file + " line " + (at + 1));
                }
                Files.write(file, lines, StandardCharsets.UTF_8);
                break;
            }
            case "binary": {
                byte[] text = Files.readAllBytes(file);
                byte[] bytes = java.util.Arrays.copyOf(text, text.length + 4);
                bytes[text.length] = (byte) 0xCA;
                bytes[text.length + 1] = (byte) 0xFE;
                bytes[text.length + 2] = (byte) 0xBA;
                bytes[text.length + 3] = (byte) 0xBE;
                Files.write(file, bytes);
                long lines = new String(text, StandardCharsets.ISO_8859_1).chars().filter(c -> c == '\n').count();
                System.out.println("appended bytes that are not text to " + file + " as line " + (lines + 1));
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
                throw new IllegalArgumentException("replace, binary, cut or delete, not " + args[0]);
        }
    }
}
