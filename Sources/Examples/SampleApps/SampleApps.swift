import HarkKit
import Hydrator

/// The sample apps Hark ships with, in the order they are listed.
public let sampleApps: [any HarkApp.Type] = [Hydrator.self]
