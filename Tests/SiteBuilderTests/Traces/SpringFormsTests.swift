import MotionCore
import Testing

@testable import SiteBuilder

/// Springs read from animation descriptions and their equivalent forms, against `Spring`.
@Suite struct SpringFormsTests {
    @Test func aFluidSpringDescriptionGivesMotionCoresSpring() throws {
        let forms = try #require(SpringForms.springs(in: ["spring(response: 0.5, dampingFraction: 0.825).delay(0.2)"]).first)
        let spring = Spring(response: 0.5, dampingRatio: 0.825)
        #expect(forms.written == "spring(response: 0.5, dampingFraction: 0.825)")
        #expect(forms.duration == spring.duration && forms.bounce == spring.bounce)
        #expect(forms.response == spring.response && forms.dampingRatio == spring.dampingRatio)
        #expect(forms.mass == spring.mass && forms.stiffness == spring.stiffness && forms.damping == spring.damping)
        #expect(forms.settlingDuration == spring.settlingDuration)
        #expect(abs(forms.response - 0.5) < 1e-12 && abs(forms.dampingRatio - 0.825) < 1e-12)
    }

    @Test func interpolatingAndDurationBounceSpringsAndTheDefault() throws {
        let springs = SpringForms.springs(in: [
            "interpolatingSpring(mass: 2.0, stiffness: 100.0, damping: 10.0, initialVelocity: 0.0)",
            "spring(duration: 0.4, bounce: 0.3)", "default", "easeInOut(duration: 0.35)",
            "spring(duration: 0.4, bounce: 0.3)",
        ])
        #expect(springs.count == 3)
        let interpolating = Spring(mass: 2, stiffness: 100, damping: 10, allowOverDamping: true)
        #expect(springs[0].spring == interpolating)
        #expect(abs(springs[0].stiffness - 100) < 1e-9 && abs(springs[0].damping - 10) < 1e-9 && springs[0].mass == 2)
        #expect(springs[1].spring == Spring(duration: 0.4, bounce: 0.3))
        #expect(abs(springs[1].bounce - 0.3) < 1e-12)
        #expect(springs[2].written == "default" && springs[2].spring == Animation.default.springParameters)
    }

    @Test func theTablePrintsTheGettersValues() {
        let spring = Spring(response: 0.5, dampingRatio: 0.825)
        let html = SpringFormsHTML(
            springs: SpringForms.springs(in: ["spring(response: 0.5, dampingFraction: 0.825)"]),
            strings: Localizer(translations: .init(), language: "en")
        ).render()
        let expected = "Spring(mass: 1, stiffness: \(SpringFormsHTML.text(spring.stiffness)), damping: \(SpringFormsHTML.text(spring.damping)))"
        #expect(html.contains(expected))
        #expect(html.contains("Spring(duration: \(SpringFormsHTML.text(spring.duration)), bounce: \(SpringFormsHTML.text(spring.bounce)))"))
        #expect(html.contains("<td>\(SpringFormsHTML.text(spring.settlingDuration)) s</td>"))
    }

    @Test func noSpringNoTable() {
        #expect(SpringForms.springs(in: ["linear(duration: 1.0)", "spring"]).isEmpty)
        #expect(SpringFormsHTML(springs: [], strings: Localizer(translations: .init(), language: "en")).render().isEmpty)
    }
}
