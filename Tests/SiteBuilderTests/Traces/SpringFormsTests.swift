import Testing
import TraceFormat

@testable import SiteBuilder

/// The springs of a page's spring table, read from the animation parameters of trace events
/// (their forms as the engine recorded them), and the table.
@Suite struct SpringFormsTests {
    static let interpolating = HandMadeTraces.interpolatingSpring
    static let spring = HandMadeTraces.delayedSpring.animations![0]

    @Test func aWrappedSpringIsListedAsItsOwnCallWithItsRecordedForms() throws {
        let forms = try #require(SpringForms.springs(in: [HandMadeTraces.delayedSpring]).first)
        let recorded = try #require(Self.spring.spring)
        #expect(forms.written == "spring(response: 0.5, dampingFraction: 0.825)")
        #expect(forms.spring == recorded)
        #expect(forms.duration == recorded.duration && forms.bounce == recorded.bounce)
        #expect(forms.response == recorded.response && forms.dampingRatio == recorded.dampingFraction)
        #expect(forms.mass == recorded.mass && forms.stiffness == recorded.stiffness && forms.damping == recorded.damping)
        #expect(forms.settlingDuration == recorded.settlingDuration)
    }

    @Test func everySpringOfEveryAnimationOnceInOrder() {
        let easeIn = Trace.AnimationParameters(
            kind: .timingCurve, description: "easeIn(duration: 0.35)", duration: 0.35, curve: .init(name: "easeIn", controlPoints: [0.42, 0, 1, 1]))
        let combined = Trace.AnimationParameters(
            kind: .combined, description: "combined(…)", animations: [easeIn, Self.interpolating, Self.spring], beginTimes: [0, 0.1, 0.2])
        // A fluid spring with a response of 0 has no `Spring`, so no forms and no row.
        let stiffest = Trace.AnimationParameters(kind: .spring, description: "spring(response: 0.0, dampingFraction: 1.0)", response: 0, dampingFraction: 1)
        let springs = SpringForms.springs(in: [
            HandMadeTraces.defaultAnimation, easeIn, stiffest, combined, HandMadeTraces.delayedSpring,
        ])
        #expect(springs.map(\.written) == ["default", Self.interpolating.description, Self.spring.description])
        #expect(springs.map(\.spring) == [HandMadeTraces.defaultAnimation.spring, Self.interpolating.spring, Self.spring.spring])
    }

    @Test func theTablePrintsTheRecordedNumbers() throws {
        let forms = try #require(Self.spring.spring)
        let html = SpringFormsHTML(
            springs: SpringForms.springs(in: [Self.spring]), owner: "s", strings: Localizer(translations: .init(), language: "en")
        ).render().markup
        #expect(html.contains("<code>spring(response: 0.5, dampingFraction: 0.825)</code>"))
        #expect(html.contains("Spring(mass: 1, stiffness: 157.914, damping: 20.735)"))
        #expect(html.contains("Spring(duration: 0.5, bounce: 0.175)"))
        #expect(html.contains("Spring(response: 0.5, dampingRatio: 0.825)"))
        #expect(html.contains("<td>\(SpringFormsHTML.text(forms.settlingDuration)) s</td>") && html.contains("<td>0.901 s</td>"))
    }

    @Test func noSpringNoTable() {
        let linear = Trace.AnimationParameters(
            kind: .timingCurve, description: "linear(duration: 1.0)", duration: 1, curve: .init(name: "linear", controlPoints: [0, 0, 1, 1]))
        #expect(SpringForms.springs(in: [linear, .init(kind: .custom, description: "spring")]).isEmpty)
        #expect(SpringFormsHTML(springs: [], owner: "s", strings: Localizer(translations: .init(), language: "en")).render().isEmpty)
    }
}
