import TraceFormat

// An animation's parameters as trace data (`Trace.AnimationParameters`, format
// `motionbook-trace/2`), read from the engine's own animation types: what trace events carry
// beside the description text, so that a reader of a trace needs neither MotionCore nor a parser
// of descriptions. Every part's `description` is the part's own description text.

extension Animation {
    /// This animation's parameters, part by part (a MotionCore addition, not in SwiftUI): the
    /// arguments of each spring, timing curve and modifier, and each spring's equivalent forms
    /// computed by ``Spring``. An animation of a type MotionCore does not define is `custom`,
    /// with its description only.
    public var traceParameters: Trace.AnimationParameters {
        (base as? any TraceParametersConvertible)?.traceParameters ?? Trace.AnimationParameters(kind: .custom, description: description)
    }
}

/// An animation type of MotionCore that knows its trace parameters.
protocol TraceParametersConvertible {
    var traceParameters: Trace.AnimationParameters { get }
}

extension Spring {
    /// The spring in all of its forms, by its own getters.
    var traceParameters: Trace.SpringParameters {
        Trace.SpringParameters(
            response: response, dampingFraction: dampingRatio, mass: mass, stiffness: stiffness, damping: damping,
            duration: duration, bounce: bounce, settlingDuration: settlingDuration)
    }
}

extension FluidSpringAnimation: TraceParametersConvertible {
    var traceParameters: Trace.AnimationParameters {
        Trace.AnimationParameters(
            kind: .spring, description: description, response: response, dampingFraction: dampingFraction,
            blendDuration: blendDuration, spring: Animation(self).springParameters?.traceParameters)
    }
}

extension DefaultAnimation: TraceParametersConvertible {
    /// The fields of the spring `.default` animates with, under its own name.
    var traceParameters: Trace.AnimationParameters {
        var parameters = base.traceParameters
        parameters.kind = .default
        parameters.description = description
        return parameters
    }
}

extension InterpolatingSpringAnimation: TraceParametersConvertible {
    /// The spring's forms only when it has a stiffness (`Spring` needs one).
    var traceParameters: Trace.AnimationParameters {
        Trace.AnimationParameters(
            kind: .interpolatingSpring, description: description, mass: mass, stiffness: stiffness, damping: damping,
            initialVelocity: initialVelocity, spring: stiffness > 0 ? Animation(self).springParameters?.traceParameters : nil)
    }
}

extension TimingCurveAnimation: TraceParametersConvertible {
    var traceParameters: Trace.AnimationParameters {
        let shape: Trace.CurveParameters
        switch form {
        case let .controlPoints(p1x, p1y, p2x, p2y):
            shape = Trace.CurveParameters(name: Self.presetName(p1x, p1y, p2x, p2y), controlPoints: [p1x, p1y, p2x, p2y])
        case let .unitCurve(unitCurve):
            shape = unitCurve.traceParameters
        }
        return Trace.AnimationParameters(kind: .timingCurve, description: description, duration: duration, curve: shape)
    }
}

extension UnitCurve {
    /// The curve's name and, for a Bézier (and `linear`, the Bézier through (0, 0) and (1, 1)),
    /// its control points.
    var traceParameters: Trace.CurveParameters {
        switch function {
        case .linear: return Trace.CurveParameters(name: "linear", controlPoints: [0, 0, 1, 1])
        case .circularEaseIn: return Trace.CurveParameters(name: "circularEaseIn", controlPoints: nil)
        case .circularEaseOut: return Trace.CurveParameters(name: "circularEaseOut", controlPoints: nil)
        case .circularEaseInOut: return Trace.CurveParameters(name: "circularEaseInOut", controlPoints: nil)
        case .bezier(let solver):
            let points = [solver.startControlPoint.x, solver.startControlPoint.y, solver.endControlPoint.x, solver.endControlPoint.y]
                .map { Double($0) }
            let name = [("easeIn", UnitCurve.easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut)].first { $0.1 == self }?.0
            return Trace.CurveParameters(name: name, controlPoints: points)
        }
    }
}

extension DelayAnimation: TraceParametersConvertible {
    var traceParameters: Trace.AnimationParameters {
        Trace.AnimationParameters(kind: .delay, description: description, delay: delay, animations: [base.traceParameters])
    }
}

extension SpeedAnimation: TraceParametersConvertible {
    var traceParameters: Trace.AnimationParameters {
        Trace.AnimationParameters(kind: .speed, description: description, speed: speed, animations: [base.traceParameters])
    }
}

extension LogicalCompletionAnimation: TraceParametersConvertible {
    var traceParameters: Trace.AnimationParameters {
        Trace.AnimationParameters(
            kind: .logicallyComplete, description: description, duration: duration, animations: [base.traceParameters])
    }
}

extension RepeatAnimation: TraceParametersConvertible {
    var traceParameters: Trace.AnimationParameters {
        Trace.AnimationParameters(
            kind: repeatCount == nil ? .repeatForever : .repeatCount, description: description, repeatCount: repeatCount,
            autoreverses: autoreverses, animations: [base.traceParameters])
    }
}

extension CombinedAnimation: TraceParametersConvertible {
    var traceParameters: Trace.AnimationParameters {
        Trace.AnimationParameters(
            kind: .combined, description: description, animations: entries.map(\.animation.traceParameters),
            beginTimes: entries.map(\.beginTime))
    }
}

extension VelocityTrackingAnimation: TraceParametersConvertible {
    var traceParameters: Trace.AnimationParameters {
        Trace.AnimationParameters(kind: .velocityTracking, description: description)
    }
}
