// Plain C versions of MotionCore's hot arithmetic, the baseline motion-bench measures against.
// They are static inline so the Swift side can inline them just as it inlines MotionCore's
// @inlinable code: the comparison is of the arithmetic, not of call overhead.
#ifndef CMOTIONBASELINE_H
#define CMOTIONBASELINE_H

#include <math.h>

/// A cubic timing curve in polynomial form (SEMANTICS.md, "Timing curves"): x(t) = ((ax t + bx) t + cx) t.
typedef struct {
    double ax, bx, cx, ay, by, cy;
} cmb_cubic;

/// The coefficients for control points (p1x, p1y), (p2x, p2y), x clamped to [0, 1].
static inline cmb_cubic cmb_cubic_make(double p1x, double p1y, double p2x, double p2y) {
    cmb_cubic c;
    p1x = fmin(fmax(p1x, 0.0), 1.0);
    p2x = fmin(fmax(p2x, 0.0), 1.0);
    c.cx = 3.0 * p1x;
    c.bx = 3.0 * (p2x - p1x) - c.cx;
    c.ax = 1.0 - c.cx - c.bx;
    c.cy = 3.0 * p1y;
    c.by = 3.0 * (p2y - p1y) - c.cy;
    c.ay = 1.0 - c.cy - c.by;
    return c;
}

/// y at progress x: Newton (8 steps at most, kept in [0, 1]) then bisection (64 halvings at
/// most) to |x(t) - x| < 2^-20, quantised to 2^-20 -- the same scheme as MotionCore's CubicSolver.
static inline double cmb_cubic_value(const cmb_cubic *c, double x) {
    const double tolerance = 1.0 / 1048576.0;
    x = fmin(fmax(x, 0.0), 1.0);
    double t = x;
    int solved = 0;
    for (int i = 0; i < 8; i++) {
        double error = ((c->ax * t + c->bx) * t + c->cx) * t - x;
        if (fabs(error) < tolerance) { solved = 1; break; }
        double slope = (3.0 * c->ax * t + 2.0 * c->bx) * t + c->cx;
        if (fabs(slope) < tolerance) break;
        t -= error / slope;
        if (t < 0.0 || t > 1.0) break;
    }
    if (!solved) {
        double lower = 0.0, upper = 1.0;
        t = x;
        for (int i = 0; i < 64; i++) {
            double sample = ((c->ax * t + c->bx) * t + c->cx) * t;
            if (fabs(sample - x) < tolerance) break;
            if (sample < x) lower = t; else upper = t;
            t = 0.5 * (lower + upper);
        }
    }
    double y = ((c->ay * t + c->by) * t + c->cy) * t;
    return round(y * 1048576.0) / 1048576.0;
}

/// Underdamped spring value from 0 towards target (SEMANTICS.md, "Springs"):
/// x0 - e^(-lambda t) [x0 cos(omega t) + ((lambda x0 - v0)/omega) sin(omega t)].
static inline double cmb_spring_value(double omega, double lambda, double target, double v0, double t) {
    double decay = exp(-lambda * t);
    return target - decay * (target * cos(omega * t) + (lambda * target - v0) / omega * sin(omega * t));
}

/// Out-of-line entry points, so the library has a symbol of its own.
double cmb_cubic_value_extern(const cmb_cubic *c, double x);
double cmb_spring_value_extern(double omega, double lambda, double target, double v0, double t);

#endif
