/// An error that says the store itself cannot be trusted (a full disk, a damaged file, lost
/// write access), not that one request failed: a turn that meets one saved nothing, and says so
/// in its `TurnResult.failure`, so the one running the session can stop. `HarkStore`'s
/// `StoreError` is one.
public protocol StoreFailure: Error, CustomStringConvertible {}
