/// The table of traced properties: one definition each, in the order the docs list them
/// (docs/ARCHITECTURE.md, "Traced properties", is ``TraceProperty/markdownTable`` and a test
/// keeps the two the same).
extension TraceProperty {
    /// The components of a colour: sRGB red, green, blue and opacity, 0–1.
    public static let colourComponents = ["red", "green", "blue", "opacity"]
    /// The components of a point or a pair of factors.
    public static let pointComponents = ["x", "y"]
    /// The components of a rectangle: its top-leading corner, then its size.
    public static let rectComponents = pointComponents + ["width", "height"]

    public static let offset = TraceProperty(
        "offset", components: pointComponents, unit: .points,
        label: "`offset`, and the move of a transition that slides by the view's size")
    public static let position = TraceProperty("position", components: pointComponents, unit: .points, label: "`position`")
    public static let scaleEffect = TraceProperty(
        "scaleEffect", components: pointComponents, unit: .factor, drawing: .scale,
        label: "`scaleEffect` (the anchor animates but is not recorded)")
    public static let rotationEffect = TraceProperty(
        "rotationEffect", components: ["degrees"], unit: .degrees, drawing: .rotation, label: "`rotationEffect`")
    public static let rotation3DEffect = TraceProperty(
        "rotation3DEffect", components: ["degrees", "x", "y", "z"], unit: .degrees, componentUnits: [.degrees, nil, nil, nil],
        drawing: .rotation3D, label: "`rotation3DEffect`: the angle and the axis")
    public static let opacity = TraceProperty("opacity", components: ["value"], unit: .fraction, drawing: .opacity, label: "`opacity`")
    public static let blur = TraceProperty("blur", components: ["radius"], unit: .points, drawing: .blur, label: "`blur(radius:)`")
    public static let brightness = TraceProperty("brightness", components: ["value"], unit: .fraction, label: "`brightness`")
    public static let contrast = TraceProperty("contrast", components: ["value"], unit: .factor, label: "`contrast`")
    public static let saturation = TraceProperty("saturation", components: ["value"], unit: .factor, label: "`saturation`")
    public static let grayscale = TraceProperty("grayscale", components: ["value"], unit: .fraction, label: "`grayscale`")
    public static let hueRotation = TraceProperty("hueRotation", components: ["degrees"], unit: .degrees, label: "`hueRotation`")
    public static let colorMultiply = TraceProperty(
        "colorMultiply", components: colourComponents, unit: .fraction, label: "`colorMultiply`: the colour every drawn colour below is multiplied by")
    public static let shadow = TraceProperty(
        "shadow", components: ["radius", "x", "y"] + colourComponents, unit: nil,
        componentUnits: [.points, .points, .points, .fraction, .fraction, .fraction, .fraction],
        label: "`shadow(color:radius:x:y:)`: radius and offset, then the colour")
    public static let frame = TraceProperty(
        "frame", components: ["width", "height"], unit: .points,
        label: "`frame(width:height:)`: only the dimensions given")
    public static let geometry = TraceProperty(
        "geometry", components: rectComponents, unit: .points, drawing: .frame,
        label: "the view's frame in root coordinates, as layout placed it (kept only when it changes)")
    public static let padding = TraceProperty(
        "padding", components: ["top", "leading", "bottom", "trailing"], unit: .points,
        label: "`padding` (16 when no length is given)")
    public static let cornerRadius = TraceProperty(
        "cornerRadius", components: ["value"], unit: .points, drawing: .cornerClip, label: "`cornerRadius`")
    public static let clipShape = TraceProperty(
        "clipShape", components: ["cornerRadius"], unit: .points, drawing: .clipCorner,
        label: "`clipShape` with a `RoundedRectangle`")
    public static let cornerSize = TraceProperty(
        "cornerSize", components: ["width", "height"], unit: .points, drawing: .shapeCorner,
        label: "a `RoundedRectangle`'s corner size")
    public static let stroke = TraceProperty(
        "stroke", components: ["lineWidth"], unit: .points, drawing: .lineWidth, label: "a shape's `stroke` line width (a `Canvas`'s stroke operation: its bounds, then the colour)")
    public static let dashPhase = TraceProperty(
        "dashPhase", components: ["dashPhase"], unit: nil, label: "a dashed `StrokeStyle`'s phase")
    public static let trim = TraceProperty("trim", components: ["from", "to"], unit: .fraction, drawing: .trim, label: "`trim(from:to:)`")
    public static let progress = TraceProperty(
        "progress", components: ["value"], unit: nil, drawing: .progress, label: "a determinate `ProgressView`'s fraction")
    public static let foregroundStyle = TraceProperty(
        "foregroundStyle", components: colourComponents, unit: .fraction, drawing: .paint, label: "`foregroundStyle` with a colour")
    public static let foregroundColor = TraceProperty(
        "foregroundColor", components: colourComponents, unit: .fraction, drawing: .paint, label: "`foregroundColor`")
    public static let fill = TraceProperty(
        "fill", components: colourComponents, unit: .fraction, drawing: .paint,
        label: "a shape's `fill` colour (a `Canvas`'s fill operation: its bounds, then the colour)")
    public static let strokeColor = TraceProperty(
        "strokeColor", components: colourComponents, unit: .fraction, drawing: .paint, label: "a shape's `stroke` colour")
    public static let background = TraceProperty(
        "background", components: colourComponents, unit: .fraction, drawing: .paint, label: "`background` with a colour")
    public static let overlay = TraceProperty(
        "overlay", components: colourComponents, unit: .fraction, label: "`overlay` with a colour")
    public static let border = TraceProperty(
        "border", components: colourComponents, unit: .fraction, label: "`border`'s colour")
    public static let color = TraceProperty(
        "color", components: colourComponents, unit: .fraction, drawing: .paint, label: "a `Color` view")
    public static let tint = TraceProperty(
        "tint", components: colourComponents, unit: .fraction, drawing: .paint,
        label: "the colour a control drawn as a button draws a label of no colour of its own in: the accent colour, dimmed while disabled (traced from the first time it is disabled)")
    public static let shapeRotation = TraceProperty(
        "rotation", components: ["degrees"], unit: nil, label: "a shape's `rotation(_:anchor:)`")
    public static let shapeScale = TraceProperty(
        "scale", components: pointComponents, unit: nil, label: "a shape's `scale(x:y:anchor:)`")
    public static let draw = TraceProperty(
        "draw", components: rectComponents + colourComponents, unit: nil,
        label: "a `Canvas`'s draw operation (text, an image): its bounds, then the colour")
    public static let animatableData = TraceProperty(
        "animatableData", components: [], unit: nil,
        label: "a custom `Animatable` view or shape: `value`, or `0`, `1`, … in the order of its data")

    /// Every definition, in the table's order.
    public static let all: [TraceProperty] = [
        offset, position, scaleEffect, rotationEffect, rotation3DEffect, opacity, blur, brightness, contrast, saturation,
        grayscale, hueRotation, colorMultiply, shadow, frame, geometry, padding, cornerRadius, clipShape, cornerSize, stroke, dashPhase,
        trim, progress, foregroundStyle, foregroundColor, fill, strokeColor, background, overlay, border, color, tint,
        shapeRotation, shapeScale, draw, animatableData,
    ]
}
