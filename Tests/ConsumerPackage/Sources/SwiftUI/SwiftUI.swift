// The SwiftUI module of snippet builds, as the snippet runner generates it: MotionCore plus the
// Foundation types SwiftUI code uses without importing Foundation.
@_exported import MotionCore
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGSize
@_exported import struct Foundation.CGRect
@_exported import typealias Foundation.TimeInterval
@_exported import struct Foundation.Date
@_exported import func Foundation.sin
@_exported import func Foundation.cos
@_exported import func Foundation.tan
@_exported import func Foundation.atan2
@_exported import func Foundation.sqrt
@_exported import func Foundation.pow
@_exported import func Foundation.exp
@_exported import func Foundation.floor
@_exported import func Foundation.ceil
