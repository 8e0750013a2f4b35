import TraceFormat

/// A readable, deterministic text dump of a lesson model with source positions, used for golden
/// tests of the parser and for looking at what the parser made of a file.
public enum LessonDump {
    public static func dump(_ lesson: Lesson) -> String {
        var out = Printer()
        out.line(0, "lesson \(lesson.path) language=\(lesson.language?.code ?? "none")")
        out.line(1, "front-matter body-starts-at=\(lesson.frontMatter.bodyStartLine)")
        for entry in lesson.frontMatter.entries {
            out.line(2, "\(entry.key) @\(entry.keyLocation) = \(value(entry.value)) @\(entry.valueLocation)")
        }
        for block in lesson.blocks { out.block(block, depth: 1) }
        return out.text
    }

    static func value(_ value: FrontMatter.Value) -> String {
        switch value {
        case .string(let text): JSONText.string(text)
        case .integer(let number): String(number)
        case .boolean(let flag): String(flag)
        case .list(let items): "[" + items.map(JSONText.string).joined(separator: ", ") + "]"
        }
    }

    private struct Printer {
        var text = ""

        mutating func line(_ depth: Int, _ content: String) {
            text += String(repeating: "  ", count: depth) + content + "\n"
        }

        mutating func block(_ block: MarkdownBlock, depth: Int) {
            switch block {
            case .heading(let heading):
                line(depth, "heading h\(heading.level) #\(heading.anchor) @\(heading.location)")
                inlines(heading.content, depth: depth + 1)
            case .paragraph(let content, let at):
                line(depth, "paragraph @\(at)")
                inlines(content, depth: depth + 1)
            case .blockQuote(let children, let at):
                line(depth, "block-quote @\(at)")
                for child in children { self.block(child, depth: depth + 1) }
            case .list(let list):
                line(depth, "list \(list.isOrdered ? "ordered start=\(list.start)" : "bullet") \(list.isTight ? "tight" : "loose") @\(list.location)")
                for item in list.items {
                    let task = item.isChecked.map { $0 ? " task=[x]" : " task=[ ]" } ?? ""
                    line(depth + 1, "item\(task) @\(item.location)")
                    for child in item.blocks { self.block(child, depth: depth + 2) }
                }
            case .codeBlock(let fenced):
                line(depth, "code\(fenced.isFenced ? "" : " indented") info=\(JSONText.string(fenced.info)) @\(fenced.location) lines=\(fenced.code.split(separator: "\n", omittingEmptySubsequences: false).count - 1)")
                kind(fenced.kind, depth: depth + 1)
            case .table(let table):
                line(depth, "table align=[\(table.alignments.map(\.rawValue).joined(separator: ","))] @\(table.location)")
                line(depth + 1, "header")
                for cell in table.header { line(depth + 2, "cell"); inlines(cell, depth: depth + 3) }
                for row in table.rows {
                    line(depth + 1, "row")
                    for cell in row { line(depth + 2, "cell"); inlines(cell, depth: depth + 3) }
                }
            case .thematicBreak(let at):
                line(depth, "thematic-break @\(at)")
            case .html(let html, let at):
                line(depth, "html \(JSONText.string(html)) @\(at)")
            }
        }

        mutating func kind(_ kind: FencedBlock.Kind, depth: Int) {
            switch kind {
            case .code:
                break
            case .snippet(let snippet):
                var parts = ["snippet \(snippet.role.rawValue) id=\(snippet.id)", "first-line=\(snippet.firstLine)", "column=\(snippet.column)"]
                parts.append("every=\(snippet.every)")
                if !snippet.show.isEmpty { parts.append("show=" + snippet.show.joined(separator: ",")) }
                if let tolerance = snippet.tolerance { parts.append("tolerance=\(tolerance)") }
                // The scenario as the snippet program is given it (one line; its line feed dropped).
                parts.append("scenario=" + String(snippet.scenario.json().dropLast()))
                line(depth, parts.joined(separator: " "))
                let hidden = snippet.source.split(separator: "\n", omittingEmptySubsequences: false).count
                    - snippet.visibleSource.split(separator: "\n", omittingEmptySubsequences: false).count
                if hidden > 0 { line(depth + 1, "hidden-lines=\(hidden)") }
            case .quiz(let quiz):
                line(depth, "quiz id=\(quiz.id) questions=\(quiz.questions.count)")
                for question in quiz.questions {
                    switch question.answer {
                    case .choices(let choices):
                        line(depth + 1, "question \(question.isMultipleSelect ? "multiple" : "single") @\(question.location)")
                        inlines(question.prompt, depth: depth + 2)
                        for choice in choices {
                            line(depth + 2, "choice \(choice.isCorrect ? "[x]" : "[ ]") @\(choice.location)")
                            inlines(choice.content, depth: depth + 3)
                        }
                    case .numeric(let answer):
                        var text = "question numeric \(answer.value) ± \(answer.tolerance)"
                        if let reference = answer.reference {
                            text += " @ \(reference.snippetID) \(reference.property) \(reference.time)"
                            for (name, value) in reference.parameters.sorted(by: { $0.key < $1.key }) { text += " \(name)=\(value)" }
                        }
                        line(depth + 1, text + " @\(question.location)")
                        inlines(question.prompt, depth: depth + 2)
                    }
                    if !question.explanation.isEmpty {
                        line(depth + 2, "explanation")
                        inlines(question.explanation, depth: depth + 3)
                    }
                }
            case .hint(let hint):
                line(depth, "hint for=\(hint.exerciseID)")
                for block in hint.content { self.block(block, depth: depth + 1) }
            case .reveal(let reveal):
                line(depth, "reveal for=\(reveal.snippetID)")
                for block in reveal.content { self.block(block, depth: depth + 1) }
            }
        }

        mutating func inlines(_ content: [MarkdownInline], depth: Int) {
            for inline in content {
                switch inline {
                case .text(let text): line(depth, "text \(JSONText.string(text))")
                case .softBreak: line(depth, "soft-break")
                case .lineBreak: line(depth, "line-break")
                case .code(let code): line(depth, "code \(JSONText.string(code))")
                case .emphasis(let children): line(depth, "emphasis"); inlines(children, depth: depth + 1)
                case .strong(let children): line(depth, "strong"); inlines(children, depth: depth + 1)
                case .strikethrough(let children): line(depth, "strikethrough"); inlines(children, depth: depth + 1)
                case .link(let destination, let title, let children, let at):
                    line(depth, "link \(JSONText.string(destination))\(title.isEmpty ? "" : " title=\(JSONText.string(title))") @\(at)")
                    inlines(children, depth: depth + 1)
                case .image(let source, let title, let alt, let at):
                    line(depth, "image \(JSONText.string(source))\(title.isEmpty ? "" : " title=\(JSONText.string(title))") @\(at)")
                    inlines(alt, depth: depth + 1)
                case .html(let html, let at): line(depth, "html \(JSONText.string(html)) @\(at)")
                }
            }
        }
    }
}
