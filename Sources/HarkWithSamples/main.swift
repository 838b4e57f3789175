import Foundation
import Hark
import SampleApps

exit(Hark.main(arguments: Array(CommandLine.arguments.dropFirst()), apps: sampleApps))
