/// An optional that `--json` always shows, as `null` when absent (as the README documents), where
/// Swift's synthesized coding would leave its key out.
///
///     struct Row: Encodable { @NullWhenAbsent var role: String? }   // {"role": null}
@propertyWrapper
struct NullWhenAbsent<Wrapped: Encodable>: Encodable {
    var wrappedValue: Wrapped?

    init(wrappedValue: Wrapped?) {
        self.wrappedValue = wrappedValue
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}
