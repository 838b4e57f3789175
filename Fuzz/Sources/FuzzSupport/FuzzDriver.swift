import Foundation

/// Hands the process to libFuzzer with a target's `LLVMFuzzerTestOneInput`.
///
///     exit(FuzzDriver.run(fuzz))   // in a fuzz target's main.swift
///
/// SwiftPM gives every executable its own `main`, so libFuzzer's is not the one that runs;
/// its documented entry point `LLVMFuzzerRunDriver` starts the same driver from ours.
public enum FuzzDriver {
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    public static func run(_ test: TestOneInput) -> Int32 {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        return LLVMFuzzerRunDriver(&argc, &argv, test)
    }
}

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ test: FuzzDriver.TestOneInput
) -> Int32
