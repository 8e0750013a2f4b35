import Foundation
import Testing
@testable import MotionAnimation

@Suite struct AngleTests {
    @Test func degreesAndRadiansConvert() {
        #expect(Angle(degrees: 180).radians == .pi)
        #expect(abs(Angle(radians: .pi / 2).degrees - 90) < 1e-12)
        #expect(Angle.degrees(90) == Angle.radians(.pi / 2))
        #expect(Angle().radians == 0 && Angle.zero.radians == 0)
        var angle = Angle.zero
        angle.degrees = 45
        #expect(abs(angle.radians - .pi / 4) < 1e-15)
    }

    @Test func comparesByValue() {
        #expect(Angle.degrees(10) < .degrees(20))
        #expect(!(Angle.degrees(20) < .degrees(10)))
        #expect(Angle.radians(1) == Angle.radians(1))
    }

    @Test func arithmetic() {
        var angle = Angle.radians(1) + .radians(2)
        #expect(angle.radians == 3)
        #expect((angle - .radians(0.5)).radians == 2.5)
        angle += .radians(1)
        angle -= .radians(2)
        #expect(angle.radians == 2)
        #expect((-angle).radians == -2)
        #expect((angle * 3).radians == 6 && (3 * angle).radians == 6)
        #expect((angle / 4).radians == 0.5)
    }

    @Test func animatableDataIsRadiansTimes128() {
        var angle = Angle.radians(0.5)
        #expect(angle.animatableData == 64)
        angle.animatableData = 128 * .pi
        #expect(angle.radians == .pi)
        let original = Angle.degrees(33)
        var copy = Angle.zero
        copy.animatableData = original.animatableData
        #expect(abs(copy.radians - original.radians) < 1e-15)
    }

    @Test func codableRoundTripAndHashing() throws {
        let angle = Angle.degrees(30)
        let data = try JSONEncoder().encode(angle)
        #expect(try JSONDecoder().decode(Angle.self, from: data) == angle)
        #expect(Set([Angle.radians(1), .radians(1), .radians(2)]).count == 2)
    }
}
