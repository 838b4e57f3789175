import Synchronization

/// The parameters an intent type declares, read once per type from one instance kept for the
/// purpose: names, titles, prompts and kinds, for catalogs, phrases and indexes. Reading an
/// intent with Mirror is the slowest part of start-up, and these answers never change.
/// The values of these parameters are never set; an intent in flight has an instance of its own.
///
///     DeclaredParameters.of(TrackIntake.self).entries.map(\.name)   // ["ounces", "hydrationType"]
public enum DeclaredParameters {
    private struct Declaration: Sendable {
        let probe: any DeclaredIntent
        let parameters: IntentParameters
    }

    private static let known = Mutex<[ObjectIdentifier: Declaration]>([:])

    /// The parameters `type` declares, in order.
    public static func of(_ type: any DeclaredIntent.Type) -> IntentParameters {
        declaration(of: type).parameters
    }

    /// The name of the parameter a key path leads to.
    public static func name<I: DeclaredIntent>(of keyPath: PartialKeyPath<I>, in type: I.Type) -> String? {
        let declaration = declaration(of: type)
        guard let probe = declaration.probe as? I else { return nil }
        return declaration.parameters.name(of: keyPath, on: probe)
    }

    private static func declaration(of type: any DeclaredIntent.Type) -> Declaration {
        let key = ObjectIdentifier(type)
        if let known = known.withLock({ $0[key] }) { return known }
        let probe = type.init()
        let declaration = Declaration(probe: probe, parameters: IntentParameters(of: probe))
        known.withLock { $0[key] = declaration }
        return declaration
    }
}
