import Foundation
import Hark
import SampleApps

exit(HarkCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst()), apps: sampleApps))
