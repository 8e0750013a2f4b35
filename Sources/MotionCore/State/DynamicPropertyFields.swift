@_spi(Reflection) import Swift
import Foundation

/// The stored properties of one view or modifier type that `DynamicPropertyInstaller` connects,
/// found once per type from the type's field metadata (the same fields, in the same order and
/// with the same names, that `Mirror` lists), so a walk reads them at their offsets instead of
/// reflecting on every value.
///
/// A type is read this way only when every stored property's declared type is what its value
/// is: a structure, enumeration, tuple, function, metatype or builtin. A property whose value
/// may be of another type than declared (an existential such as `Any`, an optional, which a cast
/// looks through, or a class, whose subclass may conform) sends the type back to `Mirror`, as
/// does a type that is not a structure.
enum DynamicPropertyFields {
    /// How the installer reads one type.
    enum Plan {
        /// Through `Mirror`, on every value.
        case mirror
        /// At these offsets: only the fields that are dynamic properties, in declaration order.
        case fields([Field])
    }

    /// One stored property that is a dynamic property.
    struct Field {
        /// Its name as declared (`_isOn`).
        let label: String
        /// Bytes from the start of the value.
        let offset: Int
        /// Set when the runtime connects it itself.
        let installable: (any RuntimeInstallable.Type)?
        /// Set when it is a structure of dynamic properties, read field by field in turn.
        let nested: (any DynamicProperty.Type)?
    }

    /// The plans found so far, by type; tests run traces on several threads at once.
    private static let plans = TypeCache<Plan>()

    /// The plan of `Value`, found on its first use (from `value`, a value of the type).
    static func plan<Value>(for value: Value) -> Plan {
        plans.fact(about: Value.self) {
            // A structure's value is of its static type; an existential's is not.
            let isStructure = type(of: value) == Value.self && Mirror(reflecting: value).displayStyle == .struct
            return makePlan(for: Value.self, isStructure: isStructure)
        }
    }

    private static func makePlan(for type: Any.Type, isStructure: Bool) -> Plan {
        guard isStructure else { return .mirror }
        var fields: [Field] = []
        var readable = true
        let visited = _forEachField(of: type, options: []) { name, offset, fieldType, kind in
            switch kind {
            case .struct, .enum, .tuple, .function, .metatype, .opaque:
                if let installable = fieldType as? any RuntimeInstallable.Type {
                    fields.append(Field(label: String(cString: name), offset: offset, installable: installable, nested: nil))
                } else if let nested = fieldType as? any DynamicProperty.Type {
                    fields.append(Field(label: String(cString: name), offset: offset, installable: nil, nested: nested))
                }
                return true
            default:
                readable = false
                return false
            }
        }
        return readable && visited ? .fields(fields) : .mirror
    }

    /// The field of `field`'s type stored at `base + field.offset`, as the installer uses it.
    static func installable(_ field: Field, in base: UnsafeRawPointer) -> (any RuntimeInstallable)? {
        guard let type = field.installable else { return nil }
        return load(type, from: base + field.offset)
    }

    /// The nested structure of dynamic properties stored at `base + field.offset`.
    static func nested(_ field: Field, in base: UnsafeRawPointer) -> (any DynamicProperty)? {
        guard let type = field.nested else { return nil }
        return load(type, from: base + field.offset)
    }

    private static func load<Field: RuntimeInstallable>(_ type: Field.Type, from address: UnsafeRawPointer) -> any RuntimeInstallable {
        address.load(as: Field.self)
    }

    private static func load<Field: DynamicProperty>(_ type: Field.Type, from address: UnsafeRawPointer) -> any DynamicProperty {
        address.load(as: Field.self)
    }
}
