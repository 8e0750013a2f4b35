import SnippetRunner

/// The table of a snippet's springs: each as written and in its equivalent forms
/// (duration/bounce, response/damping ratio, mass/stiffness/damping, as `Spring` initialisers a
/// reader can paste) and its settling time, numbers with ``decimals`` decimals.
struct SpringFormsHTML {
    /// Decimals of the printed parameters.
    static let decimals = 3

    var springs: [SpringForms]
    var strings: Localizer

    func render() -> String {
        guard !springs.isEmpty else { return "" }
        var html = "<div class=\"table-wrap\"><table class=\"spring-forms\">\n<caption>\(HTMLEscaping.text(strings[.traceSprings]))</caption>\n<thead><tr>"
        for key in [UIString.springWritten, .springDurationBounce, .springResponseDamping, .springMassStiffnessDamping, .springSettling] {
            html += "<th scope=\"col\">\(HTMLEscaping.text(strings[key]))</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for forms in springs {
            html += "<tr><th scope=\"row\"><code>\(HTMLEscaping.text(forms.written))</code></th>"
            html += "<td><code>Spring(duration: \(Self.text(forms.duration)), bounce: \(Self.text(forms.bounce)))</code></td>"
            html += "<td><code>Spring(response: \(Self.text(forms.response)), dampingRatio: \(Self.text(forms.dampingRatio)))</code></td>"
            html += "<td><code>Spring(mass: \(Self.text(forms.mass)), stiffness: \(Self.text(forms.stiffness)), damping: \(Self.text(forms.damping)))</code></td>"
            html += "<td>\(Self.text(forms.settlingDuration)) s</td></tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }

    static func text(_ value: Double) -> String { SnippetRunner.NumberText.trimmed(value, decimals: decimals) }
}
