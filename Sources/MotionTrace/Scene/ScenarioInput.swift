import Foundation

/// Where a snippet program's scenario comes from (``runScenario(_:named:)``): the file named by
/// its first argument, else standard input.
enum ScenarioInput {
    /// Why no scenario could be read.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The scenario of a program started with `arguments` (`CommandLine.arguments`: the
    /// program's path first): the document in the file `arguments[1]`, or on standard input
    /// when there is no argument or it is `-`. Input that is empty or only whitespace is the
    /// default scenario.
    static func read(arguments: [String]) throws(Failure) -> TraceScenario {
        let bytes: [UInt8]
        if arguments.count > 1, arguments[1] != "-" {
            guard let data = FileManager.default.contents(atPath: arguments[1]) else {
                throw Failure(description: "cannot read the scenario file '\(arguments[1])'")
            }
            bytes = [UInt8](data)
        } else {
            bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return TraceScenario() }
        do {
            return try TraceScenario.decode(bytes)
        } catch {
            throw Failure(description: "scenario: \(error.description)")
        }
    }
}
