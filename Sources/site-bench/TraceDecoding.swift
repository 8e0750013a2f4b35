import Foundation
import TraceFormat

/// `site-bench --traces FOLDER`: reading cached traces, the trace format's own reader against
/// Foundation's JSONDecoder, side by side in one run. FOLDER holds trace documents or snippet
/// results (the snippet cache, `.build/motionbook-snippets/results`, whose JSON objects carry
/// the trace as `traceJSON`), searched recursively. Every trace is first read by both readers
/// and must give the same value; then each reader reads all of them, `repeats` times, and the
/// median pass counts.
enum TraceDecoding {
    static func run(folder: String, repeats: Int) {
        let documents = traces(under: folder)
        guard !documents.isEmpty else { fail("no trace documents under \(folder)") }
        for (name, data) in documents {
            let ours = Result { () throws(Trace.FormatError) in try Trace.decode(data, reader: .motionbook) }
            let reference = Result { () throws(Trace.FormatError) in try Trace.decode(data, reader: .foundation) }
            switch (ours, reference) {
            case (.success(let a), .success(let b)) where a == b || a.json() == b.json(): continue
            case (.failure, .failure): continue
            default: fail("the readers disagree on \(name)")
            }
        }
        let bytes = documents.reduce(0) { $0 + $1.data.count }
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        print("site-bench --traces: \(documents.count) traces, \(bytes) bytes under \(folder); \(build) build; median of \(repeats) passes")
        print("reader                     ms per pass  µs per trace")
        var sink = 0
        var medians: [Trace.Reader: Double] = [:]
        for reader in [Trace.Reader.foundation, .motionbook] {
            var times: [Double] = []
            for _ in 0..<repeats {
                let start = ContinuousClock.now
                for document in documents {
                    if let trace = try? Trace.decode(document.data, reader: reader) { sink &+= trace.times.count }
                }
                let elapsed = ContinuousClock.now - start
                times.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
            }
            let median = times.sorted()[times.count / 2]
            medians[reader] = median
            let name = (reader == .foundation ? "JSONDecoder (Codable)" : "TraceFormat reader").padding(toLength: 24, withPad: " ", startingAt: 0)
            print(name + String(format: "%14.2f %13.1f", median, median * 1000 / Double(documents.count)))
        }
        print(String(format: "speed-up of the TraceFormat reader: %.2fx", medians[.foundation]! / medians[.motionbook]!))
        if sink == 42 { print("") }
    }

    /// Every trace under `folder`, by file path, in a stable order.
    static func traces(under folder: String) -> [(name: String, data: Data)] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var names: [String] = []
        for case let name as String in enumerator where name.hasSuffix(".json") { names.append(name) }
        return names.sorted().compactMap { name in
            guard let data = FileManager.default.contents(atPath: "\(folder)/\(name)") else { return nil }
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            if let text = object?["traceJSON"] as? String { return (name, Data(text.utf8)) }
            if object?["format"] is String { return (name, data) }
            return nil
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("site-bench: \(message)\n".utf8))
        exit(1)
    }
}
