import Foundation
import HarkCLI
import SampleApps

exit(Hark.main(arguments: Array(CommandLine.arguments.dropFirst()), apps: sampleApps))
