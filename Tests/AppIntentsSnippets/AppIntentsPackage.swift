import HarkKit

struct TrailKitPackage: AppIntentsPackage {}

struct HikerPackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] {
        [TrailKitPackage.self]
    }
}
