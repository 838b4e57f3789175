import Foundation
import FuzzSupport

exit(FuzzDriver.run { data, size in fuzz(data, size) })
