import HarkKit
import Hydrator
import Meditator
import Wallet
import Workout

/// The sample apps Hark ships with, in the order they are listed.
public var sampleApps: [any HarkApp.Type] { [Hydrator.self, MeditatorShortcuts.self, Workout.self, Wallet.self] }
