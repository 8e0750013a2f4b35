// The command-line tool's logic; `Sources/motionbook/main.swift` only forwards to it.
import Foundation

public enum MotionbookCLI {
    /// Runs the tool with `arguments` (without the program name) and returns the exit code.
    public static func main(arguments: [String]) -> Int32 { 64 }
}
