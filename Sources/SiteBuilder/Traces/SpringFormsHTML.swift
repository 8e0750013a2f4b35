import TraceFormat

/// The table of a snippet's springs: each as written (a row group's heading) and in its equivalent forms
/// (duration/bounce, response/damping ratio, mass/stiffness/damping, as `Spring` initialisers a
/// reader can paste) and its settling time, numbers with ``decimals`` decimals.
struct SpringFormsHTML {
    /// Decimals of the printed parameters.
    static let decimals = 3

    var springs: [SpringForms]
    /// Whose trace it is, for the scroll region's name (``TraceTableHTML/owner``).
    var owner: String
    var strings: Localizer

    func render() -> HTML {
        guard !springs.isEmpty else { return .empty }
        // Two columns (form, value) and a row group per spring: narrow enough for a phone.
        var html: HTML = "\(TraceTableHTML.scrollRegion(name: strings[.traceSprings], owner: owner))<table class=\"spring-forms\">\n<caption>\(strings[.traceSprings])</caption>\n"
        for forms in springs {
            html += "<tbody>\n<tr><th scope=\"rowgroup\" colspan=\"2\"><code>\(forms.written)</code></th></tr>\n"
            let rows: [(UIString, HTML)] = [
                (.springDurationBounce, "<code>Spring(duration: \(Self.text(forms.duration)), bounce: \(Self.text(forms.bounce)))</code>"),
                (.springResponseDamping, "<code>Spring(response: \(Self.text(forms.response)), dampingRatio: \(Self.text(forms.dampingRatio)))</code>"),
                (.springMassStiffnessDamping,
                    "<code>Spring(mass: \(Self.text(forms.mass)), stiffness: \(Self.text(forms.stiffness)), damping: \(Self.text(forms.damping)))</code>"),
                (.springSettling, "\(strings.number(forms.settlingDuration, decimals: Self.decimals)) s"),
            ]
            for (label, value) in rows {
                html += "<tr><th scope=\"row\">\(strings[label])</th><td>\(value)</td></tr>\n"
            }
            html += "</tbody>\n"
        }
        return html + "</table></div>\n"
    }

    static func text(_ value: Double) -> String { NumberText.trimmed(value, decimals: decimals) }
}
