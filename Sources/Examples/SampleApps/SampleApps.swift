import HarkKit
import Hydrator
import Meditator
import Wallet
import Workout

/// The sample apps Hark ships with, in the order they are listed.
public let sampleApps: [any HarkApp.Type] = [Hydrator.self, Meditator.self, Workout.self, Wallet.self]
