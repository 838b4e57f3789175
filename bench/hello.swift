// The start-up baseline `bench/startup.py --against` times hark against: a static Swift +
// Foundation hello (`swiftc -O -static-stdlib bench/hello.swift -o .build/hello`).
import Foundation

print("Hello, \(ProcessInfo.processInfo.processName)")
