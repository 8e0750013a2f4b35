import Foundation

// MapKit's map modifiers and place-card presentations (the rest of MapKit is in
// OtherFrameworks.swift): there is no MapKit on Linux. Its types are plain names here; each
// modifier is unavailable, one error that says why.

/// A place on a map [A `MKMapItem`] (MapKit): only a name here.
open class MKMapItem {
    public init() {}
}

/// How a map looks [A `MapStyle`] (MapKit): only names here.
public struct MapStyle: Sendable {
    public static let standard = MapStyle(), imagery = MapStyle(), hybrid = MapStyle()
}

/// How a selected map feature shows its details [A `MapItemDetailSelectionAccessoryStyle`]
/// (MapKit): only names here.
public struct MapItemDetailSelectionAccessoryStyle: Sendable {
    public static let automatic = Self(), callout = Self(), sheet = Self()
}

extension View {
    /// [A `mapControlVisibility(_:)`]: unavailable.
    @available(*, unavailable, message: "MapKit; there is no MapKit on Linux")
    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }

    /// [A `mapControls(_:)`]: unavailable.
    @available(*, unavailable, message: "MapKit; there is no MapKit on Linux")
    public func mapControls(@ViewBuilder _ content: () -> some View) -> some View { self }

    /// [A `mapFeatureSelectionAccessory(_:)`]: unavailable.
    @available(*, unavailable, message: "MapKit; there is no MapKit on Linux")
    public func mapFeatureSelectionAccessory(_ style: MapItemDetailSelectionAccessoryStyle? = .automatic) -> some View { self }

    /// [A `mapFeatureSelectionDisabled(_:)`]: unavailable.
    @available(*, unavailable, message: "MapKit; there is no MapKit on Linux")
    public func mapFeatureSelectionDisabled(_ selectionDisabled: @escaping (MapFeature) -> Bool) -> some View { self }

    /// [A `mapItemDetailPopover(isPresented:item:displaysMap:attachmentAnchor:)`]: unavailable.
    @available(*, unavailable, message: "MapKit; there is no MapKit on Linux")
    public func mapItemDetailPopover(isPresented: Binding<Bool>, item: MKMapItem?, displaysMap: Bool = true, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds)) -> some View { self }

    /// [A `mapItemDetailPopover(isPresented:item:displaysMap:attachmentAnchor:arrowEdge:)`]: unavailable.
    @available(*, unavailable, message: "MapKit; there is no MapKit on Linux")
    public func mapItemDetailPopover(isPresented: Binding<Bool>, item: MKMapItem?, displaysMap: Bool = true, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge) -> some View { self }

    /// [A `mapItemDetailPopover(item:displaysMap:attachmentAnchor:)`]: unavailable.
    @available(*, unavailable, message: "MapKit; there is no MapKit on Linux")
    public func mapItemDetailPopover(item: Binding<MKMapItem?>, displaysMap: Bool = true, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds)) -> some View { self }

    /// [A `mapItemDetailPopover(item:displaysMap:attachmentAnchor:arrowEdge:)`]: unavailable.
    @available(*, unavailable, message: "MapKit; there is no MapKit on Linux")
    public func mapItemDetailPopover(item: Binding<MKMapItem?>, displaysMap: Bool = true, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge) -> some View { self }

    /// [A `mapItemDetailSheet(isPresented:item:displaysMap:)`]: unavailable.
    @available(*, unavailable, message: "MapKit; there is no MapKit on Linux")
    public func mapItemDetailSheet(isPresented: Binding<Bool>, item: MKMapItem?, displaysMap: Bool = true) -> some View { self }

    /// [A `mapItemDetailSheet(item:displaysMap:)`]: unavailable.
    @available(*, unavailable, message: "MapKit; there is no MapKit on Linux")
    public func mapItemDetailSheet(item: Binding<MKMapItem?>, displaysMap: Bool = true) -> some View { self }

    /// [A `mapStyle(_:)`]: unavailable.
    @available(*, unavailable, message: "MapKit; there is no MapKit on Linux")
    public func mapStyle(_ value: MapStyle) -> some View { self }
}
