#include "CMotionBaseline.h"

double cmb_cubic_value_extern(const cmb_cubic *c, double x) { return cmb_cubic_value(c, x); }

double cmb_spring_value_extern(double omega, double lambda, double target, double v0, double t) {
    return cmb_spring_value(omega, lambda, target, v0, t);
}
