import Foundation

// Apple Pay and Wallet (PassKit): payment sheets, their buttons and Pay Later messages. There is
// no PassKit on Linux. Its types are plain names here; each modifier is unavailable, one error
// that says why.

/// A payment method chosen in the payment sheet [A `PKPaymentMethod`]: only a name here.
open class PKPaymentMethod { public init() {} }
/// A shipping contact [A `PKContact`]: only a name here.
open class PKContact { public init() {} }
/// A shipping method [A `PKShippingMethod`]: only a name here.
open class PKShippingMethod { public init() {} }
/// The sheet's update after a coupon code changed [A `PKPaymentRequestCouponCodeUpdate`].
open class PKPaymentRequestCouponCodeUpdate { public init() {} }
/// The sheet's update after the payment method changed [A `PKPaymentRequestPaymentMethodUpdate`].
open class PKPaymentRequestPaymentMethodUpdate { public init() {} }
/// The sheet's update after the shipping contact changed [A `PKPaymentRequestShippingContactUpdate`].
open class PKPaymentRequestShippingContactUpdate { public init() {} }
/// The sheet's update after the shipping method changed [A `PKPaymentRequestShippingMethodUpdate`].
open class PKPaymentRequestShippingMethodUpdate { public init() {} }

/// What tapping a Pay Later view does [A `PayLaterViewAction`]: only names here.
public struct PayLaterViewAction: Sendable {
    public static let learnMore = Self(), calculator = Self()
}
/// How a Pay Later view shows itself [A `PayLaterViewDisplayStyle`]: only names here.
public struct PayLaterViewDisplayStyle: Sendable {
    public static let standard = Self(), badge = Self(), checkout = Self(), price = Self()
}
/// The colours of an Apple Pay button [A `PayWithApplePayButtonStyle`]: only names here.
public struct PayWithApplePayButtonStyle: Sendable {
    public static let automatic = Self(), black = Self(), white = Self(), whiteOutline = Self()
}
/// The colours of a Verify with Wallet button [A `VerifyIdentityWithWalletButtonStyle`]: only names here.
public struct VerifyIdentityWithWalletButtonStyle: Sendable {
    public static let automatic = Self(), black = Self(), white = Self(), whiteOutline = Self()
}

extension View {
    /// [A `onApplePayCouponCodeChange(perform:)`]: unavailable.
    @available(*, unavailable, message: "Apple Pay; there is no PassKit on Linux")
    public func onApplePayCouponCodeChange(perform action: @escaping (String) async -> PKPaymentRequestCouponCodeUpdate) -> some View { self }

    /// [A `onApplePayPaymentMethodChange(perform:)`]: unavailable.
    @available(*, unavailable, message: "Apple Pay; there is no PassKit on Linux")
    public func onApplePayPaymentMethodChange(perform action: @escaping (PKPaymentMethod) async -> PKPaymentRequestPaymentMethodUpdate) -> some View { self }

    /// [A `onApplePayShippingContactChange(perform:)`]: unavailable.
    @available(*, unavailable, message: "Apple Pay; there is no PassKit on Linux")
    public func onApplePayShippingContactChange(perform action: @escaping (PKContact) async -> PKPaymentRequestShippingContactUpdate) -> some View { self }

    /// [A `onApplePayShippingMethodChange(perform:)`]: unavailable.
    @available(*, unavailable, message: "Apple Pay; there is no PassKit on Linux")
    public func onApplePayShippingMethodChange(perform action: @escaping (PKShippingMethod) async -> PKPaymentRequestShippingMethodUpdate) -> some View { self }

    /// [A `payLaterViewAction(_:)`]: unavailable.
    @available(*, unavailable, message: "Apple Pay; there is no PassKit on Linux")
    public func payLaterViewAction(_ action: PayLaterViewAction) -> some View { self }

    /// [A `payLaterViewDisplayStyle(_:)`]: unavailable.
    @available(*, unavailable, message: "Apple Pay; there is no PassKit on Linux")
    public func payLaterViewDisplayStyle(_ displayStyle: PayLaterViewDisplayStyle) -> some View { self }

    /// [A `payWithApplePayButtonDisableCardArt()`]: unavailable.
    @available(*, unavailable, message: "Apple Pay; there is no PassKit on Linux")
    public func payWithApplePayButtonDisableCardArt() -> some View { self }

    /// [A `payWithApplePayButtonStyle(_:)`]: unavailable.
    @available(*, unavailable, message: "Apple Pay; there is no PassKit on Linux")
    public func payWithApplePayButtonStyle(_ style: PayWithApplePayButtonStyle) -> some View { self }

    /// [A `verifyIdentityWithWalletButtonStyle(_:)`]: unavailable.
    @available(*, unavailable, message: "Apple Wallet; there is no PassKit on Linux")
    public func verifyIdentityWithWalletButtonStyle(_ style: VerifyIdentityWithWalletButtonStyle) -> some View { self }
}
